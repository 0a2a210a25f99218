import { SEGMENT_OPS_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinTree } from '../src/core/accounts/tree.ts';
import { localDate } from '../src/lib/time-zone.ts';
import { makeMember } from './helpers/accounts.ts';
import { ops, outcome, path as fill, valueOf } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Segments through the API: each rule narrows the brand's players as it says (checked on players of one
 * agent's team, so the seeded players do not count), a saved segment's count equals its members, the
 * service the other modules call (`includes`, `memberIds`), and bad inputs. On SQLite, or PostgreSQL.
 */

let t: TestApp;
const DAY = 86_400_000;
const TZ = 'Asia/Manila';

let serial = 0;
const uniq = (name: string) => `${name}${(serial++).toString(36)}${Date.now().toString(36).slice(-4)}`.slice(0, 20);

interface P {
  id: number;
  username: string;
}
let agent: P;
const team: Record<string, P> = {};

async function member(name: string, facts: { level?: number; registeredDaysAgo?: number } = {}): Promise<P> {
  const m = await makeMember(t.app, { username: uniq(name) });
  await joinTree(t.app.database.db, m.id, agent.id);
  const db = t.app.database.db;
  if (facts.level) {
    const label = await db.selectFrom('club_labels').select('id').where('merchant_code', '=', 'LUCKY').where('level', '=', facts.level).executeTakeFirstOrThrow();
    await db.updateTable('members').set({ club_label_id: label.id }).where('id', '=', m.id).execute();
  }
  if (facts.registeredDaysAgo) await db.updateTable('members').set({ created_at: Date.now() - facts.registeredDaysAgo * DAY }).where('id', '=', m.id).execute();
  return { id: m.id, username: m.username };
}

/** A credited deposit `daysAgo` days ago, as activity records it. */
async function deposit(p: P, cents: number, daysAgo: number) {
  const db = t.app.database.db;
  const at = Date.now() - daysAgo * DAY;
  const day = localDate(at, TZ);
  const zero = { valid_bet_cents: 0, win_cents: 0, jackpot_win_cents: 0, rounds: 0, deposit_gross_cents: 0, deposit_credit_cents: 0, deposit_count: 0, first_deposit_cents: 0, withdrawal_cents: 0, withdrawal_count: 0 };
  await db.insertInto('activity_days').values({ ...zero, member_id: p.id, day, merchant_code: 'LUCKY', deposit_gross_cents: cents, deposit_credit_cents: cents, deposit_count: 1 }).execute();
  const existing = await db.selectFrom('activity_members').selectAll().where('member_id', '=', p.id).executeTakeFirst();
  if (!existing) {
    await db
      .insertInto('activity_members')
      .values({ member_id: p.id, merchant_code: 'LUCKY', first_deposit_at: at, first_deposit_day: day, first_deposit_cents: cents, last_deposit_at: at, last_deposit_cents: cents, valid_bet_since_last_deposit_cents: 0 })
      .execute();
  } else if (Number(existing.last_deposit_at) < at) {
    await db.updateTable('activity_members').set({ last_deposit_at: at, last_deposit_cents: cents }).where('member_id', '=', p.id).execute();
  }
}

/** Real-money play on the local day `daysAgo` days ago. */
async function played(p: P, daysAgo: number) {
  const zero = { win_cents: 0, jackpot_win_cents: 0, deposit_gross_cents: 0, deposit_credit_cents: 0, deposit_count: 0, first_deposit_cents: 0, withdrawal_cents: 0, withdrawal_count: 0 };
  await t.app.database.db
    .insertInto('activity_days')
    .values({ ...zero, member_id: p.id, day: localDate(Date.now() - daysAgo * DAY, TZ), merchant_code: 'LUCKY', valid_bet_cents: 500, rounds: 3 })
    .execute();
}

const q = '?merchant=LUCKY';
const preview = async (rules: object) => valueOf<{ count: number }>(await ops(t.app, 'POST', `${SEGMENT_OPS_PATHS.preview}${q}`, { rules })).count;
const create = async (body: object) => valueOf<{ id: number; count: number; name: string }>(await ops(t.app, 'POST', `${SEGMENT_OPS_PATHS.segments}${q}`, body));
async function membersOf(id: number): Promise<string[]> {
  const names: string[] = [];
  let after: number | null | undefined;
  do {
    const page = valueOf<{ list: Array<{ account: string }>; nextAfterId: number | null; total: number }>(
      await ops(t.app, 'GET', `${fill(SEGMENT_OPS_PATHS.members, { id })}${q}&limit=2${after ? `&afterId=${after}` : ''}`),
    );
    names.push(...page.list.map((m) => m.account));
    after = page.nextAfterId;
  } while (after);
  return names.sort();
}

/** The team's players a rule holds (with the agent rule, so only this test's players count), by name. */
async function holds(rules: object): Promise<string[]> {
  const all = { agent: agent.username, ...rules };
  const segment = await create({ name: uniq('seg'), rules: all });
  const names = await membersOf(segment.id);
  // a saved segment's count, a preview's count and its members agree
  expect(segment.count).toBe(names.length);
  expect(await preview(all)).toBe(names.length);
  return names.map((n) => Object.entries(team).find(([, p]) => p.username === n)?.[0] ?? n).sort();
}

beforeAll(async () => {
  t = await createTestApp();
  const a = await makeMember(t.app, { username: uniq('segagent'), type: 3 });
  agent = { id: a.id, username: a.username };
  const db = t.app.database.db;
  team.vip3 = await member('vip3', { level: 3 });
  team.vip1 = await member('vip1', { level: 1 });
  team.fresh = await member('fresh', { registeredDaysAgo: 0 });
  team.old = await member('old', { registeredDaysAgo: 90 });
  team.whale = await member('whale', { registeredDaysAgo: 40 });
  team.lapsed = await member('lapsed', { registeredDaysAgo: 60 });
  await deposit(team.whale, 500_000, 2);
  await deposit(team.lapsed, 20_000, 45);
  await deposit(team.lapsed, 10_000, 50);
  await played(team.whale, 0);
  await played(team.lapsed, 20);
  // a sub-agent's player is in the agent's team too (any depth)
  team.sub = await member('sub', { registeredDaysAgo: 90 });
  team.deep = await makeMember(t.app, { username: uniq('deep') }).then((m) => ({ id: m.id, username: m.username }));
  await joinTree(db, team.deep.id, team.sub.id);
  await db.updateTable('members').set({ created_at: Date.now() - 90 * DAY }).where('id', '=', team.deep.id).execute();
  // trial and disabled accounts are never in a segment
  const trial = await makeMember(t.app, { username: uniq('trial'), type: 4 });
  await joinTree(db, trial.id, agent.id);
  const disabled = await makeMember(t.app, { username: uniq('off'), status: 'disabled' });
  await joinTree(db, disabled.id, agent.id);
  // tags through the risk routes; languages as the app last told them; a verified identity
  await ops(t.app, 'PUT', `/ops/members/${team.whale.username}/risk/tags${q}`, { tags: ['High Roller'] });
  await ops(t.app, 'PUT', `/ops/members/${team.lapsed.username}/risk/tags${q}`, { tags: ['bonus-hunter', 'high roller'] });
  for (const [p, language] of [[team.vip3, 'TY'], [team.vip1, 'CN'], [team.old, 'EN']] as const) {
    await db.insertInto('marketing_preferences').values({ member_id: p.id, merchant_code: 'LUCKY', language, marketing: 1, email: 0, sms: 0, push: 0, updated_at: Date.now() }).execute();
  }
  await db
    .insertInto('kyc_submissions')
    .values({ merchant_code: 'LUCKY', member_id: team.whale.id, level: 2, status: 'approved', full_name: null, birth_date: null, id_type: null, id_number: null, id_number_key: null, funds_source: null, funds_detail: null, check_provider: null, check_verdict: null, check_findings: null, reason: null, note: null, decided_by: 'test', decided_at: Date.now(), created_at: Date.now(), purged_at: null })
    .execute();
});

afterAll(async () => {
  await t?.close();
});

describe('each rule', () => {
  it('the agent tree: every active real player under the agent, at any depth', async () => {
    expect(await holds({})).toEqual(['deep', 'fresh', 'lapsed', 'old', 'sub', 'vip1', 'vip3', 'whale']);
  });

  it('VIP level range (no level is 0)', async () => {
    expect(await holds({ vip: { min: 2 } })).toEqual(['vip3']);
    expect(await holds({ vip: { min: 1, max: 2 } })).toEqual(['vip1']);
    expect(await holds({ vip: { max: 0 } })).toEqual(['deep', 'fresh', 'lapsed', 'old', 'sub', 'whale']);
  });

  it('last deposit within / not within N days', async () => {
    expect(await holds({ lastDeposit: { kind: 'within', days: 7 } })).toEqual(['whale']);
    expect(await holds({ lastDeposit: { kind: 'within', days: 46 } })).toEqual(['lapsed', 'whale']);
    expect(await holds({ lastDeposit: { kind: 'notWithin', days: 30 } })).toEqual(['deep', 'fresh', 'lapsed', 'old', 'sub', 'vip1', 'vip3']);
  });

  it('total deposits min / max (none is 0.00)', async () => {
    expect(await holds({ totalDeposits: { min: '300.00' } })).toEqual(['lapsed', 'whale']);
    expect(await holds({ totalDeposits: { min: '300.00', max: '300.00' } })).toEqual(['lapsed']);
    expect(await holds({ totalDeposits: { min: '300.01' } })).toEqual(['whale']);
    expect(await holds({ totalDeposits: { max: '299.99' } })).toEqual(['deep', 'fresh', 'old', 'sub', 'vip1', 'vip3']);
  });

  it('played within / inactive for N days', async () => {
    expect(await holds({ activity: { kind: 'playedWithin', days: 1 } })).toEqual(['whale']);
    expect(await holds({ activity: { kind: 'playedWithin', days: 30 } })).toEqual(['lapsed', 'whale']);
    expect(await holds({ activity: { kind: 'inactiveFor', days: 7 } })).toEqual(['deep', 'fresh', 'lapsed', 'old', 'sub', 'vip1', 'vip3']);
  });

  it('tags: any of, none of (without case)', async () => {
    expect(await holds({ tags: { anyOf: ['HIGH ROLLER'] } })).toEqual(['lapsed', 'whale']);
    expect(await holds({ tags: { anyOf: ['high roller'], noneOf: ['Bonus-Hunter'] } })).toEqual(['whale']);
    expect(await holds({ tags: { noneOf: ['high roller'] } })).toEqual(['deep', 'fresh', 'old', 'sub', 'vip1', 'vip3']);
  });

  it("language (not known: the brand's default, TY for LUCKY)", async () => {
    expect(await holds({ languages: ['CN'] })).toEqual(['vip1']);
    expect(await holds({ languages: ['EN', 'CN'] })).toEqual(['old', 'vip1']);
    expect(await holds({ languages: ['TY'] })).toEqual(['deep', 'fresh', 'lapsed', 'sub', 'vip3', 'whale']);
  });

  it('KYC level at least', async () => {
    expect(await holds({ kycMin: 2 })).toEqual(['whale']);
    expect(await holds({ kycMin: 3 })).toEqual([]);
    expect(await holds({ kycMin: 1 })).toHaveLength(8);
  });

  it('registered within N days, and rules together (AND)', async () => {
    expect(await holds({ registeredWithinDays: 30 })).toEqual(['fresh', 'vip1', 'vip3']);
    expect(await holds({ registeredWithinDays: 50, tags: { anyOf: ['high roller'] } })).toEqual(['whale']);
    expect(await holds({ agent: team.sub!.username })).toEqual(['deep']);
  });
});

describe('saved segments and the service', () => {
  it('list with counts, edit with a new count, delete; includes and memberIds agree with the members', async () => {
    const s = await create({ name: uniq('Whales'), description: 'big depositors', rules: { agent: agent.username, totalDeposits: { min: '1000.00' } } });
    expect(s.count).toBe(1);
    const list = valueOf<{ list: Array<{ id: number; count: number; name: string }> }>(await ops(t.app, 'GET', `${SEGMENT_OPS_PATHS.segments}${q}`)).list;
    expect(list.find((x) => x.id === s.id)).toMatchObject({ count: 1, name: s.name });

    const segments = t.app.services.segments;
    expect(await segments.includes('LUCKY', s.id, team.whale!.id)).toBe(true);
    expect(await segments.includes('LUCKY', s.id, team.lapsed!.id)).toBe(false);
    // another brand's segment id holds nobody of this one; on a transaction too
    expect(await segments.includes('GOLDEN', s.id, team.whale!.id)).toBe(false);
    await t.app.database.db.transaction().execute(async (trx) => {
      expect(await segments.includes('LUCKY', s.id, team.whale!.id, trx)).toBe(true);
    });
    expect(await segments.memberIds('LUCKY', s.id)).toEqual([team.whale!.id]);

    const edited = valueOf(await ops(t.app, 'PUT', `${fill(SEGMENT_OPS_PATHS.segment, { id: s.id })}${q}`, { name: s.name, rules: { agent: agent.username, totalDeposits: { min: '100.00' } } }));
    expect(edited).toMatchObject({ count: 2, description: '' });
    expect(await segments.includes('LUCKY', s.id, team.lapsed!.id)).toBe(true);

    expect(outcome(await ops(t.app, 'DELETE', `${fill(SEGMENT_OPS_PATHS.segment, { id: s.id })}${q}`))).toMatchObject({ status: 200 });
    expect(await segments.includes('LUCKY', s.id, team.whale!.id)).toBe(false);
    expect(outcome(await ops(t.app, 'GET', `${fill(SEGMENT_OPS_PATHS.segment, { id: s.id })}${q}`))).toMatchObject({ status: 404, errorCode: 'segment.not.found' });
  });
});

describe('bad inputs', () => {
  it('are 4xx in the envelope and write nothing', async () => {
    const before = await t.app.database.db.selectFrom('segments').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    const bad: Array<[object, string]> = [
      [{ rules: {} }, 'request.invalid'], // no name
      [{ name: '', rules: {} }, 'request.invalid'],
      [{ name: 'x', rules: { vip: { min: 5, max: 2 } } }, 'request.invalid'],
      [{ name: 'x', rules: { vip: {} } }, 'request.invalid'],
      [{ name: 'x', rules: { lastDeposit: { kind: 'sometime', days: 3 } } }, 'request.invalid'],
      [{ name: 'x', rules: { activity: { kind: 'playedWithin', days: 0 } } }, 'request.invalid'],
      [{ name: 'x', rules: { totalDeposits: { min: '-1.00' } } }, 'request.invalid'],
      [{ name: 'x', rules: { totalDeposits: { min: '10' } } }, 'request.invalid'],
      [{ name: 'x', rules: { totalDeposits: { min: '9.00', max: '1.00' } } }, 'request.invalid'],
      [{ name: 'x', rules: { tags: { anyOf: ['<script>'] } } }, 'request.invalid'],
      [{ name: 'x', rules: { languages: ['XX'] } }, 'request.invalid'],
      [{ name: 'x', rules: { kycMin: 4 } }, 'request.invalid'],
      [{ name: 'x', rules: { surprise: 1 } }, 'request.invalid'],
      [{ name: 'x', rules: { agent: 'nobody-here' } }, 'segment.agent.unknown'],
    ];
    for (const [body, code] of bad) {
      const res = outcome(await ops(t.app, 'POST', `${SEGMENT_OPS_PATHS.segments}${q}`, body));
      expect(res, JSON.stringify(body)).toMatchObject({ status: 400, errorCode: code });
    }
    expect(outcome(await ops(t.app, 'POST', `${SEGMENT_OPS_PATHS.preview}${q}`, { rules: { agent: 'nobody-here' } }))).toMatchObject({ status: 400, errorCode: 'segment.agent.unknown' });
    expect(outcome(await ops(t.app, 'POST', `${SEGMENT_OPS_PATHS.preview}${q}`, 'not json')).status).toBe(415);
    expect(outcome(await ops(t.app, 'POST', `${SEGMENT_OPS_PATHS.preview}?merchant=NOPE`, { rules: {} }))).toMatchObject({ status: 400, errorCode: 'merchant.unknown' });
    expect(outcome(await ops(t.app, 'GET', `${fill(SEGMENT_OPS_PATHS.segment, { id: 'abc' })}${q}`))).toMatchObject({ status: 400 });
    expect(outcome(await ops(t.app, 'GET', `${fill(SEGMENT_OPS_PATHS.segment, { id: 99999999999 })}${q}`))).toMatchObject({ status: 400 });
    expect(outcome(await ops(t.app, 'GET', `${fill(SEGMENT_OPS_PATHS.members, { id: 1 })}${q}&limit=500`))).toMatchObject({ status: 400 });
    expect(outcome(await ops(t.app, 'PUT', `${fill(SEGMENT_OPS_PATHS.segment, { id: 999999 })}${q}`, { name: 'y', rules: {} }))).toMatchObject({ status: 404, errorCode: 'segment.not.found' });
    expect(outcome(await ops(t.app, 'DELETE', `${fill(SEGMENT_OPS_PATHS.segment, { id: 999999 })}${q}`))).toMatchObject({ status: 404, errorCode: 'segment.not.found' });
    const after = await t.app.database.db.selectFrom('segments').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    // one name once per brand, without case
    const first = await create({ name: uniq('Dup'), rules: {} });
    expect(outcome(await ops(t.app, 'POST', `${SEGMENT_OPS_PATHS.segments}${q}`, { name: first.name.toUpperCase(), rules: {} }))).toMatchObject({ status: 409, errorCode: 'segment.name.taken' });
    const second = await create({ name: uniq('Dup'), rules: {} });
    expect(outcome(await ops(t.app, 'PUT', `${fill(SEGMENT_OPS_PATHS.segment, { id: second.id })}${q}`, { name: first.name, rules: {} }))).toMatchObject({ status: 409, errorCode: 'segment.name.taken' });
  });
});
