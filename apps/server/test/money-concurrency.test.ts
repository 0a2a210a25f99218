import { KYC_OPS_PATHS, MONEY_OPS_PATHS, MONEY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkout,
  createDeposit,
  depositChannel,
  expectSoundLedger,
  funds,
  launchToken,
  newPlayer,
  ops,
  outcome,
  path,
  post,
  readyToWithdraw,
  req,
  rid,
  rngGame,
  UNITS,
  valueOf,
  vendorFor,
  withdraw,
} from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Many calls at once on one account, through the API: the database decides (row locks, BEGIN IMMEDIATE),
 * never process memory, so every run ends with the exact expected balance and a sound ledger. (Fifty
 * concurrent deliveries of one paid webhook are in money-webhooks.test.ts.) On SQLite, or PostgreSQL.
 */

let t: TestApp;
let game: string;

beforeAll(async () => {
  t = await createTestApp();
  game = (await rngGame(t.app)).nodeId;
  // the daily withdrawal count would stop the hundred withdrawals below at five
  await t.app.database.db.updateTable('payment_channels').set({ daily_count_limit: 0 }).execute();
  // and verification would hold those past ₱5,000 of the day (the identity check is not what these tests are about)
  const rules = await ops(t.app, 'PUT', `${KYC_OPS_PATHS.rules}?merchant=LUCKY`, { level2DailyWithdrawal: null, level3Deposits: null, minimumAge: 21, retentionDays: 1825, autoApprove: false });
  expect(rules.statusCode).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

/**
 * A withdrawal as a client sends it: a 429 request.rate.limited (other PIN checks of the member are still
 * running) is sent again after a moment.
 */
async function withdrawPatiently(...args: Parameters<typeof withdraw>) {
  for (let i = 0; ; i++) {
    const res = await withdraw(...args);
    if (outcome(res).errorCode !== 'request.rate.limited' || i > 500) return res;
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
  }
}

async function seated(name: string, cents: number) {
  const p = await newPlayer(t.app, name, cents);
  return { ...p, vendor: vendorFor(t.app, p, await launchToken(t.app, p.token, game), game) };
}

describe('through the seamless wallet', () => {
  it('1,000 concurrent bets on one account: exactly as many as the balance covers, to the cent', async () => {
    const p = await seated('thousand', 100_000);
    const answers = await Promise.all(Array.from({ length: 1000 }, (_, i) => p.vendor.bet(`k-${p.id}-${i}`, `k-r-${i}`, 150)));
    const ok = answers.filter((a) => a.status === 'RS_OK');
    const poor = answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY');
    expect(ok.length + poor.length).toBe(1000);
    expect(ok).toHaveLength(666); // floor(100,000 / 150)
    for (const a of poor) expect(a.balance).toBeLessThan(150 * UNITS);
    expect((await p.vendor.balance()).balance).toBe(100 * UNITS);
    expect((await funds(t.app, p.token)).cash).toBe(1);
    const bets = await t.app.database.db.selectFrom('vendor_transactions').select((eb) => eb.fn.countAll<number>().as('n')).where('member_id', '=', p.id).executeTakeFirstOrThrow();
    expect(Number(bets.n)).toBe(666);
    await expectSoundLedger(t.app);
  }, 120_000);

  it('one bet id sent 100 times at once moves the money once and answers the same', async () => {
    const p = await seated('sameid', 10_000);
    const answers = await Promise.all(Array.from({ length: 100 }, () => p.vendor.bet(`same-${p.id}`, 'same-round', 2_500)));
    expect(new Set(answers.map((a) => `${a.status}:${a.balance}`))).toEqual(new Set([`RS_OK:${7_500 * UNITS}`]));
    expect((await p.vendor.balance()).balance).toBe(7_500 * UNITS);
  }, 60_000);

  it('bets racing their own wins and rollbacks (even rollbacks that overtake their bet) end exactly', async () => {
    // As a vendor does: a win answered "no such bet" (it overtook its bet) is sent again a moment later.
    const settle = async (send: () => Promise<{ status: string }>) => {
      for (let i = 0; ; i++) {
        const answer = await send();
        if (answer.status !== 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST' || i > 200) return answer;
        await new Promise((r) => setTimeout(r, 5));
      }
    };
    const p = await seated('racing', 1_000_000);
    const calls: Array<Promise<unknown>> = [];
    let expected = 1_000_000;
    for (let i = 0; i < 250; i++) {
      const bet = `rc-${p.id}-${i}`;
      const stake = 100 + (i % 7) * 10;
      const round = `rc-r-${i}`;
      if (i % 2 === 0) {
        const win = (i % 5) * 50;
        expected += win - stake;
        calls.push(p.vendor.bet(bet, round, stake), settle(() => p.vendor.win(`${bet}-w`, round, win, bet)));
      } else {
        // the bet and its rollback cancel out in whichever order they land
        calls.push(p.vendor.rollback(`${bet}-rb`, round, bet), p.vendor.bet(bet, round, stake));
      }
    }
    await Promise.all(calls);
    expect((await p.vendor.balance()).balance).toBe(expected * UNITS);
    await expectSoundLedger(t.app);
  }, 120_000);
});

describe('deposits', () => {
  it('a new member paying two deposits at once gets the first-deposit bonus once', async () => {
    for (let round = 0; round < 3; round++) {
      const p = await newPlayer(t.app, 'twofirst');
      const channel = await depositChannel(t.app, p.token);
      const orders = await Promise.all([1000, 2000, 3000].map((amount) => createDeposit(t.app, p.token, { channelId: channel.id, amount })));
      await Promise.all(orders.map((o) => checkout(t.app, o)));
      const f = await funds(t.app, p.token);
      expect(f.cash).toBe(6000);
      expect([1200, 2400, 3600]).toContain(f.bonus);
      const grants = await t.app.database.db.selectFrom('bonus_grants').select('id').where('member_id', '=', p.id).execute();
      expect(grants).toHaveLength(1);
    }
    await expectSoundLedger(t.app);
  }, 60_000);
});

describe('withdrawals', () => {
  it('100 concurrent withdrawals on one account: exactly as many as the cash covers are held', async () => {
    const p = await newPlayer(t.app, 'hundred', 1_000_000);
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    const results = await Promise.all(Array.from({ length: 100 }, () => withdrawPatiently(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 200 })));
    const held = results.filter((r) => r.statusCode === 200);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(held).toHaveLength(50);
    for (const r of refused) expect(outcome(r)).toMatchObject({ status: 409, errorCode: 'wallet.insufficient.funds' });
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 10_000, held: 10_000, withdrawable: 0 });
    // every held order reviewed at once, twice over: each approved or rejected exactly once
    const orders = held.map((r) => valueOf(r).orderNo as string);
    const reviews = await Promise.all(
      orders.flatMap((orderNo, i) => [
        ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo })),
        i % 3 === 0
          ? ops(t.app, 'POST', path(MONEY_OPS_PATHS.rejectWithdrawal, { orderNo }), { reason: 'concurrent review' })
          : ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo })),
      ]),
    );
    expect(reviews.filter((r) => r.statusCode === 200)).toHaveLength(50);
    for (const r of reviews.filter((x) => x.statusCode !== 200)) expect(outcome(r)).toMatchObject({ status: 409, errorCode: 'withdraw.order.reviewed' });
    const statuses = await t.app.database.db.selectFrom('withdrawal_orders').select(['status', 'amount_cents']).where('member_id', '=', p.id).execute();
    const paid = statuses.filter((s) => s.status === 'paid').length;
    expect(paid + statuses.filter((s) => s.status === 'rejected').length).toBe(50);
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 10_000 - paid * 200, held: 0, withdrawable: 10_000 - paid * 200 });
    await expectSoundLedger(t.app);
  }, 120_000);

  it('one request id sent 20 times at once makes one order and one hold', async () => {
    const p = await newPlayer(t.app, 'wdsame', 100_000);
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    const requestId = rid('same');
    const results = await Promise.all(Array.from({ length: 20 }, () => withdrawPatiently(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 300, requestId })));
    expect(new Set(results.map((r) => valueOf(r).orderNo)).size).toBe(1);
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 1_000, held: 300 });
    await expectSoundLedger(t.app);
  }, 60_000);

  it('thirty wrong PINs at once are five guesses, not thirty: the right PIN sent while they are checked is locked out', async () => {
    const p = await newPlayer(t.app, 'pinrace', 100_000);
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    const guesses = Array.from({ length: 30 }, (_, i) => withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 200, paymentPassword: String(900_000 + i * 7) }));
    // while those thirty are being checked (each PIN check is a deliberately slow argon2 verification)
    await new Promise((r) => setTimeout(r, 15));
    const right = await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 200 });
    const results = await Promise.all(guesses);
    expect(outcome(right).status).toBe(429);
    // at most five were checked (four answered "wrong", the fifth "locked"); the rest waited their turn
    const checked = results.filter((r) => outcome(r).errorCode === 'withdraw.password.wrong');
    expect(checked.length).toBeLessThanOrEqual(4);
    for (const r of results.filter((x) => !checked.includes(x))) expect(outcome(r).status).toBe(429);
    expect(outcome(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 200 }))).toMatchObject({ status: 429, errorCode: 'withdraw.password.locked' });
    expect((await funds(t.app, p.token)).held).toBe(0);
  }, 60_000);

  it('payout accounts added at once: no duplicates, never more than five', async () => {
    const p = await newPlayer(t.app, 'cards');
    valueOf(await post(t.app, MONEY_PATHS.payeeName, { payeeName: 'Juan Dela Cruz' }, p.token));
    const same = await Promise.all(Array.from({ length: 10 }, () => post(t.app, MONEY_PATHS.bankCards, { bankCode: 'GCASH', accountNo: '09171234567' }, p.token)));
    expect(same.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const many = await Promise.all(Array.from({ length: 12 }, (_, i) => post(t.app, MONEY_PATHS.bankCards, { bankCode: 'BDO', accountNo: `0012345678${10 + i}` }, p.token)));
    expect(many.filter((r) => r.statusCode === 200)).toHaveLength(4);
    for (const r of many.filter((x) => x.statusCode !== 200)) expect(outcome(r)).toMatchObject({ status: 409, errorCode: 'withdraw.account.limit' });
    expect(valueOf(await req(t.app, 'GET', MONEY_PATHS.bankCards, { token: p.token }))).toHaveLength(5);
  }, 60_000);

  it("the daily withdrawal count holds when a member's requests arrive at once", async () => {
    const p = await newPlayer(t.app, 'dailyrace', 1_000_000);
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    await t.app.database.db.updateTable('payment_channels').set({ daily_count_limit: 5 }).where('id', '=', channelId).execute();
    try {
      const results = await Promise.all(Array.from({ length: 30 }, () => withdrawPatiently(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 200 })));
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
      for (const r of results.filter((x) => x.statusCode !== 200)) expect(outcome(r)).toMatchObject({ status: 409, errorCode: 'withdraw.daily.limit' });
      expect(await funds(t.app, p.token)).toMatchObject({ held: 1_000 });
    } finally {
      await t.app.database.db.updateTable('payment_channels').set({ daily_count_limit: 0 }).where('id', '=', channelId).execute();
    }
  }, 60_000);
});
