import { MONEY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeposits } from '../src/modules/money/payments/index.ts';
import { pursesOf } from '../src/modules/money/ledger/index.ts';
import { manualClock } from './helpers/accounts.ts';
import {
  channels,
  checkout,
  createDeposit,
  depositChannel,
  depositOrder,
  expectSoundLedger,
  funds,
  get,
  moneyState,
  newPlayer,
  outcome,
  paidDeposit,
  path,
  post,
  req,
  rid,
  sessionIdOf,
  trialToken,
  valueOf,
} from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Deposits through the API and the bundled sandbox provider (PayMongo's protocol): channels, orders, the
 * hosted checkout's Pay and Decline, webhooks applied once, expiry, and the status check that recovers a
 * payment whose webhook never arrived. On SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
const clock = manualClock(Date.UTC(2026, 10, 23, 4, 0, 0));
/** while set, the platform's webhook route answers 500 (a provider's deliveries fail) */
let webhooksDown = false;

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
  t.app.addHook('onRequest', async (request, reply) => {
    if (webhooksDown && request.url.startsWith('/hooks/payments/')) return reply.code(500).send({ success: false });
  });
});

afterAll(async () => {
  await t?.close();
});

async function depositTransfers(orderNo: string) {
  return t.app.database.db.selectFrom('ledger_transfers').selectAll().where('reference', '=', orderNo).orderBy('id').execute();
}

async function storedStatus(orderNo: string) {
  const row = await t.app.database.db.selectFrom('deposit_orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  return row.status;
}

describe('channels', () => {
  it("lists the merchant's deposit channels with limits, presets, fee and the first-deposit bonus offer", async () => {
    const p = await newPlayer(t.app, 'chan');
    const res = await get(t.app, MONEY_PATHS.depositChannels, p.token);
    expect(res.headers['cache-control']).toBe('no-store');
    const v = valueOf(res);
    expect(v.channels.map((c: { code: string }) => c.code)).toEqual(['GCASH', 'MAYA', 'QRPH', 'BANK']);
    expect(v.channels[0]).toMatchObject({ min: 100, max: 50_000, presets: [100, 300, 500, 1000, 3000, 5000], feePercent: 0, feePayer: 'merchant' });
    expect(v.channels[3]).toMatchObject({ code: 'BANK', min: 500, max: 100_000, feePercent: 1, feePayer: 'merchant' });
    expect(v.firstDepositBonus).toEqual({ percent: 120, maxBonus: 6000, minDeposit: 200, wageringMultiplier: 8 });
  });

  it('asks for a session, and trial accounts see channels but cannot deposit', async () => {
    expect(outcome(await get(t.app, MONEY_PATHS.depositChannels))).toMatchObject({ status: 401, errorCode: 'login.required' });
    const trial = await trialToken(t.app);
    expect((await channels(t.app, trial)).firstDepositBonus).toBeNull();
    const before = await moneyState(t.app);
    const res = await post(t.app, MONEY_PATHS.depositOrders, { channelId: 1, amount: 500, requestId: rid() }, trial);
    expect(outcome(res)).toMatchObject({ status: 403, errorCode: 'permission.trial' });
    expect(outcome(await get(t.app, MONEY_PATHS.depositOrders, trial))).toMatchObject({ status: 403, errorCode: 'permission.trial' });
    expect(await moneyState(t.app)).toEqual(before);
  });
});

describe('creating an order', () => {
  it('prices the order and opens a hosted checkout at the provider', async () => {
    const p = await newPlayer(t.app, 'create');
    const channel = await depositChannel(t.app, p.token, 'GCASH');
    const order = await createDeposit(t.app, p.token, { channelId: channel.id, amount: 500 });
    expect(order).toMatchObject({ status: 'pending', amount: 500, fee: 0, credit: 500, bonus: 0, currency: 'PHP', paidAt: null });
    expect(order.orderNo).toMatch(/^D\d{8}[0-9A-Z]{10}$/);
    expect(order.checkoutUrl).toMatch(/^\/sandbox-pay\/checkout\/cs_[0-9a-f]{24}$/);
    expect(order.expiresAt - order.createdAt).toBe(30 * 60_000);
    const page = await req(t.app, 'GET', order.checkoutUrl!);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(order.orderNo);
    expect(page.body).toContain('₱500.00');
    // nothing moved yet
    expect((await funds(t.app, p.token)).sumBalance).toBe(0);
  });

  it('answers the same order for a repeated request id, and 409 for the same id with other details', async () => {
    const p = await newPlayer(t.app, 'idem');
    const gcash = await depositChannel(t.app, p.token, 'GCASH');
    const maya = await depositChannel(t.app, p.token, 'MAYA');
    const requestId = rid('same');
    const first = await createDeposit(t.app, p.token, { channelId: gcash.id, amount: 750, requestId });
    const again = await createDeposit(t.app, p.token, { channelId: gcash.id, amount: 750, requestId });
    expect(again.orderNo).toBe(first.orderNo);
    expect(again.checkoutUrl).toBe(first.checkoutUrl);
    const before = await moneyState(t.app);
    expect(outcome(await post(t.app, MONEY_PATHS.depositOrders, { channelId: gcash.id, amount: 751, requestId }, p.token))).toMatchObject({
      status: 409,
      errorCode: 'request.id.conflict',
    });
    expect(outcome(await post(t.app, MONEY_PATHS.depositOrders, { channelId: maya.id, amount: 750, requestId }, p.token))).toMatchObject({
      status: 409,
      errorCode: 'request.id.conflict',
    });
    expect(await moneyState(t.app)).toEqual(before);
    // another member may use the same request id: ids are the member's own
    const other = await newPlayer(t.app, 'idem2');
    const theirs = await createDeposit(t.app, other.token, { channelId: gcash.id, amount: 750, requestId });
    expect(theirs.orderNo).not.toBe(first.orderNo);
  });

  it('twenty concurrent creations with one request id make one order and one checkout', async () => {
    const p = await newPlayer(t.app, 'race');
    const channel = await depositChannel(t.app, p.token);
    const requestId = rid('race');
    const results = await Promise.all(Array.from({ length: 20 }, () => post(t.app, MONEY_PATHS.depositOrders, { channelId: channel.id, amount: 300, requestId }, p.token)));
    const orderNos = new Set(results.map((r) => valueOf(r).orderNo));
    expect(orderNos.size).toBe(1);
    const rows = await t.app.database.db.selectFrom('deposit_orders').select('id').where('member_id', '=', p.id).execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses amounts outside the channel's limits, and channels that are not its deposit channels", async () => {
    const p = await newPlayer(t.app, 'limits');
    const gcash = await depositChannel(t.app, p.token, 'GCASH');
    const before = await moneyState(t.app);
    for (const amount of [99.99, 50_000.01]) {
      const res = await post(t.app, MONEY_PATHS.depositOrders, { channelId: gcash.id, amount, requestId: rid() }, p.token);
      expect(outcome(res)).toMatchObject({ status: 400, errorCode: 'payment.amount.invalid', value: { minCents: 10_000, maxCents: 5_000_000 } });
    }
    const withdrawChannel = await t.app.database.db.selectFrom('payment_channels').select('id').where('direction', '=', 'withdraw').executeTakeFirstOrThrow();
    const golden = await t.app.database.db
      .selectFrom('payment_channels')
      .select('id')
      .where('merchant_code', '=', 'GOLDEN')
      .where('direction', '=', 'deposit')
      .executeTakeFirstOrThrow();
    for (const channelId of [withdrawChannel.id, golden.id, 99_999]) {
      const res = await post(t.app, MONEY_PATHS.depositOrders, { channelId, amount: 500, requestId: rid() }, p.token);
      expect(outcome(res)).toMatchObject({ status: 400, errorCode: 'payment.channel.unavailable' });
    }
    await t.app.database.db.updateTable('payment_channels').set({ enabled: 0 }).where('id', '=', gcash.id).execute();
    try {
      const res = await post(t.app, MONEY_PATHS.depositOrders, { channelId: gcash.id, amount: 500, requestId: rid() }, p.token);
      expect(outcome(res)).toMatchObject({ status: 400, errorCode: 'payment.channel.unavailable' });
      expect((await channels(t.app, p.token)).channels.map((c) => c.code)).not.toContain('GCASH');
    } finally {
      await t.app.database.db.updateTable('payment_channels').set({ enabled: 1 }).where('id', '=', gcash.id).execute();
    }
    expect(await moneyState(t.app)).toEqual(before);
  });

  it("shows only the member's own orders", async () => {
    const owner = await newPlayer(t.app, 'owner');
    const other = await newPlayer(t.app, 'other');
    const channel = await depositChannel(t.app, owner.token);
    const order = await createDeposit(t.app, owner.token, { channelId: channel.id, amount: 400 });
    const res = await get(t.app, path(MONEY_PATHS.depositOrder, { orderNo: order.orderNo }), other.token);
    expect(outcome(res)).toMatchObject({ status: 404, errorCode: 'payment.order.not.found' });
    expect(valueOf(await get(t.app, MONEY_PATHS.depositOrders, other.token)).list).toEqual([]);
    const mine = valueOf(await get(t.app, MONEY_PATHS.depositOrders, owner.token));
    expect(mine.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([order.orderNo]);
  });
});

describe('paying at the sandbox', () => {
  it('Pay sends a signed webhook: the order is paid once, the cash and the first-deposit bonus credited', async () => {
    const p = await newPlayer(t.app, 'pay');
    const channel = await depositChannel(t.app, p.token, 'GCASH');
    const order = await createDeposit(t.app, p.token, { channelId: channel.id, amount: 1000 });
    const res = await checkout(t.app, order);
    expect(res.headers.location).toMatch(new RegExp(`/m/voucherCenter\\?order=${order.orderNo}$`));
    // the webhook came in while the browser was redirected: stored as paid before anyone asks
    expect(await storedStatus(order.orderNo)).toBe('paid');
    const paid = await depositOrder(t.app, p.token, order.orderNo);
    expect(paid).toMatchObject({ status: 'paid', credit: 1000, bonus: 1200, checkoutUrl: null, paidAt: clock() });
    const f = await funds(t.app, p.token);
    expect(f).toMatchObject({ sumBalance: 2200, cash: 1000, bonus: 1200, held: 0, withdrawable: 1000 });
    // wagering: (deposit + bonus) x 8
    expect(f.bonusWagering).toEqual({ bonus: 1200, required: 17_600, wagered: 0, remaining: 17_600 });
    // a second press of Pay, and more status checks, move nothing
    await checkout(t.app, order);
    await depositOrder(t.app, p.token, order.orderNo);
    const transfers = await depositTransfers(order.orderNo);
    expect(transfers.map((x) => [x.kind, Number(x.amount)])).toEqual([
      ['deposit', 100_000],
      ['bonus', 120_000],
    ]);
    expect((await funds(t.app, p.token)).sumBalance).toBe(2200);
    // the offer is used up; a second deposit gets no bonus
    expect((await channels(t.app, p.token)).firstDepositBonus).toBeNull();
    const second = await paidDeposit(t.app, p.token, 500);
    expect(second.bonus).toBe(0);
    expect((await funds(t.app, p.token)).sumBalance).toBe(2700);
    await expectSoundLedger(t.app);
  });

  it('caps the bonus, and gives none below the minimum deposit (the offer stays open)', async () => {
    const small = await newPlayer(t.app, 'small');
    expect((await paidDeposit(t.app, small.token, 150)).bonus).toBe(0);
    expect((await channels(t.app, small.token)).firstDepositBonus).not.toBeNull();
    const big = await newPlayer(t.app, 'big');
    expect((await paidDeposit(t.app, big.token, 10_000)).bonus).toBe(6000);
    expect((await funds(t.app, big.token)).bonusWagering).toMatchObject({ bonus: 6000, required: 128_000 });
  });

  it("a channel's fee borne by the merchant: the member gets the whole amount, the house pays the provider", async () => {
    const p = await newPlayer(t.app, 'fee');
    const order = await paidDeposit(t.app, p.token, 1000, 'BANK');
    expect(order).toMatchObject({ amount: 1000, fee: 10, credit: 1000 });
    expect((await funds(t.app, p.token)).cash).toBe(1000);
    const transfers = await depositTransfers(order.orderNo);
    expect(transfers.filter((x) => x.kind === 'deposit_fee').map((x) => Number(x.amount))).toEqual([1000]);
    await expectSoundLedger(t.app);
  });

  it('Decline fails the order and credits nothing', async () => {
    const p = await newPlayer(t.app, 'decline');
    const channel = await depositChannel(t.app, p.token);
    const order = await createDeposit(t.app, p.token, { channelId: channel.id, amount: 800 });
    await checkout(t.app, order, 'decline');
    const failed = await depositOrder(t.app, p.token, order.orderNo);
    expect(failed).toMatchObject({ status: 'failed', checkoutUrl: null, paidAt: null });
    expect(failed.failureReason).toMatch(/failed/);
    // Pay after Decline: the checkout is closed
    await checkout(t.app, order, 'pay');
    expect((await depositOrder(t.app, p.token, order.orderNo)).status).toBe('failed');
    expect((await funds(t.app, p.token)).sumBalance).toBe(0);
    expect(await depositTransfers(order.orderNo)).toEqual([]);
    const list = valueOf(await get(t.app, `${MONEY_PATHS.depositOrders}?status=failed`, p.token)).list;
    expect(list.map((o: { orderNo: string }) => o.orderNo)).toEqual([order.orderNo]);
  });
});

describe('expiry', () => {
  it('an unpaid order past its time expires, and its checkout can no longer be paid', async () => {
    const p = await newPlayer(t.app, 'expire');
    const channel = await depositChannel(t.app, p.token);
    const order = await createDeposit(t.app, p.token, { channelId: channel.id, amount: 600 });
    clock.advance(29 * 60_000);
    expect((await depositOrder(t.app, p.token, order.orderNo)).status).toBe('pending');
    clock.advance(2 * 60_000);
    const expired = await depositOrder(t.app, p.token, order.orderNo);
    expect(expired).toMatchObject({ status: 'expired', checkoutUrl: null });
    await checkout(t.app, order, 'pay');
    expect((await depositOrder(t.app, p.token, order.orderNo)).status).toBe('expired');
    expect((await funds(t.app, p.token)).sumBalance).toBe(0);
  });

  it('the sweeper asks the provider first: a payment made in time is credited, not expired', async () => {
    const p = await newPlayer(t.app, 'sweep');
    const channel = await depositChannel(t.app, p.token);
    const unpaid = await createDeposit(t.app, p.token, { channelId: channel.id, amount: 300 });
    const paidLate = await createDeposit(t.app, p.token, { channelId: channel.id, amount: 400 });
    clock.advance(20 * 60_000);
    webhooksDown = true;
    try {
      await checkout(t.app, paidLate);
    } finally {
      webhooksDown = false;
    }
    expect(await storedStatus(paidLate.orderNo)).toBe('pending');
    clock.advance(11 * 60_000);
    await createDeposits(t.app).expireOverdue(pursesOf(t.app));
    expect(await storedStatus(unpaid.orderNo)).toBe('expired');
    expect(await storedStatus(paidLate.orderNo)).toBe('paid');
    expect((await funds(t.app, p.token)).cash).toBe(400);
    // a second sweep finds nothing to do
    await createDeposits(t.app).expireOverdue(pursesOf(t.app));
    expect(await depositTransfers(paidLate.orderNo)).toHaveLength(2); // deposit + first-deposit bonus
    await expectSoundLedger(t.app);
  });
});

describe('a lost webhook', () => {
  it('is recovered by the status check: the server asks the provider and applies the payment once', async () => {
    const p = await newPlayer(t.app, 'lost');
    const channel = await depositChannel(t.app, p.token);
    const order = await createDeposit(t.app, p.token, { channelId: channel.id, amount: 2000 });
    webhooksDown = true;
    try {
      await checkout(t.app, order);
      expect(await storedStatus(order.orderNo)).toBe('pending');
      expect((await funds(t.app, p.token)).sumBalance).toBe(0);
      // the member's page polls the order: the provider says paid
      const paid = await depositOrder(t.app, p.token, order.orderNo);
      expect(paid).toMatchObject({ status: 'paid', credit: 2000, bonus: 2400 });
      const [a, b] = await Promise.all([depositOrder(t.app, p.token, order.orderNo), depositOrder(t.app, p.token, order.orderNo)]);
      expect([a.status, b.status]).toEqual(['paid', 'paid']);
    } finally {
      webhooksDown = false;
    }
    // the sandbox retries its delivery a second later, from the job queue (within a poll of it): a late
    // webhook finds the order paid
    const eventsOf = () => t.app.database.db.selectFrom('payment_events').selectAll().where('order_no', '=', order.orderNo).execute();
    for (let waited = 0; (await eventsOf()).length === 0 && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 300));
    expect((await eventsOf()).map((e) => e.type)).toEqual(['paid']);
    expect(await depositTransfers(order.orderNo)).toHaveLength(2);
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 2000, bonus: 2400 });
    await expectSoundLedger(t.app);
  });

  it("is recovered from the provider's books alone (a payment the platform never heard of)", async () => {
    const p = await newPlayer(t.app, 'books');
    const channel = await depositChannel(t.app, p.token);
    const order = await createDeposit(t.app, p.token, { channelId: channel.id, amount: 1500 });
    // The sandbox's own tables say paid: as if its webhook had been lost for good.
    const payment = {
      id: 'pay_lost',
      type: 'payment',
      attributes: { amount: 150_000, currency: 'PHP', status: 'paid', metadata: { order_no: order.orderNo } },
    };
    await t.app.database.db
      .updateTable('sandbox_psp_sessions')
      .set({ status: 'paid', payments: JSON.stringify([payment]) })
      .where('id', '=', sessionIdOf(order))
      .execute();
    expect(await storedStatus(order.orderNo)).toBe('pending');
    expect((await depositOrder(t.app, p.token, order.orderNo)).status).toBe('paid');
    expect((await funds(t.app, p.token)).cash).toBe(1500);
    expect((await depositOrder(t.app, p.token, order.orderNo)).status).toBe('paid');
    expect(await depositTransfers(order.orderNo)).toHaveLength(2);
    await expectSoundLedger(t.app);
  });

  it('a provider that says another amount (or currency) was paid puts the order on review and credits nothing', async () => {
    const p = await newPlayer(t.app, 'review');
    const channel = await depositChannel(t.app, p.token);
    for (const [amount, currency] of [[100, 'PHP'], [150_000, 'USD']] as const) {
      const order = await createDeposit(t.app, p.token, { channelId: channel.id, amount: 1500 });
      const payment = { id: 'pay_odd', type: 'payment', attributes: { amount, currency, status: 'paid' } };
      await t.app.database.db
        .updateTable('sandbox_psp_sessions')
        .set({ status: 'paid', payments: JSON.stringify([payment]) })
        .where('id', '=', sessionIdOf(order))
        .execute();
      const seen = await depositOrder(t.app, p.token, order.orderNo);
      expect(seen).toMatchObject({ status: 'review', checkoutUrl: null, paidAt: null });
      expect(await depositTransfers(order.orderNo)).toEqual([]);
    }
    expect((await funds(t.app, p.token)).sumBalance).toBe(0);
    await expectSoundLedger(t.app);
  });
});
