import {
  AGENT_PATHS,
  CONSOLE_CONTENT_PATHS,
  CONSOLE_MONEY_PATHS,
  CONSOLE_PLAYERS_PATHS,
  commissionOf,
  MONEY_GLOSSARY,
  MONEY_OPS_PATHS,
  PLAY_PATHS,
  REWARD_PATHS,
} from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRounds } from '../src/modules/play/rounds/index.ts';
import { makeMember, manualClock, setCashBalance } from './helpers/accounts.ts';
import { activityDay, activityRebuiltFromRecords, activitySnapshot } from './helpers/activity.ts';
import {
  checkout,
  createDeposit,
  depositChannel,
  get,
  launchToken,
  loginToken,
  newPlayer,
  ops,
  paidDeposit,
  path,
  post,
  readyToWithdraw,
  rid,
  rngGame,
  trialToken,
  valueOf,
  vendorFor,
  withdraw,
} from './helpers/money-api.ts';
import { settledRound, TEST_GAME } from './helpers/play.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The activity module, once: real rounds (a slot through the seamless wallet, an in-house game, a round whose
 * stake was rolled back, a trial account's demo round), a deposit with its first-deposit bonus and a paid
 * withdrawal through the real routes; then the member's activity rows, and every screen that shows those
 * figures (rewards, the agent's KPI, the reports, the dashboard, the daily and finance reports, the player
 * file, the withdrawal review) showing the same numbers. Also: settlements and deposits of one member at
 * once sum exactly, days split at the merchant's local midnight, and the migration's rebuild from the records
 * gives the very rows the live writes gave. SQLite, and PostgreSQL with TEST_DATABASE_URL.
 */

// The app starts (the seed dates the demo's history before it) on 1 January 2032; LUCKY keeps Manila time
// (UTC+8): the test's first day is 10 February 2032, from noon there.
const clock = manualClock(Date.UTC(2032, 0, 1, 4, 0, 0));
const D1 = '2032-02-10';
const D2 = '2032-02-11';
const D3 = '2032-02-12';
const D4 = '2032-02-13';
const D5 = '2032-02-14';
const noonOf = (day: string) => Date.parse(`${day}T12:00:00+08:00`);
let t: TestApp;

const cents = (amount: string | number) => Math.round(Number(amount) * 100);
const PASSWORD = 'Act#2026x';

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
  // ready before the clock moves: the demo's deposits and withdrawal are made when the app gets ready
  await t.app.ready();
  // GCash deposits here cost the member 1% (gross and credited differ), so both figures are seen
  await t.app.database.db
    .updateTable('payment_channels')
    .set({ fee_bp: 100, fee_payer: 'member' })
    .where('merchant_code', '=', 'LUCKY')
    .where('direction', '=', 'deposit')
    .where('code', '=', 'GCASH')
    .execute();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

async function bronze(memberId: number) {
  const label = await t.app.database.db.selectFrom('club_labels').select('id').where('merchant_code', '=', 'LUCKY').where('level', '=', 1).executeTakeFirstOrThrow();
  await t.app.database.db.updateTable('members').set({ club_label_id: label.id }).where('id', '=', memberId).execute();
}

describe('one day of a player, and every screen that shows it', () => {
  const p = { id: 0, username: '', token: '' };
  const agent = { username: '', token: '' };
  let paidOrder = '';
  let dice = { stake: 0, payout: 0 };
  let slotGame = { nodeId: '', vendor: '' };

  beforeAll(async () => {
    clock.set(noonOf(D1));
    // an agent opens the player's account (the team member route), so the agent's KPI covers the player
    const a = await makeMember(t.app, { username: `actagent${Date.now().toString(36).slice(-4)}`, type: 7, password: PASSWORD });
    agent.username = a.username;
    agent.token = await loginToken(t.app, a.username, PASSWORD);
    p.username = `actp${Date.now().toString(36).slice(-5)}`;
    p.id = valueOf<{ id: number }>(await post(t.app, AGENT_PATHS.teamMember, { kind: 'member', username: p.username, password: PASSWORD }, agent.token)).id;
    p.token = await loginToken(t.app, p.username, PASSWORD);
    await bronze(p.id);

    // ₱1,000 through GCash (1% fee on the member: ₱990 credited), with the +120% first-deposit bonus
    const deposit = await paidDeposit(t.app, p.token, 1000);
    expect(deposit).toMatchObject({ amount: 1000, credit: 990, bonus: 1188 });

    // a slot through the seamless wallet: ₱100 staked, ₱250 won; a ₱50 stake rolled back (a void round)
    const game = await rngGame(t.app);
    slotGame = { nodeId: game.nodeId, vendor: game.vendor };
    const vendor = vendorFor(t.app, { id: p.id }, await launchToken(t.app, p.token, game.nodeId), game.nodeId);
    expect((await vendor.bet('act-b1', 'act-r1', 100_00)).status).toBe('RS_OK');
    expect((await vendor.win('act-w1', 'act-r1', 250_00, 'act-b1')).status).toBe('RS_OK');
    expect((await vendor.bet('act-b2', 'act-r2', 50_00)).status).toBe('RS_OK');
    expect((await vendor.rollback('act-rb2', 'act-r2', 'act-b2')).status).toBe('RS_OK');

    // an in-house game: ₱10 on dice
    const roll = valueOf<{ amount: number; payout: number }>(
      await post(t.app, path(PLAY_PATHS.originalBet, { game: 'dice' }), { amount: 10, requestId: rid('act-dice'), params: { target: 50, direction: 'under' } }, p.token),
    );
    dice = { stake: cents(roll.amount), payout: cents(roll.payout) };

    // a trial account's round is demo money: never counted
    const trial = await trialToken(t.app);
    const trialName = valueOf<{ userName: string }>(await get(t.app, '/wps/member/info', trial)).userName;
    const trialMember = await t.app.database.db.selectFrom('members').select('id').where('username', '=', trialName).executeTakeFirstOrThrow();
    await settledRound(t.app, { memberId: trialMember.id, bet: 5_00, win: 20_00, demo: true });
    expect(await t.app.database.db.selectFrom('activity_days').select('day').where('member_id', '=', trialMember.id).execute()).toEqual([]);

    // ₱200 withdrawn (the rest of the bonus given up) and paid out by the provider
    const { accountId, channelId } = await readyToWithdraw(t.app, p, PASSWORD);
    const order = valueOf<{ orderNo: string }>(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 200, forfeitBonus: true }));
    valueOf(await ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: order.orderNo })));
    paidOrder = order.orderNo;
  }, 60_000);

  const figures = () => ({
    validBet: 100_00 + dice.stake,
    win: 250_00 + dice.payout,
    ggr: 100_00 + dice.stake - 250_00 - dice.payout,
  });

  it("writes the member's day: settled stakes and wins, rounds, deposits gross and credited, the first deposit, the payout", async () => {
    const f = figures();
    expect(await activityDay(t.app, p.id, D1)).toEqual({
      valid_bet_cents: f.validBet,
      win_cents: f.win,
      jackpot_win_cents: 0,
      // the slot round and the dice round; the round whose stake was rolled back is void
      rounds: 2,
      deposit_gross_cents: 1000_00,
      deposit_credit_cents: 990_00,
      deposit_count: 1,
      first_deposit_cents: 990_00,
      withdrawal_cents: 200_00,
      withdrawal_count: 1,
    });
    const games = await t.app.database.db.selectFrom('activity_games').selectAll().where('member_id', '=', p.id).orderBy('vendor').execute();
    expect(games.map((g) => [g.game_type, Number(g.valid_bet_cents), Number(g.win_cents), Number(g.rounds)]).sort()).toEqual(
      [
        ['INHOUSE', dice.stake, dice.payout, 1],
        ['RNG', 100_00, 250_00, 1],
      ].sort(),
    );
    expect(games.find((g) => g.game_type === 'RNG')?.vendor).toBe(slotGame.vendor);
    const member = await t.app.database.db.selectFrom('activity_members').selectAll().where('member_id', '=', p.id).executeTakeFirstOrThrow();
    expect(member).toMatchObject({ first_deposit_day: D1 });
    expect(Number(member.first_deposit_cents)).toBe(990_00);
    expect(Number(member.valid_bet_since_last_deposit_cents)).toBe(f.validBet);
  });

  it('shows the same figures in rewards: VIP progress, the day’s rebate and the in-house task', async () => {
    const f = figures();
    const vip = valueOf(await get(t.app, REWARD_PATHS.vipLevels, p.token)).member;
    expect(vip).toMatchObject({ validBetTotal: f.validBet / 100, depositTotal: 990 });
    const rebate = valueOf(await get(t.app, REWARD_PATHS.rewardCenter, p.token)).rewards.find((r: { kind: string; day: string }) => r.kind === 'rebate' && r.day === D1);
    expect(rebate).toMatchObject({ validBet: f.validBet / 100, amount: Math.floor((f.validBet * 30) / 10_000) / 100 });
    const tasks = valueOf(await get(t.app, REWARD_PATHS.tasks, p.token));
    expect(tasks.daily.find((x: { code: string }) => x.code === 'daily-inhouse-rounds')).toMatchObject({ progress: 1 });
  });

  it("shows the same figures in the agent's KPI and team list", async () => {
    const f = figures();
    const kpi = valueOf(await get(t.app, `${AGENT_PATHS.kpi}?period=today`, agent.token));
    expect(kpi.to).toBe(D1);
    expect(kpi.totals).toEqual({
      newMembers: 1,
      activePlayers: 1,
      firstDeposits: 1,
      deposits: 990,
      withdrawals: 200,
      validBets: f.validBet / 100,
      ggr: f.ggr / 100,
      commission: commissionOf(f.validBet) / 100,
    });
    const team = valueOf(await get(t.app, AGENT_PATHS.team, agent.token));
    expect(team.items).toEqual([expect.objectContaining({ username: p.username, deposits: 990, bets: f.validBet / 100, netResult: -f.ggr / 100 })]);
  });

  it('shows the same figures in the reports, the daily and finance reports and the dashboard', async () => {
    const f = figures();
    const q = `merchant=LUCKY&from=${D1}&to=${D1}`;
    const merchant = valueOf(await ops(t.app, 'GET', `${path(CONSOLE_CONTENT_PATHS.report, { kind: 'merchant' })}?${q}`)).currencies[0];
    expect(merchant.totals).toMatchObject({ rounds: 2, players: 1, bets: (f.validBet / 100).toFixed(2), wins: (f.win / 100).toFixed(2), ggr: (f.ggr / 100).toFixed(2) });
    const agents = valueOf(await ops(t.app, 'GET', `${path(CONSOLE_CONTENT_PATHS.report, { kind: 'agent' })}?${q}`)).currencies[0].rows;
    expect(agents).toEqual([expect.objectContaining({ key: agent.username, rounds: 2, players: 1, bets: (f.validBet / 100).toFixed(2) })]);
    const games = valueOf(await ops(t.app, 'GET', `${path(CONSOLE_CONTENT_PATHS.report, { kind: 'game' })}?${q}`)).currencies[0].rows;
    expect(games.map((g: { bets: string }) => cents(g.bets)).sort((a: number, b: number) => a - b)).toEqual([dice.stake, 100_00].sort((a, b) => a - b));

    const money = { deposits: '990.00', depositCount: 1, withdrawals: '200.00', withdrawalCount: 1, netDeposits: '790.00', bets: (f.validBet / 100).toFixed(2), wins: (f.win / 100).toFixed(2), ggr: (f.ggr / 100).toFixed(2) };
    const finance = valueOf(await ops(t.app, 'GET', `${CONSOLE_MONEY_PATHS.financeReport}?${q}`)).currencies[0];
    expect(finance.days[0]).toMatchObject({ day: D1, ...money });
    expect(cents(finance.days[0].ngr)).toBe(f.ggr - cents(finance.days[0].bonusCost));

    const dashboard = valueOf(await ops(t.app, 'GET', `${CONSOLE_PLAYERS_PATHS.dashboard}?merchant=LUCKY&from=${D1}&to=${D1}`));
    expect(dashboard.days[0]).toMatchObject({ day: D1, firstDeposits: 1, activePlayers: 1 });
    expect(dashboard.currencies[0].totals).toMatchObject(money);
    expect(dashboard.currencies[0].totals.ngr).toBe(finance.days[0].ngr);

    const daily = valueOf(await ops(t.app, 'GET', `${MONEY_OPS_PATHS.dailyReport}?merchant=LUCKY&date=${D1}`));
    // the operator API's money is a decimal string, on the daily report as everywhere
    expect(daily).toMatchObject({ deposits: '990.00', withdrawals: '200.00', bets: (f.validBet / 100).toFixed(2), wins: (f.win / 100).toFixed(2), ggr: (f.ggr / 100).toFixed(2) });
  });

  it("shows the same figures in the player's file and the withdrawal approver's review", async () => {
    const f = figures();
    const file = valueOf(await ops(t.app, 'GET', `${path(CONSOLE_PLAYERS_PATHS.member, { account: p.username })}?merchant=LUCKY`));
    expect(file.activity).toEqual({
      validBets: (f.validBet / 100).toFixed(2),
      wins: (f.win / 100).toFixed(2),
      ggr: (f.ggr / 100).toFixed(2),
      rounds: 2,
      deposits: '990.00',
      depositCount: 1,
      withdrawals: '200.00',
      withdrawalCount: 1,
      firstDeposit: { day: D1, amount: '990.00' },
    });
    const review = valueOf(await ops(t.app, 'GET', path(CONSOLE_MONEY_PATHS.withdrawalReview, { orderNo: paidOrder })));
    expect(review.deposits).toMatchObject({ count: 1, total: '990.00', lastAmount: '990.00' });
    expect(review.wagering).toMatchObject({ turnover: (f.validBet / 100).toFixed(2), turnoverSinceLastDeposit: (f.validBet / 100).toFixed(2) });
    // the order under review is the only paid one: the player's other paid withdrawals are none
    expect(review.withdrawals).toMatchObject({ paidCount: 0, paidTotal: '0.00' });
  });

  it('defines every figure shown once, in the glossary', () => {
    for (const figure of ['day', 'validBet', 'win', 'jackpotWin', 'ggr', 'bonusCost', 'ngr', 'rounds', 'depositGross', 'depositCredited', 'depositCount', 'firstDeposit', 'withdrawal', 'withdrawalCount', 'activePlayer', 'turnoverSinceLastDeposit']) {
      expect(MONEY_GLOSSARY[figure as keyof typeof MONEY_GLOSSARY], figure).toMatch(/\.$/);
    }
  });
});

describe('at once', () => {
  it("sums settlements and deposits of one member's day exactly when they run in parallel", async () => {
    clock.set(noonOf(D2));
    const q = await newPlayer(t.app, 'actpar');
    await setCashBalance(t.app, q.id, 100_000_00);
    const rounds = Array.from({ length: 24 }, (_, i) => ({ bet: 100 + i, win: i % 3 === 0 ? 2 * (100 + i) : 0 }));
    await Promise.all(rounds.map((r) => settledRound(t.app, { memberId: q.id, bet: r.bet, win: r.win, fund: false })));
    const bets = rounds.reduce((s, r) => s + r.bet, 0);
    const wins = rounds.reduce((s, r) => s + r.win, 0);
    expect(await activityDay(t.app, q.id, D2)).toMatchObject({ valid_bet_cents: bets, win_cents: wins, rounds: 24 });
    const game = await t.app.database.db.selectFrom('activity_games').selectAll().where('member_id', '=', q.id).execute();
    expect(game.map((g) => [g.vendor, g.game_code, Number(g.valid_bet_cents), Number(g.win_cents), Number(g.rounds)])).toEqual([[TEST_GAME.vendor, TEST_GAME.code, bets, wins, 24]]);
    const hours = await t.app.database.db.selectFrom('activity_hours').selectAll().where('member_id', '=', q.id).execute();
    expect(hours.map((h) => [Number(h.hour_start), Number(h.valid_bet_cents), Number(h.rounds)])).toEqual([[noonOf(D2), bets, 24]]);

    // two deposits of the same amount paid at once: both counted, one of them the first
    clock.advance(60_000);
    const channel = await depositChannel(t.app, q.token);
    const orders = [await createDeposit(t.app, q.token, { channelId: channel.id, amount: 500 }), await createDeposit(t.app, q.token, { channelId: channel.id, amount: 500 })];
    await Promise.all(orders.map((o) => checkout(t.app, o)));
    expect(await activityDay(t.app, q.id, D2)).toMatchObject({ deposit_gross_cents: 1000_00, deposit_credit_cents: 990_00, deposit_count: 2, first_deposit_cents: 495_00 });
    const member = await t.app.database.db.selectFrom('activity_members').selectAll().where('member_id', '=', q.id).execute();
    expect(member).toHaveLength(1);
  });
});

describe("the merchant's local midnight", () => {
  it('puts a round on the day it settled and a deposit on the day it was credited, and a later rollback back on that day', async () => {
    const midnight = Date.parse(`${D4}T00:00:00+08:00`);
    clock.set(midnight - 60_000);
    const r = await newPlayer(t.app, 'actedge');
    await bronze(r.id);
    await setCashBalance(t.app, r.id, 10_000);
    await paidDeposit(t.app, r.token, 300); // 23:59 on D3
    await settledRound(t.app, { memberId: r.id, bet: 1000, at: midnight - 1 }); // 23:59:59.999 on D3
    // staked before midnight, settled after it: a D4 round
    const purse = { memberId: r.id, merchantCode: 'LUCKY', currency: 'PHP', demo: false };
    const call = { purse, integration: 'TEST', roundRef: rid('edge'), game: TEST_GAME };
    await createRounds(t.app, { now: () => midnight - 30_000 }).bet({ ...call, transactionId: `${call.roundRef}:bet`, amount: 2000 });
    clock.set(midnight);
    await paidDeposit(t.app, r.token, 400); // 00:00 on D4
    await createRounds(t.app, { now: () => midnight + 30_000 }).win({ ...call, transactionId: `${call.roundRef}:win`, betTransactionId: `${call.roundRef}:bet`, amount: 500, closeRound: true });

    expect(await activityDay(t.app, r.id, D3)).toMatchObject({ valid_bet_cents: 1000, win_cents: 0, rounds: 1, deposit_credit_cents: 297_00, deposit_count: 1, first_deposit_cents: 297_00 });
    expect(await activityDay(t.app, r.id, D4)).toMatchObject({ valid_bet_cents: 2000, win_cents: 500, rounds: 1, deposit_credit_cents: 396_00, deposit_count: 1, first_deposit_cents: 0 });

    // on D5 the vendor takes the D4 round's win back: the D4 figures change, D5 has none
    clock.set(noonOf(D5));
    await createRounds(t.app, { now: clock }).rollback({ ...call, transactionId: `${call.roundRef}:undo`, referenceTransactionId: `${call.roundRef}:win` });
    expect(await activityDay(t.app, r.id, D4)).toMatchObject({ valid_bet_cents: 2000, win_cents: 0, rounds: 1 });
    expect(await activityDay(t.app, r.id, D5)).toMatchObject({ valid_bet_cents: 0, rounds: 0 });

    // the rebates and the dashboard split the days at the same midnight (a day later the player signs in again)
    const token = await loginToken(t.app, r.username, 'Member#2026');
    const rebates = valueOf(await get(t.app, REWARD_PATHS.rewardCenter, token)).rewards.filter((x: { kind: string }) => x.kind === 'rebate');
    expect(rebates.map((x: { day: string; validBet: number }) => [x.day, x.validBet]).sort()).toEqual([
      [D3, 10],
      [D4, 20],
    ]);
    const dashboard = valueOf(await ops(t.app, 'GET', `${CONSOLE_PLAYERS_PATHS.dashboard}?merchant=LUCKY&from=${D3}&to=${D5}`));
    expect(dashboard.currencies[0].days.map((d: { day: string; bets: string; wins: string; deposits: string }) => [d.day, d.bets, d.wins, d.deposits])).toEqual([
      [D3, '10.00', '0.00', '297.00'],
      [D4, '20.00', '0.00', '396.00'],
      [D5, '0.00', '0.00', '0.00'],
    ]);
    expect(dashboard.days.map((d: { firstDeposits: number; activePlayers: number }) => [d.firstDeposits, d.activePlayers])).toEqual([
      [1, 1],
      [0, 1],
      [0, 0],
    ]);
    const since = await t.app.database.db.selectFrom('activity_members').select('valid_bet_since_last_deposit_cents').where('member_id', '=', r.id).executeTakeFirstOrThrow();
    // the D4 round settled after the 00:00 deposit; the D3 one before it
    expect(Number(since.valid_bet_since_last_deposit_cents)).toBe(2000);
  });
});

describe('an existing install', () => {
  it("gets, from its records, the very rows the live writes made: its figures do not change", async () => {
    const live = await activitySnapshot(t.app);
    expect(live.days?.length).toBeGreaterThan(5);
    expect(await activityRebuiltFromRecords(t.app)).toEqual(live);
  });
});
