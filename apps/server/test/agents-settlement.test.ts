import { AGENT_OPS_PATHS, AGENT_PATHS, dividendPay, tieredPay } from '@lobby/contract';
import type { RateTier } from '@lobby/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodContaining } from '../src/modules/agents/agents/settlement.ts';
import { AGENT, countRows, makeMember, manualClock } from './helpers/accounts.ts';
import { consoleCall, newOperator } from './helpers/console.ts';
import { expectSoundLedger, get, loginToken, ops, outcome, path, post, valueOf } from './helpers/money-api.ts';
import { settledRound } from './helpers/play.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TZ = 'Asia/Manila';
const PASSWORD = 'Team#2026x';
// Monday 2026-11-02, 10:00 in Manila
const clock = manualClock(Date.UTC(2026, 10, 2, 2, 0));
let t: TestApp;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
});

afterAll(async () => {
  await t.close();
});

const settle = async () => valueOf<{ periods: number }>(await ops(t.app, 'POST', AGENT_OPS_PATHS.settle)).periods;

async function cashOf(memberId: number): Promise<number> {
  const row = await t.app.database.db.selectFrom('ledger_accounts').select(['credits_posted', 'debits_posted']).where('code', '=', `m:${memberId}:cash`).executeTakeFirst();
  return row ? Number(row.credits_posted) - Number(row.debits_posted) : 0;
}

/** A fresh sub-agent of agent01 with a player of its own, and a contract offered by agent01 and accepted now. */
async function contracted(terms: { kind: 'salary' | 'hourly'; terms: { tiers: RateTier[] } } | { kind: 'dividend'; terms: { period: 'week' | 'month'; shareBp: number } }) {
  const top = await loginToken(t.app, AGENT.username, AGENT.password);
  const name = `st${clock().toString(36).slice(-5)}${n++}`;
  const sub = valueOf<{ id: number }>(await post(t.app, AGENT_PATHS.teamMember, { kind: 'agent', username: name, password: PASSWORD }, top));
  const subToken = await loginToken(t.app, name, PASSWORD);
  const player = valueOf<{ id: number }>(await post(t.app, AGENT_PATHS.teamMember, { kind: 'member', username: `${name}p`, password: PASSWORD }, subToken));
  const contract = valueOf<{ id: number }>(await post(t.app, AGENT_PATHS.contracts, { agentId: sub.id, ...terms }, top));
  valueOf(await post(t.app, path(AGENT_PATHS.contractRespond, { id: contract.id }), { accept: true }, subToken));
  return { top, sub: sub.id, subToken, player: player.id, contract: contract.id };
}

/** A round of the team's player, played and settled at `at` through the rounds service (its stake topped up first). */
async function round(memberId: number, bet: number, win: number, at: number) {
  await settledRound(t.app, { memberId, bet, win, at });
}

async function settlementsOf(contractId: number) {
  return t.app.database.db.selectFrom('agent_settlements').selectAll().where('contract_id', '=', contractId).orderBy('period_start').execute();
}

const tiersArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 3_000 }), { minLength: 1, maxLength: 3 })
  .chain((mins) => fc.tuple(...mins.map((minValidBet) => fc.integer({ min: 1, max: 500 }).map((rateBp) => ({ minValidBet, rateBp })))));
// a period's rounds: stakes and wins in cents
const roundsArb = fc.array(fc.record({ bet: fc.integer({ min: 1, max: 200_000 }), win: fc.integer({ min: 0, max: 400_000 }) }), { maxLength: 4 });

describe('settlements', () => {
  it('pay the daily salary the formula gives for random team activity, and a rerun pays nothing more', async () => {
    await fc.assert(
      fc.asyncProperty(tiersArb, fc.array(roundsArb, { minLength: 1, maxLength: 3 }), async (tiers, days) => {
        const c = await contracted({ kind: 'salary', terms: { tiers } });
        const first = periodContaining('salary', null, clock(), TZ).end;
        for (const [d, rounds] of days.entries()) {
          for (const [i, r] of rounds.entries()) await round(c.player, r.bet, r.win, first + d * DAY + HOUR + i * 60_000);
        }
        clock.set(first + days.length * DAY + 2 * 60_000);
        const before = await cashOf(c.sub);
        // two runs at once: still one payment per period
        await Promise.all([settle(), settle()]);
        const rows = await settlementsOf(c.contract);
        expect(rows.map((r) => r.period_key)).toHaveLength(days.length);
        const sorted = [...tiers].sort((a, b) => a.minValidBet - b.minValidBet);
        const expected = days.map((rounds) => tieredPay(sorted, rounds.reduce((s, r) => s + r.bet, 0)).amount);
        expect(rows.map((r) => Number(r.amount_cents))).toEqual(expected);
        expect(rows.map((r) => Number(r.team_bets_cents))).toEqual(days.map((rounds) => rounds.reduce((s, r) => s + r.bet, 0)));
        const paid = expected.reduce((s, a) => s + a, 0);
        expect(await cashOf(c.sub)).toBe(before + paid);
        const transfers = await countRows(t.app, 'ledger_transfers');
        expect(await settle()).toBe(0);
        expect(await countRows(t.app, 'ledger_transfers')).toBe(transfers);
        expect(await cashOf(c.sub)).toBe(before + paid);
      }),
      { numRuns: 8 },
    );
    await expectSoundLedger(t.app);
    // each case builds a team and plays its rounds over the API: seconds a case on PostgreSQL under CI's load
  }, 120_000);

  it('pay the dividend share of the net loss per week, carrying a negative week into the next', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10_000 }), fc.array(roundsArb, { minLength: 1, maxLength: 3 }), async (shareBp, weeks) => {
        const c = await contracted({ kind: 'dividend', terms: { period: 'week', shareBp } });
        const first = periodContaining('dividend', 'week', clock(), TZ).end;
        for (const [w, rounds] of weeks.entries()) {
          for (const [i, r] of rounds.entries()) await round(c.player, r.bet, r.win, first + w * 7 * DAY + DAY + i * 60_000);
        }
        clock.set(first + weeks.length * 7 * DAY + 2 * 60_000);
        const before = await cashOf(c.sub);
        await settle();
        const rows = await settlementsOf(c.contract);
        let carry = 0;
        const expected = weeks.map((rounds) => {
          const d = dividendPay(rounds.reduce((s, r) => s + r.bet - r.win, 0), carry, shareBp);
          carry = d.carryOut;
          return [d.amount, d.carryOut];
        });
        expect(rows.map((r) => [Number(r.amount_cents), Number(r.carry_out_cents)])).toEqual(expected);
        const paid = expected.reduce((s, [a]) => s + (a as number), 0);
        expect(await cashOf(c.sub)).toBe(before + paid);
        expect(await settle()).toBe(0);
        expect(await cashOf(c.sub)).toBe(before + paid);
      }),
      { numRuns: 6 },
    );
    await expectSoundLedger(t.app);
    // each case builds a team and plays its rounds over the API: seconds a case on PostgreSQL under CI's load
  }, 120_000);

  it('pay the hourly contract per hour, only for periods after the acceptance and before a replacement', async () => {
    const c = await contracted({ kind: 'hourly', terms: { tiers: [{ minValidBet: 0, rateBp: 100 }, { minValidBet: 1_000, rateBp: 200 }] } });
    const accepted = clock();
    const firstHour = periodContaining('hourly', null, accepted, TZ);
    // in the hour of the acceptance: not the contract's
    await round(c.player, 50_000, 0, accepted + 1);
    await round(c.player, 50_000, 0, firstHour.end + 60_000);
    await round(c.player, 150_000, 0, firstHour.end + HOUR + 60_000);
    clock.set(firstHour.end + 2 * HOUR + 2 * 60_000);
    await settle();
    const rows = await settlementsOf(c.contract);
    expect(rows.map((r) => [r.period_start, Number(r.team_bets_cents), Number(r.amount_cents)])).toEqual([
      [firstHour.end, 50_000, 500],
      [firstHour.end + HOUR, 150_000, 3_000],
    ]);

    // a newer hourly contract accepted now ends this one: no further hours are paid under it
    const next = valueOf<{ id: number }>(await post(t.app, AGENT_PATHS.contracts, { agentId: c.sub, kind: 'hourly', terms: { tiers: [{ minValidBet: 0, rateBp: 50 }] } }, await loginToken(t.app, AGENT.username, AGENT.password)));
    valueOf(await post(t.app, path(AGENT_PATHS.contractRespond, { id: next.id }), { accept: true }, await loginToken(t.app, (await t.app.database.db.selectFrom('members').select('username').where('id', '=', c.sub).executeTakeFirstOrThrow()).username, PASSWORD)));
    // the new contract starts with the next hour (the hour of its acceptance stays the old one's)
    await round(c.player, 100_000, 0, periodContaining('hourly', null, clock(), TZ).end + 10 * 60_000);
    clock.advance(3 * HOUR);
    await settle();
    const old = await settlementsOf(c.contract);
    expect(old.filter((r) => Number(r.period_start) >= firstHour.end + 3 * HOUR)).toHaveLength(0);
    const fresh = await settlementsOf(next.id);
    expect(fresh.reduce((s, r) => s + Number(r.amount_cents), 0)).toBe(500);
  });

  it('show the statement behind each payment to the agent and its upline, and to nobody else', async () => {
    const c = await contracted({ kind: 'salary', terms: { tiers: [{ minValidBet: 0, rateBp: 100 }] } });
    const first = periodContaining('salary', null, clock(), TZ).end;
    await round(c.player, 80_000, 10_000, first + HOUR);
    clock.set(first + DAY + 2 * 60_000);
    await settle();
    const url = `${AGENT_PATHS.settlements}?contractId=${c.contract}`;
    const mine = valueOf(await get(t.app, url, await loginToken(t.app, (await t.app.database.db.selectFrom('members').select('username').where('id', '=', c.sub).executeTakeFirstOrThrow()).username, PASSWORD)));
    expect(mine[0]).toMatchObject({ contractId: c.contract, kind: 'salary', teamValidBets: 800, teamNetLoss: 700, rateBp: 100, amount: 8 });
    const upline = valueOf(await get(t.app, url, await loginToken(t.app, AGENT.username, AGENT.password)));
    expect(upline).toEqual(mine);
    const outsider = await makeMember(t.app, { username: `out${n++}`, type: 7 });
    expect(outcome(await get(t.app, url, await loginToken(t.app, outsider.username, outsider.password)))).toMatchObject({ status: 404, errorCode: 'agent.contract.not.found' });
    const player = await makeMember(t.app, { username: `pl${n++}` });
    expect(outcome(await get(t.app, url, await loginToken(t.app, player.username, player.password)))).toMatchObject({ status: 403, errorCode: 'permission.denied' });
    expect(outcome(await get(t.app, AGENT_PATHS.settlements, await loginToken(t.app, AGENT.username, AGENT.password))).status).toBe(400);
    expect(outcome(await get(t.app, url)).status).toBe(401);
    expect(outcome(await t.app.inject({ method: 'POST', url: AGENT_OPS_PATHS.settle })).status).toBe(401);
  });

  it("an operator's run settles only the merchants in the operator's scope", async () => {
    const c = await contracted({ kind: 'salary', terms: { tiers: [{ minValidBet: 0, rateBp: 100 }] } });
    const end = periodContaining('salary', null, clock(), TZ).end;
    await round(c.player, 50_000, 0, end + HOUR);
    clock.set(periodContaining('salary', null, end + HOUR, TZ).end + 2 * 60_000);
    const golden = await newOperator(t.app, { username: `gold-agents-${n++}`, role: 'agent_manager', merchants: ['GOLDEN'] });
    const run = await consoleCall(t.app, golden.cookie, 'POST', AGENT_OPS_PATHS.settle, {});
    expect(valueOf<{ periods: number }>(run).periods).toBe(0);
    expect(await settlementsOf(c.contract)).toHaveLength(0);
    expect(await settle()).toBeGreaterThanOrEqual(1);
    expect(await settlementsOf(c.contract)).toHaveLength(1);
  });
});
