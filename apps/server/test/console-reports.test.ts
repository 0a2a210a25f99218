import { MONEY_OPS_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../src/modules/reports/csv.ts';
import { centsText } from '../src/lib/cents-text.ts';
import { makeMember, manualClock } from './helpers/accounts.ts';
import type { InjectResult } from './helpers/accounts.ts';
import { launchToken, loginToken, newPlayer, ops, paidDeposit, valueOf, vendorFor } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

// Noon of 5 December 2026 in Manila (LUCKY's time zone).
const clock = manualClock(Date.UTC(2026, 11, 5, 4, 0, 0));
const DAY = '2026-12-05';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
}, 60_000);
afterAll(async () => {
  await t.close();
});

interface Row {
  key: string;
  name: string;
  rounds: number;
  players: number;
  bets: string;
  wins: string;
  ggr: string;
}
interface Report {
  kind: string;
  rows: Row[];
  totals: Omit<Row, 'key' | 'name'>;
}

const report = async (kind: string, query = `merchant=LUCKY&from=${DAY}&to=${DAY}`): Promise<InjectResult> =>
  ops(t.app, 'GET', `/ops/reports/${kind}?${query}`);

const cents = (amount: string) => Math.round(Number(amount) * 100);
const sum = (rows: Row[], field: 'bets' | 'wins' | 'ggr') => rows.reduce((s, r) => s + cents(r[field]), 0);

/** Two RNG games of LUCKY from different vendors. */
async function twoVendorsGames(): Promise<{ nodeId: string; vendor: string }[]> {
  const rows = await t.app.database.db
    .selectFrom('games')
    .select(['node_id', 'vassalage'])
    .where('merchant_code', '=', 'LUCKY')
    .where('enabled', '=', 1)
    .where('game_type', '=', 'RNG')
    .orderBy('id')
    .execute();
  const first = rows[0]!;
  const second = rows.find((r) => r.vassalage !== first.vassalage)!;
  return [first, second].map((r) => ({ nodeId: r.node_id, vendor: r.vassalage }));
}

describe('console reports', () => {
  beforeAll(async () => {
    const [a, b] = await twoVendorsGames();
    const agent = await makeMember(t.app, { username: '=cmd|agent' });
    const p = await newPlayer(t.app, 'rep-p');
    const q = await newPlayer(t.app, 'rep-q');
    await t.app.database.db.updateTable('members').set({ upline_id: agent.id }).where('id', '=', q.id).execute();
    await paidDeposit(t.app, p.token, 1000);
    await paidDeposit(t.app, q.token, 1000);
    const pa = vendorFor(t.app, p, await launchToken(t.app, p.token, a!.nodeId), a!.nodeId);
    const pb = vendorFor(t.app, p, await launchToken(t.app, p.token, b!.nodeId), b!.nodeId);
    const qa = vendorFor(t.app, q, await launchToken(t.app, q.token, a!.nodeId), a!.nodeId);
    await pa.bet('cr-b1', 'cr-r1', 100_00);
    await pa.win('cr-w1', 'cr-r1', 30_00, 'cr-b1');
    await pb.bet('cr-b2', 'cr-r2', 50_00);
    await pb.win('cr-w2', 'cr-r2', 120_00, 'cr-b2');
    await qa.bet('cr-b3', 'cr-r3', 40_00);
    await qa.rollback('cr-rb3', 'cr-r3', 'cr-b3'); // a stake undone
    await qa.bet('cr-b4', 'cr-r4', 20_00);
    await qa.win('cr-w4', 'cr-r4', 10_00, 'cr-b4');
    // another day: outside the report
    clock.advance(24 * 3600 * 1000);
    const again = await loginToken(t.app, q.username, 'Member#2026');
    const next = vendorFor(t.app, q, await launchToken(t.app, again, a!.nodeId), a!.nodeId);
    expect((await next.bet('cr-b5', 'cr-r5', 70_00)).status).toBe('RS_OK');
    clock.advance(-24 * 3600 * 1000);
  }, 60_000);

  it("every kind's rows add up to the merchant row, which equals the daily report", async () => {
    const daily = valueOf(await ops(t.app, 'GET', `${MONEY_OPS_PATHS.dailyReport}?merchant=LUCKY&date=${DAY}`));
    const merchant = valueOf<Report>(await report('merchant'));
    expect(merchant.rows).toHaveLength(1);
    const m = merchant.rows[0]!;
    // rounds with a stake (the rolled-back one too), players who staked
    expect(m).toMatchObject({ key: 'LUCKY', bets: '170.00', wins: '160.00', ggr: '10.00', players: 2, rounds: 4 });
    expect(cents(m.bets)).toBe(Math.round(daily.bets * 100));
    expect(cents(m.wins)).toBe(Math.round(daily.wins * 100));
    expect(cents(m.ggr)).toBe(Math.round(daily.ggr * 100));
    expect(merchant.totals).toMatchObject({ bets: m.bets, wins: m.wins, ggr: m.ggr });

    for (const kind of ['vendor', 'game', 'agent']) {
      const r = valueOf<Report>(await report(kind));
      expect(r.kind).toBe(kind);
      expect(sum(r.rows, 'bets'), kind).toBe(cents(m.bets));
      expect(sum(r.rows, 'wins'), kind).toBe(cents(m.wins));
      expect(sum(r.rows, 'ggr'), kind).toBe(cents(m.ggr));
      expect(r.totals).toMatchObject({ bets: m.bets, wins: m.wins, ggr: m.ggr, players: m.players });
    }
  });

  it('splits by vendor, game and agent', async () => {
    const [a, b] = await twoVendorsGames();
    const vendors = valueOf<Report>(await report('vendor')).rows;
    const va = vendors.find((r) => r.key === a!.vendor);
    const vb = vendors.find((r) => r.key === b!.vendor);
    // vendor a: 100 + 40 - 40 + 20 staked, 30 + 10 won; vendor b: 50 staked, 120 won
    expect(va).toMatchObject({ bets: '120.00', wins: '40.00', ggr: '80.00', players: 2 });
    expect(vb).toMatchObject({ bets: '50.00', wins: '120.00', ggr: '-70.00', players: 1 });

    const games = valueOf<Report>(await report('game')).rows;
    expect(games.find((r) => r.key.endsWith(`/${a!.nodeId}`) || r.key.startsWith(`${a!.vendor}/`))).toBeDefined();

    const agents = valueOf<Report>(await report('agent')).rows;
    expect(agents.find((r) => r.key === '=cmd|agent')).toMatchObject({ bets: '20.00', wins: '10.00', players: 1 });
    expect(agents.find((r) => r.key === '(none)')).toMatchObject({ name: 'No agent', bets: '150.00', wins: '150.00' });
  });

  it('answers CSV with a header, quoting and a formula guard', async () => {
    const res = await report('agent', `merchant=LUCKY&from=${DAY}&to=${DAY}&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(res.headers['content-disposition'])).toBe(`attachment; filename="report-agent-LUCKY-${DAY}-${DAY}.csv"`);
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('key,name,rounds,players,bets (PHP),wins (PHP),ggr (PHP)');
    expect(lines).toContain('(none),No agent,2,1,150.00,150.00,0.00');
    expect(lines).toContain("'=cmd|agent,'=cmd|agent,2,1,20.00,10.00,10.00");
    expect(lines.at(-1)).toBe('TOTAL,,4,2,170.00,160.00,10.00');
    // a vendor with a negative GGR keeps its number
    const vendorCsv = (await report('vendor', `merchant=LUCKY&from=${DAY}&to=${DAY}&format=csv`)).body;
    expect(vendorCsv).toMatch(/,-70\.00\r\n/);
  });

  it('quotes and guards cells by the rules', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    for (const bad of ['=1+1', '+1', '-cmd', '@SUM(A1)', '\tx', '\rx']) expect(csvCell(bad).replace(/^"/, '')).toMatch(/^'/);
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(csvCell(-3)).toBe('-3');
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('a,b\r\n1,"x,y"\r\n');
    expect(centsText(-5)).toBe('-0.05');
    expect(centsText(123456)).toBe('1234.56');
    expect(centsText(0)).toBe('0.00');
  });

  it("shows only the named merchant's play", async () => {
    const golden = valueOf<Report>(await report('vendor', `merchant=GOLDEN&from=${DAY}&to=${DAY}`));
    expect(golden.rows).toEqual([]);
    expect(golden.totals).toMatchObject({ bets: '0.00', wins: '0.00', rounds: 0 });
    // a day without play
    const before = valueOf<Report>(await report('merchant', 'merchant=LUCKY&from=2026-12-01&to=2026-12-04'));
    expect(before.rows).toEqual([]);
    // a range that covers the next day too
    const both = valueOf<Report>(await report('merchant', `merchant=LUCKY&from=${DAY}&to=2026-12-06`));
    expect(both.totals.bets).toBe('240.00');
  });

  it('answers 4xx envelopes for bad input', async () => {
    for (const [kind, query] of [
      ['daily2', `merchant=LUCKY&from=${DAY}&to=${DAY}`],
      ['merchant', `from=${DAY}&to=${DAY}`],
      ['merchant', `merchant=NOPE&from=${DAY}&to=${DAY}`],
      ['merchant', `merchant=LUCKY&from=2026-02-30&to=${DAY}`],
      ['merchant', `merchant=LUCKY&from=${DAY}&to=2026-12-01`],
      ['merchant', `merchant=LUCKY&from=2024-01-01&to=${DAY}`],
      ['merchant', `merchant=LUCKY&from=yesterday&to=${DAY}`],
      ['merchant', `merchant=LUCKY&from=${DAY}&to=${DAY}&format=xlsx`],
    ] as const) {
      const res = await report(kind, query);
      expect(res.statusCode, `${kind}?${query}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${kind}?${query}`).toBeLessThan(500);
      expect(res.json().success).toBe(false);
    }
    const anon = await t.app.inject({ method: 'GET', url: `/ops/reports/merchant?merchant=LUCKY&from=${DAY}&to=${DAY}` });
    expect(anon.statusCode).toBe(401);
  });
});
