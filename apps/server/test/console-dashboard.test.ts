import { CONSOLE_PLAYERS_PATHS, MONEY_OPS_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, createLedger } from '../src/modules/money/ledger/index.ts';
import { makeMember, manualClock } from './helpers/accounts.ts';
import { loginToken, newPlayer, ops, outcome, paidDeposit, path, readyToWithdraw, valueOf, withdraw } from './helpers/money-api.ts';
import { paidDepositOf, settledRound } from './helpers/play.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The dashboard: two days of activity in LUCKY (Asia/Manila) far from the seed's own, through the real
 * deposit, play and withdrawal flows and the ledger, and the KPIs it must add up to. SQLite or PostgreSQL.
 */

let t: TestApp;
// The app starts (and the seed writes the demo's week of play, deposits and withdrawal, dated before the
// start) on 1 February 2030, so the demo's history lies outside the days below; the test's own activity
// starts at 12:00 in Manila on 10 March 2030.
const clock = manualClock(Date.UTC(2030, 1, 1, 4, 0, 0));
const HOUR = 3_600_000;

async function registered(name: string) {
  const p = await newPlayer(t.app, name);
  await t.app.database.db.updateTable('members').set({ created_at: clock() }).where('id', '=', p.id).execute();
  return p;
}

/** A round played and settled from the player's own cash, through the rounds service every game uses. */
async function play(p: { id: number }, betCents: number, winCents: number) {
  await settledRound(t.app, { memberId: p.id, bet: betCents, win: winCents, fund: false });
}

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
  // ready before the clock moves: the demo's deposits and withdrawal are made when the app gets ready
  await t.app.ready();
  clock.set(Date.UTC(2030, 2, 10, 4, 0, 0));
  // first-deposit bonuses would make every deposit also a bonus: this test grants its bonus itself
  await t.app.database.db.updateTable('bonus_rules').set({ enabled: 0 }).execute();

  // Day 1 (10 March): A and B register; A deposits 100.00, plays 30.00 and wins 12.50; A gets a 5.00 bonus.
  const a = await registered('dasha');
  const b = await registered('dashb');
  await paidDeposit(t.app, a.token, 100);
  await play(a, 3000, 1250);
  const purseA = { memberId: a.id, merchantCode: 'LUCKY', currency: 'PHP', demo: false };
  await createLedger(t.app).transfer({
    key: `dash:bonus:${a.id}`,
    debit: accounts.promotions('LUCKY', 'PHP'),
    credit: accounts.bonus(purseA),
    amount: 500,
    kind: 'bonus',
    memberId: a.id,
  });

  // Day 2 (11 March): C registers; B deposits 200.00 (first), A 150.00 (not first); A and B play; A withdraws 200.00.
  clock.advance(24 * HOUR);
  // a day later their sessions are over: they sign in again
  a.token = await loginToken(t.app, a.username, 'Member#2026');
  b.token = await loginToken(t.app, b.username, 'Member#2026');
  await registered('dashc');
  await paidDeposit(t.app, b.token, 200);
  await paidDeposit(t.app, a.token, 150);
  await play(b, 2000, 0);
  await play(a, 1000, 4000);
  const { accountId, channelId } = await readyToWithdraw(t.app, a);
  const order = valueOf(await withdraw(t.app, a.token, { channelId, payoutAccountId: accountId, amount: 200 }));
  valueOf(await ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: order.orderNo })));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const dashboard = (query: string) => ops(t.app, 'GET', `${CONSOLE_PLAYERS_PATHS.dashboard}?${query}`);

describe('GET /ops/dashboard', () => {
  it('adds up each day in the merchant’s calendar and the period', async () => {
    const d = valueOf(await dashboard('merchant=LUCKY&from=2030-03-09&to=2030-03-11'));
    expect(d.merchants).toEqual(['LUCKY']);
    expect(d.days).toEqual([
      { day: '2030-03-09', registrations: 0, firstDeposits: 0, activePlayers: 0 },
      { day: '2030-03-10', registrations: 2, firstDeposits: 1, activePlayers: 1 },
      { day: '2030-03-11', registrations: 1, firstDeposits: 1, activePlayers: 2 },
    ]);
    expect(d.totals).toEqual({ registrations: 3, firstDeposits: 2, activePlayers: 2 });
    expect(d.currencies).toHaveLength(1);
    const php = d.currencies[0];
    expect(php).toMatchObject({ currency: 'PHP', merchants: ['LUCKY'] });
    const zeroDay = { deposits: '0.00', depositCount: 0, withdrawals: '0.00', withdrawalCount: 0, netDeposits: '0.00', bets: '0.00', wins: '0.00', ggr: '0.00', bonusCost: '0.00', paymentFees: '0.00', ngr: '0.00', adjustments: '0.00' };
    expect(php.days).toEqual([
      { day: '2030-03-09', ...zeroDay },
      { day: '2030-03-10', ...zeroDay, deposits: '100.00', depositCount: 1, netDeposits: '100.00', bets: '30.00', wins: '12.50', ggr: '17.50', bonusCost: '5.00', ngr: '12.50' },
      // A's withdrawal of 200.00 through GCASH (no fee), one order
      { day: '2030-03-11', ...zeroDay, deposits: '350.00', depositCount: 2, withdrawals: '200.00', withdrawalCount: 1, netDeposits: '150.00', bets: '30.00', wins: '40.00', ggr: '-10.00', ngr: '-10.00' },
    ]);
    expect(php.totals).toEqual({ ...zeroDay, deposits: '450.00', depositCount: 3, withdrawals: '200.00', withdrawalCount: 1, netDeposits: '250.00', bets: '60.00', wins: '52.50', ggr: '7.50', bonusCost: '5.00', ngr: '2.50' });
    // everyone who signed in during the last five minutes of the clock
    expect(d.livePlayers).toBeGreaterThanOrEqual(2);
  });

  it('agrees with the daily report of the same day', async () => {
    const report = valueOf(await ops(t.app, 'GET', `${MONEY_OPS_PATHS.dailyReport}?merchant=LUCKY&date=2030-03-11`));
    const d = valueOf(await dashboard('merchant=LUCKY&from=2030-03-11&to=2030-03-11'));
    const php = d.currencies[0].totals;
    expect(php.deposits).toBe(report.deposits);
    expect(php.withdrawals).toBe(report.withdrawals);
    expect(php.ggr).toBe(report.ggr);
    expect(php.ngr).toBe(report.ngr);
  });

  it('counts live players from sessions seen in the last five minutes', async () => {
    const before = valueOf(await dashboard('merchant=LUCKY&from=2030-03-11&to=2030-03-11')).livePlayers;
    clock.advance(6 * 60_000);
    expect(valueOf(await dashboard('merchant=LUCKY&from=2030-03-11&to=2030-03-11')).livePlayers).toBe(0);
    expect(before).toBeGreaterThan(0);
  });

  it('without a merchant covers all of them: players add up, money only within a currency', async () => {
    // a Golden Dragon player deposits 1,000,000 dong the same day: it must not land in the pesos
    const golden = await makeMember(t.app, { username: 'dash-golden', merchantCode: 'GOLDEN' });
    await paidDepositOf(t.app, { memberId: golden.id, merchantCode: 'GOLDEN', currency: 'VND', demo: false }, 1_000_000_00);
    const day = new Date(clock()).toISOString().slice(0, 10);
    const d = valueOf(await dashboard(`from=${day}&to=${day}`));
    expect(d.merchants).toContain('LUCKY');
    expect(d.merchants.length).toBeGreaterThan(1);
    expect(d.currencies.map((c: { currency: string }) => c.currency)).toEqual(['CNY', 'IDR', 'PHP', 'THB', 'VND']);
    const php = d.currencies.find((c: { currency: string }) => c.currency === 'PHP');
    const vnd = d.currencies.find((c: { currency: string }) => c.currency === 'VND');
    expect(php).toMatchObject({ merchants: ['LUCKY'], totals: { deposits: '350.00' } });
    expect(vnd).toMatchObject({ merchants: ['GOLDEN'], totals: { deposits: '1000000.00', depositCount: 1 } });
    const one = valueOf(await dashboard('from=2030-03-10&to=2030-03-10'));
    expect(one.totals.registrations).toBe(2);
  });

  it('answers bad input with a 400 envelope', async () => {
    for (const q of ['from=2030-03-10', 'to=2030-03-10', 'from=2030-02-30&to=2030-03-01', 'from=2030-03-11&to=2030-03-10', 'from=2030-01-01&to=2030-12-31', 'from=10-03-2030&to=2030-03-10', 'merchant=bad!&from=2030-03-10&to=2030-03-10', 'from=2030-03-10&to=2030-03-10&x=1']) {
      expect(outcome(await dashboard(q)), q).toMatchObject({ status: 400, success: false });
    }
    expect(outcome(await dashboard('merchant=NOSUCH&from=2030-03-10&to=2030-03-10'))).toMatchObject({ status: 400, errorCode: 'merchant.unknown' });
  });
});
