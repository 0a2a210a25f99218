import { MONEY_OPS_PATHS, MONEY_PATHS, moneyTextToCents } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRounds } from '../src/modules/play/rounds/index.ts';
import type { GameRef } from '../src/modules/play/rounds/index.ts';
import { manualClock } from './helpers/accounts.ts';
import {
  expectSoundLedger,
  funds,
  get,
  launchToken,
  moneyState,
  newPlayer,
  ops,
  outcome,
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
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * What members and operators read of the money: bet records (behind the TRANSBETREPMEM3 flag), lottery
 * orders, the statement and its CSV, and on the operators' side deposit search, a member's ledger, manual
 * adjustments and the daily report. On SQLite, or PostgreSQL.
 */

const DAY = 86_400_000;
let t: TestApp;
// 00:30 on 24 November 2031 in Manila (16:30 UTC on the 23rd)
const clock = manualClock(Date.UTC(2031, 10, 23, 16, 30, 0));

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
});

afterAll(async () => {
  await t?.close();
});

async function setRecordsFlag(on: boolean) {
  const row = await t.app.database.db.selectFrom('merchants').select('whitelabel').where('code', '=', 'LUCKY').executeTakeFirstOrThrow();
  const flags = { ...(JSON.parse(row.whitelabel) as Record<string, unknown>), TRANSBETREPMEM3: on };
  await t.app.database.db.updateTable('merchants').set({ whitelabel: JSON.stringify(flags) }).where('code', '=', 'LUCKY').execute();
  // Through the cache bus, so every process of the site (two in the two-instance run) sees the flag at once.
  await t.app.cacheBus.invalidate('merchants');
}

async function gameOfType(type: string): Promise<GameRef> {
  const g = await t.app.database.db
    .selectFrom('games')
    .select(['node_id', 'vassalage', 'name_en', 'game_type'])
    .where('merchant_code', '=', 'LUCKY')
    .where('game_type', '=', type)
    .where('enabled', '=', 1)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { vendor: g.vassalage, code: g.node_id, name: g.name_en, type: g.game_type };
}

describe('bet records', () => {
  it('lists rounds newest first with totals, pages by beforeId, and leaves rolled-back rounds out', async () => {
    const p = await newPlayer(t.app, 'records', 100_000);
    const game = await rngGame(t.app);
    const vendor = vendorFor(t.app, p, await launchToken(t.app, p.token, game.nodeId), game.nodeId);
    for (let i = 1; i <= 5; i++) {
      await vendor.bet(`rec-b${i}`, `rec-r${i}`, i * 100);
      await vendor.win(`rec-w${i}`, `rec-r${i}`, i * 50, `rec-b${i}`);
      clock.advance(1000);
    }
    await vendor.bet('rec-b6', 'rec-r6', 999);
    await vendor.rollback('rec-rb6', 'rec-r6', 'rec-b6');
    const first = valueOf(await get(t.app, `${MONEY_PATHS.betRecords}?limit=2`, p.token));
    expect(first.list.map((r: { roundId: string }) => r.roundId)).toEqual(['rec-r5', 'rec-r4']);
    expect(first.list[0]).toMatchObject({ bet: 5, win: 2.5, net: -2.5, status: 'settled', vendor: game.vendor, gameCode: game.nodeId, gameType: 'RNG', fairness: null });
    expect(first.totals).toEqual({ rounds: 5, bet: 15, win: 7.5, net: -7.5 });
    expect(first.currency).toBe('PHP');
    const second = valueOf(await get(t.app, `${MONEY_PATHS.betRecords}?limit=2&beforeId=${first.next}`, p.token));
    expect(second.list.map((r: { roundId: string }) => r.roundId)).toEqual(['rec-r3', 'rec-r2']);
    const last = valueOf(await get(t.app, `${MONEY_PATHS.betRecords}?limit=2&beforeId=${second.next}`, p.token));
    expect(last.list.map((r: { roundId: string }) => r.roundId)).toEqual(['rec-r1']);
    expect(last.next).toBeNull();
    // one record, and nobody else's
    const one = valueOf(await get(t.app, path(MONEY_PATHS.betRecord, { id: first.list[0].id }), p.token));
    expect(one.roundId).toBe('rec-r5');
    const other = await newPlayer(t.app, 'snoop');
    expect(outcome(await get(t.app, path(MONEY_PATHS.betRecord, { id: first.list[0].id }), other.token))).toMatchObject({ status: 404, success: false });
    expect(valueOf(await get(t.app, MONEY_PATHS.betRecords, other.token)).totals).toEqual({ rounds: 0, bet: 0, win: 0, net: 0 });
    // filters by game type and by range
    expect(valueOf(await get(t.app, `${MONEY_PATHS.betRecords}?gameType=LIVE`, p.token)).list).toEqual([]);
    const before = valueOf(await get(t.app, `${MONEY_PATHS.betRecords}?from=${clock() - 30 * DAY}&to=${clock() - 29 * DAY}`, p.token));
    expect(before.totals.rounds).toBe(0);
  });

  it('refuses ranges longer than 92 days or backwards, and malformed paging', async () => {
    const p = await newPlayer(t.app, 'range');
    const now = clock();
    expect(valueOf(await get(t.app, `${MONEY_PATHS.betRecords}?from=${now - 92 * DAY}&to=${now}`, p.token)).list).toEqual([]);
    for (const qs of [`from=${now - 92 * DAY - 1}&to=${now}`, `from=${now}&to=${now - 1}`, `from=${now}&to=${now}`, 'limit=0', 'limit=101', 'beforeId=0', 'beforeId=abc', 'from=-1', 'gameType=rng']) {
      expect(outcome(await get(t.app, `${MONEY_PATHS.betRecords}?${qs}`, p.token)), qs).toMatchObject({ status: 400, errorCode: 'request.invalid' });
      expect(outcome(await get(t.app, `${MONEY_PATHS.transactions}?${qs.replace('gameType=rng', 'type=nope')}`, p.token)), qs).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    }
  });

  it('answers 403 records.disabled while the merchant has TRANSBETREPMEM3 off', async () => {
    const p = await newPlayer(t.app, 'flag');
    await setRecordsFlag(false);
    try {
      expect(outcome(await get(t.app, MONEY_PATHS.betRecords, p.token))).toMatchObject({ status: 403, errorCode: 'records.disabled' });
      expect(outcome(await get(t.app, path(MONEY_PATHS.betRecord, { id: 1 }), p.token))).toMatchObject({ status: 403, errorCode: 'records.disabled' });
    } finally {
      await setRecordsFlag(true);
    }
    expect(valueOf(await get(t.app, MONEY_PATHS.betRecords, p.token)).list).toEqual([]);
  });
});

describe('lottery orders', () => {
  it('lists lottery rounds only; an open one can be cancelled (stakes back, once), a drawn one cannot', async () => {
    const p = await newPlayer(t.app, 'lotto', 10_000);
    const purse = { memberId: p.id, merchantCode: 'LUCKY', currency: 'PHP', demo: false };
    const rounds = createRounds(t.app);
    const lottery = await gameOfType('ELOTT');
    const slot = await gameOfType('RNG');
    const call = (tx: string, round: string, game: GameRef, amount: number) => rounds.bet({ purse, integration: 'DEMO', transactionId: tx, roundRef: round, game, amount });
    await call('lo-1', 'draw-1', lottery, 1_000);
    await call('lo-2', 'draw-1', lottery, 500);
    await call('lo-3', 'draw-2', lottery, 700);
    await rounds.win({ purse, integration: 'DEMO', transactionId: 'lo-3w', roundRef: 'draw-2', game: lottery, amount: 0, closeRound: true });
    await call('sl-1', 'slot-1', slot, 300);
    const list = valueOf(await get(t.app, MONEY_PATHS.lotteryOrders, p.token));
    expect(list.list.map((r: { roundId: string }) => r.roundId)).toEqual(['draw-2', 'draw-1']);
    expect(list.totals).toMatchObject({ rounds: 2, bet: 22 });
    const open = list.list.find((r: { roundId: string }) => r.roundId === 'draw-1');
    const drawn = list.list.find((r: { roundId: string }) => r.roundId === 'draw-2');
    expect(valueOf(await get(t.app, `${MONEY_PATHS.lotteryOrderDetail}?id=${open.id}`, p.token))).toMatchObject({ roundId: 'draw-1', bet: 15, status: 'open' });
    const slotRound = await t.app.database.db.selectFrom('game_rounds').select('id').where('round_ref', '=', 'slot-1').executeTakeFirstOrThrow();
    expect(outcome(await get(t.app, `${MONEY_PATHS.lotteryOrderDetail}?id=${slotRound.id}`, p.token)).status).toBe(404);
    expect(outcome(await post(t.app, MONEY_PATHS.lotterySubordersCancel, { id: slotRound.id }, p.token)).status).toBe(404);
    expect((await funds(t.app, p.token)).cash).toBe(75);
    expect(valueOf(await post(t.app, MONEY_PATHS.lotterySubordersCancel, { id: open.id }, p.token))).toEqual({ balance: 90 });
    expect(outcome(await post(t.app, MONEY_PATHS.lotterySubordersCancel, { id: open.id }, p.token))).toMatchObject({ status: 409, errorCode: 'ledger.pending.resolved' });
    expect(outcome(await post(t.app, MONEY_PATHS.lotterySubordersCancel, { id: drawn.id }, p.token))).toMatchObject({ status: 409, errorCode: 'ledger.pending.resolved' });
    const other = await newPlayer(t.app, 'lotto2');
    expect(outcome(await post(t.app, MONEY_PATHS.lotterySubordersCancel, { id: drawn.id }, other.token)).status).toBe(404);
    expect((await funds(t.app, p.token)).cash).toBe(90);
    await expectSoundLedger(t.app);
  });
});

describe('transactions', () => {
  it("lists the member's movements, signed from the member's side, filtered by type, paged", async () => {
    const p = await newPlayer(t.app, 'statement');
    const deposit = await paidDeposit(t.app, p.token, 1000);
    const game = await rngGame(t.app);
    const vendor = vendorFor(t.app, p, await launchToken(t.app, p.token, game.nodeId), game.nodeId);
    await vendor.bet('st-b', 'st-r', 250);
    await vendor.win('st-w', 'st-r', 400, 'st-b');
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    const order = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 200, forfeitBonus: true }));
    const all = valueOf(await get(t.app, MONEY_PATHS.transactions, p.token));
    expect(all.currency).toBe('PHP');
    const lines = all.list.map((x: { kind: string; amount: number; account: string; status: string }) => [x.kind, x.amount, x.account, x.status]);
    // the bonus was played first? no: cash first. The forfeit takes what is left of the bonus.
    expect(lines).toEqual([
      ['withdrawal', -200, 'cash', 'pending'],
      ['bonus_forfeit', -1200, 'bonus', 'posted'],
      ['win', 4, 'cash', 'posted'],
      ['bet', -2.5, 'cash', 'posted'],
      ['bonus', 1200, 'bonus', 'posted'],
      ['deposit', 1000, 'cash', 'posted'],
    ]);
    expect(all.list[0].reference).toBe(order.orderNo);
    expect(all.list.at(-1).reference).toBe(deposit.orderNo);
    const byType = async (type: string) => valueOf(await get(t.app, `${MONEY_PATHS.transactions}?type=${type}`, p.token)).list.map((x: { kind: string }) => x.kind);
    expect(await byType('deposit')).toEqual(['deposit']);
    expect(await byType('bet')).toEqual(['bet']);
    expect(await byType('win')).toEqual(['win']);
    expect(await byType('withdrawal')).toEqual(['withdrawal']);
    expect(await byType('bonus')).toEqual(['bonus_forfeit', 'bonus']);
    const page1 = valueOf(await get(t.app, `${MONEY_PATHS.transactions}?limit=4`, p.token));
    const page2 = valueOf(await get(t.app, `${MONEY_PATHS.transactions}?limit=4&beforeId=${page1.next}`, p.token));
    expect([...page1.list, ...page2.list].map((x: { id: number }) => x.id)).toEqual(all.list.map((x: { id: number }) => x.id));
    expect(page2.next).toBeNull();
    // once reviewed the hold shows what became of it
    valueOf(await ops(t.app, 'POST', path(MONEY_OPS_PATHS.rejectWithdrawal, { orderNo: order.orderNo }), { reason: 'statement test' }));
    expect(valueOf(await get(t.app, `${MONEY_PATHS.transactions}?type=withdrawal`, p.token)).list[0]).toMatchObject({ amount: -200, status: 'voided' });
  });

  it('exports a range as CSV: a header, RFC 4180 quoting, times in the merchant time zone, no formulas', async () => {
    const p = await newPlayer(t.app, 'csv', 100_000);
    const purse = { memberId: p.id, merchantCode: 'LUCKY', currency: 'PHP', demo: false };
    const rounds = createRounds(t.app);
    const slot = await gameOfType('RNG');
    const refs = ['=HYPERLINK("http://evil.example","x")', '+1+2', '-3-4', '@SUM(A1)', 'plain, with "quotes"', 'line\nbreak'];
    for (const [i, roundRef] of refs.entries()) {
      await rounds.bet({ purse, integration: 'DEMO', transactionId: `csv-${p.id}-${i}`, roundRef, game: slot, amount: 100 + i });
    }
    const res = await get(t.app, MONEY_PATHS.transactionsCsv, p.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.endsWith('\r\n')).toBe(true);
    const records = parseCsv(res.body);
    expect(records[0]).toEqual(['time (Asia/Manila)', 'type', 'amount (PHP)', 'account', 'status', 'reference', 'id']);
    const rows = records.slice(1);
    expect(rows).toHaveLength(refs.length + 1);
    // newest first: the bets in reverse, then the opening adjustment
    const bets = rows.slice(0, refs.length).reverse();
    for (const [i, row] of bets.entries()) {
      expect(row[1]).toBe('bet');
      expect(row[2]).toBe((-(100 + i) / 100).toFixed(2));
      expect(row[5]!.replace(/^'/, '')).toBe(refs[i]);
      // a spreadsheet would evaluate a cell starting with = + - @ as a formula
      expect(row[5]).not.toMatch(/^[=+\-@]/);
    }
    expect(rows.at(-1)!.slice(1, 5)).toEqual(['adjustment', '1000.00', 'cash', 'posted']);
    // 16:30 UTC on the 23rd is 00:30 on the 24th in Manila
    expect(rows[0]![0]).toMatch(/^2031-11-24 00:\d{2}:\d{2}$/);
    expect(outcome(await get(t.app, `${MONEY_PATHS.transactionsCsv}?from=0&to=${clock()}`, p.token))).toMatchObject({ status: 400, errorCode: 'request.invalid' });
  });
});

/** RFC 4180: quoted fields may hold commas, quotes (doubled) and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += c;
  }
  return records;
}

describe('operators', () => {
  it('search deposits by member, status and order number', async () => {
    const p = await newPlayer(t.app, 'search');
    const paid = await paidDeposit(t.app, p.token, 300);
    const found = valueOf(await ops(t.app, 'GET', `${MONEY_OPS_PATHS.deposits}?account=${p.username}`));
    expect(found.list).toHaveLength(1);
    expect(found.list[0]).toMatchObject({ orderNo: paid.orderNo, memberId: p.id, provider: 'sandbox', status: 'paid', amount: '300.00' });
    expect(found.list[0].providerRef).toMatch(/^cs_/);
    expect(valueOf(await ops(t.app, 'GET', `${MONEY_OPS_PATHS.deposits}?orderNo=${paid.orderNo}`)).list).toHaveLength(1);
    expect(valueOf(await ops(t.app, 'GET', `${MONEY_OPS_PATHS.deposits}?account=${p.username}&status=failed`)).list).toEqual([]);
    expect(valueOf(await ops(t.app, 'GET', `${MONEY_OPS_PATHS.deposits}?account=nobody-at-all`)).list).toEqual([]);
    for (const qs of ['orderNo=nonsense', 'status=lost', 'limit=0', 'merchant=NOPE']) {
      const res = await ops(t.app, 'GET', `${MONEY_OPS_PATHS.deposits}?${qs}`);
      expect(res.statusCode, qs).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, qs).toBeLessThan(500);
    }
    expect(outcome(await get(t.app, MONEY_OPS_PATHS.deposits, p.token)).status).toBe(401);
  });

  it("show a member's ledger", async () => {
    const p = await newPlayer(t.app, 'ledger', 5_000);
    const v = valueOf(await ops(t.app, 'GET', path(MONEY_OPS_PATHS.memberLedger, { account: p.username.toUpperCase() })));
    expect(v.accounts).toEqual([expect.objectContaining({ code: `m:${p.id}:cash`, kind: 'member_cash', balance: '50.00', held: '0.00', demo: false })]);
    expect(v.transfers).toEqual([expect.objectContaining({ kind: 'adjustment', state: 'posted', amount: '50.00' })]);
    expect(outcome(await ops(t.app, 'GET', path(MONEY_OPS_PATHS.memberLedger, { account: 'nobody-at-all' })))).toMatchObject({ status: 404, errorCode: 'member.not.found' });
  });

  it('adjust a balance up and down with a reason, once per request id', async () => {
    const p = await newPlayer(t.app, 'adjust');
    const url = path(MONEY_OPS_PATHS.adjustments, { account: p.username });
    const credit = { amount: '250.5', reason: 'goodwill for a delayed payout', requestId: rid('adj') };
    const first = valueOf(await ops(t.app, 'POST', url, credit));
    expect(first).toMatchObject({ balance: '250.50', replayed: false });
    expect(valueOf(await ops(t.app, 'POST', url, credit))).toMatchObject({ transferId: first.transferId, balance: '250.50', replayed: true });
    const before = await moneyState(t.app);
    expect(outcome(await ops(t.app, 'POST', url, { ...credit, amount: '250.49' }))).toMatchObject({ status: 409, errorCode: 'request.id.conflict' });
    expect(outcome(await ops(t.app, 'POST', url, { amount: '-300', reason: 'more than there is', requestId: rid() }))).toMatchObject({ status: 409, errorCode: 'wallet.insufficient.funds' });
    for (const body of [
      { amount: '0', reason: 'zero', requestId: rid() },
      { amount: '1.005', reason: 'fraction of a cent', requestId: rid() },
      { amount: '100000000000000000000', reason: 'absurd', requestId: rid() },
      { amount: 10, reason: 'a number, not a decimal string', requestId: rid() },
      { amount: '1e3', reason: 'an exponent', requestId: rid() },
      { amount: '10', reason: 'no', requestId: rid() },
      { amount: '10', requestId: rid() },
      { amount: '10', reason: 'no request id' },
    ]) {
      expect(outcome(await ops(t.app, 'POST', url, body)), JSON.stringify(body)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    }
    expect(outcome(await ops(t.app, 'POST', path(MONEY_OPS_PATHS.adjustments, { account: 'nobody-at-all' }), { amount: '5', reason: 'unknown member', requestId: rid() }))).toMatchObject({ status: 404 });
    expect(await moneyState(t.app)).toEqual(before);
    expect(valueOf(await ops(t.app, 'POST', url, { amount: '-50.50', reason: 'clawback of a duplicate credit', requestId: rid() }))).toMatchObject({ balance: '200.00' });
    const lines = valueOf(await get(t.app, `${MONEY_PATHS.transactions}?type=adjustment`, p.token)).list;
    expect(lines.map((x: { amount: number }) => x.amount)).toEqual([-50.5, 250.5]);
    // demo money cannot be adjusted
    const trial = await trialToken(t.app);
    const trialName = valueOf(await get(t.app, '/wps/member/info', trial)).userName;
    expect(outcome(await ops(t.app, 'POST', path(MONEY_OPS_PATHS.adjustments, { account: trialName }), { amount: '5', reason: 'demo money', requestId: rid() }))).toMatchObject({
      status: 403,
      errorCode: 'permission.trial',
    });
    await expectSoundLedger(t.app);
  });

  it("report a day in the merchant's time zone: totals equal the day's movements and the books balance", async () => {
    // A day of its own: 2 December 2031 in Manila runs from 16:00 UTC on the 1st to 16:00 UTC on the 2nd.
    clock.set(Date.UTC(2031, 11, 1, 15, 50, 0)); // 23:50 on the 1st in Manila: not the 2nd's
    const p = await newPlayer(t.app, 'report', 100_000); // adjustment +1000 on the 1st
    clock.set(Date.UTC(2031, 11, 1, 16, 10, 0)); // 00:10 on the 2nd in Manila (the 1st in UTC)
    const q = await newPlayer(t.app, 'report2');
    await paidDeposit(t.app, q.token, 500); // deposit 500 + bonus 600
    const game = await rngGame(t.app);
    const vendor = vendorFor(t.app, q, await launchToken(t.app, q.token, game.nodeId), game.nodeId);
    await vendor.bet('rep-b1', 'rep-r1', 200_00);
    await vendor.win('rep-w1', 'rep-r1', 50_00, 'rep-b1');
    await vendor.bet('rep-b2', 'rep-r2', 30_00);
    await vendor.rollback('rep-rb2', 'rep-r2', 'rep-b2'); // a bet undone
    await vendor.bet('rep-b3', 'rep-r3', 10_00);
    await vendor.win('rep-w3', 'rep-r3', 40_00, 'rep-b3');
    await vendor.rollback('rep-rb3', 'rep-r3', 'rep-w3'); // a win undone
    valueOf(await ops(t.app, 'POST', path(MONEY_OPS_PATHS.adjustments, { account: q.username }), { amount: '25', reason: 'report test credit', requestId: rid() }));
    valueOf(await ops(t.app, 'POST', path(MONEY_OPS_PATHS.adjustments, { account: q.username }), { amount: '-5', reason: 'report test debit', requestId: rid() }));
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    const paidOut = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 250 }));
    valueOf(await ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: paidOut.orderNo })));
    valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 300 })); // still held: not paid out
    clock.set(Date.UTC(2031, 11, 2, 16, 5, 0)); // 00:05 on the 3rd in Manila
    valueOf(await ops(t.app, 'POST', path(MONEY_OPS_PATHS.adjustments, { account: q.username }), { amount: '7', reason: 'the next day', requestId: rid() }));

    const report = valueOf(await ops(t.app, 'GET', `${MONEY_OPS_PATHS.dailyReport}?date=2031-12-02`));
    expect(report).toMatchObject({
      merchant: 'LUCKY',
      date: '2031-12-02',
      timeZone: 'Asia/Manila',
      currency: 'PHP',
      deposits: '500.00',
      withdrawals: '250.00',
      bets: '210.00', // 200 + 10 (the 30 was rolled back)
      wins: '50.00', // the 40 was rolled back
      ggr: '160.00',
      bonusCost: '600.00',
      adjustments: '20.00', // +25 - 5 (the +1000 was the day before, the +7 the day after)
      balanced: true,
    });
    const kinds = Object.fromEntries(report.byKind.map((k: { kind: string; amount: string }) => [k.kind, k.amount]));
    expect(kinds.deposit).toBe('500.00');
    expect(kinds.bonus).toBe('600.00');
    expect(report.byAccount.reduce((s: number, a: { net: string }) => s + moneyTextToCents(a.net)!, 0)).toBe(0);
    const dayBefore = valueOf(await ops(t.app, 'GET', `${MONEY_OPS_PATHS.dailyReport}?date=2031-12-01`));
    expect(dayBefore).toMatchObject({ deposits: '0.00', bets: '0.00', adjustments: '1000.00', balanced: true });
    for (const date of ['2026-02-30', '2026-13-01', '20311202', 'yesterday']) {
      expect(outcome(await ops(t.app, 'GET', `${MONEY_OPS_PATHS.dailyReport}?date=${date}`)), date).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    }
    await expectSoundLedger(t.app);
  });
});
