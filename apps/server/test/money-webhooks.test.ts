import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymongoSignature } from '../src/integrations/payments/paymongo.ts';
import { sandboxKeys } from '../src/modules/money/payments/providers.ts';
import {
  checkout,
  createDeposit,
  depositChannel,
  depositOrder,
  expectSoundLedger,
  funds,
  moneyState,
  newPlayer,
  outcome,
  paidEventBody,
  req,
  sendWebhook,
  sessionIdOf,
  valueOf,
} from './helpers/money-api.ts';
import type { DepositOrder } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Payment webhooks as an attacker or a confused provider sends them. Only a signed, fresh, first-seen event
 * of the provider it came in for counts, and even then money moves only after the provider's API confirms
 * the payment with the order's amount and currency. Whatever arrives, the ledger stays sound and no
 * balance changes; refusals are 4xx envelopes, events a provider must stop retrying are 200 with an outcome.
 */

const PAYMONGO_SECRET = 'whsk_paymongo_test_secret_0123456789';
let t: TestApp;
let player: { id: number; token: string };
let order: DepositOrder;

beforeAll(async () => {
  t = await createTestApp({
    // A second provider is configured (its API is not reachable: nothing here may need it).
    paymongo: { secretKey: 'sk_test_webhooks0123456789', webhookSecret: PAYMONGO_SECRET, walletId: 'wallet', apiUrl: 'http://127.0.0.1:9' },
  });
  player = await newPlayer(t.app, 'hooks');
  const channel = await depositChannel(t.app, player.token);
  order = await createDeposit(t.app, player.token, { channelId: channel.id, amount: 1000 });
});

afterAll(async () => {
  await t?.close();
});

const now = () => Math.floor(Date.now() / 1000);
const paidBody = (over: Partial<Parameters<typeof paidEventBody>[0]> = {}) =>
  paidEventBody({ sessionId: sessionIdOf(order), orderNo: order.orderNo, amountCents: 100_000, ...over });

async function storedStatus(orderNo: string) {
  const row = await t.app.database.db.selectFrom('deposit_orders').select('status').where('order_no', '=', orderNo).executeTakeFirstOrThrow();
  return row.status;
}

/** The call changes nothing at all (not even the record of provider events), and is refused with a 4xx envelope. */
async function expectRefused(send: () => Promise<Awaited<ReturnType<typeof sendWebhook>>>, status = 400, errorCode = 'payment.webhook.invalid') {
  const before = await moneyState(t.app);
  const res = await send();
  expect(outcome(res), res.body).toMatchObject({ status, success: false, errorCode });
  expect(res.body).not.toMatch(/stack|at \//);
  expect(await moneyState(t.app)).toEqual(before);
  expect(await storedStatus(order.orderNo)).toBe('pending');
}

/** The call is answered 200 with this outcome, and no money moves (the event itself may be recorded). */
async function expectNothingMoved(send: () => Promise<Awaited<ReturnType<typeof sendWebhook>>>, expected: unknown) {
  const { payment_events: _events, ...before } = await moneyState(t.app);
  const res = await send();
  expect(valueOf(res)).toEqual({ outcome: expected });
  const { payment_events: _after, ...after } = await moneyState(t.app);
  expect(after).toEqual(before);
}

describe('signatures', () => {
  it('refuses a forged, missing, malformed or wrong-mode signature', async () => {
    const body = paidBody();
    await expectRefused(() => sendWebhook(t.app, body, { signature: `t=${now()},te=${randomBytes(32).toString('hex')},li=` }));
    await expectRefused(() => sendWebhook(t.app, body, { signature: null }));
    await expectRefused(() => sendWebhook(t.app, body, { signature: 'garbage' }));
    await expectRefused(() => sendWebhook(t.app, body, { signature: `t=abc,te=${'0'.repeat(64)}` }));
    await expectRefused(() => sendWebhook(t.app, body, { signature: `t=${now()},te=zz,li=` }));
    // signed right, but as a live-mode delivery: test keys only accept te=
    const live = paymongoSignature(sandboxKeys(t.app.secret).webhookSecret, body, now(), true);
    await expectRefused(() => sendWebhook(t.app, body, { signature: live }));
  });

  it('refuses a body signed with another secret (another provider, another install)', async () => {
    await expectRefused(() => sendWebhook(t.app, paidBody(), { secret: PAYMONGO_SECRET }));
    await expectRefused(() => sendWebhook(t.app, paidBody(), { secret: sandboxKeys('another-install-secret').webhookSecret }));
  });

  it('refuses a body changed after signing', async () => {
    const body = paidBody();
    const signature = paymongoSignature(sandboxKeys(t.app.secret).webhookSecret, body, now(), false);
    await expectRefused(() => sendWebhook(t.app, body.replace('100000', '900000'), { signature }));
    await expectRefused(() => sendWebhook(t.app, `${body} `, { signature }));
  });

  it('refuses a stale (or future) timestamp: more than five minutes off', async () => {
    await expectRefused(() => sendWebhook(t.app, paidBody(), { t: now() - 301 }));
    await expectRefused(() => sendWebhook(t.app, paidBody(), { t: now() + 301 }));
  });
});

describe('bodies', () => {
  it('refuses a signed body that is not JSON, or not an event, or of the wrong mode', async () => {
    await expectRefused(() => sendWebhook(t.app, 'not json at all'));
    await expectRefused(() => sendWebhook(t.app, '{"data":{"attributes":{"type":"checkout_session.payment.paid"}}}'));
    await expectRefused(() => sendWebhook(t.app, '[]'));
    await expectRefused(() => sendWebhook(t.app, paidBody({ livemode: true })));
  });

  it('refuses an empty or malformed JSON body before reading it', async () => {
    const empty = await req(t.app, 'POST', '/hooks/payments/sandbox', { headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);
    expect(empty.json().success).toBe(false);
  });

  it('refuses a huge body with 413 without reading it', async () => {
    const huge = JSON.stringify({ data: { id: 'evt_huge', attributes: { pad: 'x'.repeat(300 * 1024) } } });
    await expectRefused(() => sendWebhook(t.app, huge), 413, 'request.too.large');
  });

  it('refuses unknown and malformed provider names', async () => {
    await expectRefused(() => sendWebhook(t.app, paidBody(), { provider: 'nosuchpsp' }), 404, 'request.not.found');
    await expectRefused(() => sendWebhook(t.app, paidBody(), { provider: 'Bad_Name!' }), 400, 'request.invalid');
  });
});

describe('signed events that must not move money', () => {
  it('a "paid" event for an order the provider has not been paid for credits nothing, whatever amount it claims', async () => {
    for (const amountCents of [100_000, 999_999_00, 1]) {
      await expectNothingMoved(() => sendWebhook(t.app, paidBody({ amountCents })), 'applied');
      expect(await storedStatus(order.orderNo)).toBe('pending');
    }
    await expectNothingMoved(() => sendWebhook(t.app, paidBody({ currency: 'USD' })), 'applied');
    expect(await storedStatus(order.orderNo)).toBe('pending');
    expect((await funds(t.app, player.token)).sumBalance).toBe(0);
  });

  it('for an order the provider was paid for, the amount credited is the provider\'s, not the event\'s', async () => {
    const p = await newPlayer(t.app, 'tamper');
    const channel = await depositChannel(t.app, p.token);
    const o = await createDeposit(t.app, p.token, { channelId: channel.id, amount: 300 });
    const payment = { id: 'pay_tamper', type: 'payment', attributes: { amount: 30_000, currency: 'PHP', status: 'paid' } };
    await t.app.database.db.updateTable('sandbox_psp_sessions').set({ status: 'paid', payments: JSON.stringify([payment]) }).where('id', '=', sessionIdOf(o)).execute();
    const tampered = paidEventBody({ sessionId: sessionIdOf(o), orderNo: o.orderNo, amountCents: 99_999_900 });
    expect(valueOf(await sendWebhook(t.app, tampered))).toEqual({ outcome: 'applied' });
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 300, bonus: 360 });
    await expectSoundLedger(t.app);
  });

  it('a forged "failed" event cannot fail an order the provider still has open', async () => {
    const body = JSON.stringify({
      data: {
        id: `evt_fail_${randomBytes(6).toString('hex')}`,
        attributes: {
          type: 'payment.failed',
          livemode: false,
          data: { id: 'pay_x', attributes: { amount: 100_000, currency: 'PHP', metadata: { order_no: order.orderNo, checkout_session_id: sessionIdOf(order) } } },
        },
      },
    });
    await expectNothingMoved(() => sendWebhook(t.app, body), 'applied');
    expect(await storedStatus(order.orderNo)).toBe('pending');
  });

  it('an event about an unknown order is acknowledged (so the provider stops retrying) and changes nothing', async () => {
    const body = paidEventBody({ sessionId: 'cs_000000000000000000000000', orderNo: 'D20261123ZZZZZZZZZZ', amountCents: 100_000 });
    await expectNothingMoved(() => sendWebhook(t.app, body), 'unknown-order');
  });

  it('an event of another provider about this order is acknowledged and changes nothing', async () => {
    const body = paidBody();
    await expectNothingMoved(() => sendWebhook(t.app, body, { provider: 'paymongo', secret: PAYMONGO_SECRET }), 'unknown-order');
    expect(await storedStatus(order.orderNo)).toBe('pending');
    const [recorded] = await t.app.database.db.selectFrom('payment_events').selectAll().where('provider', '=', 'paymongo').execute();
    expect(recorded).toMatchObject({ outcome: 'unknown-order' });
  });

  it('event types the platform does not act on are acknowledged as ignored', async () => {
    // (the adapter reads no order out of an event type it does not know, so either answer is honest)
    await expectNothingMoved(() => sendWebhook(t.app, paidBody({ type: 'source.chargeable' })), expect.stringMatching(/^(ignored|unknown-order)$/));
  });
});

describe('replays', () => {
  it('a real event applies once; its replays (even re-signed with a fresh timestamp) are duplicates', async () => {
    const p = await newPlayer(t.app, 'replay');
    const channel = await depositChannel(t.app, p.token);
    const o = await createDeposit(t.app, p.token, { channelId: channel.id, amount: 500 });
    await checkout(t.app, o);
    expect((await depositOrder(t.app, p.token, o.orderNo)).status).toBe('paid');
    const [event] = await t.app.database.db.selectFrom('payment_events').selectAll().where('order_no', '=', o.orderNo).execute();
    expect(event).toBeDefined();
    const replay = paidEventBody({ eventId: event!.event_id, sessionId: sessionIdOf(o), orderNo: o.orderNo, amountCents: 50_000 });
    await expectNothingMoved(() => sendWebhook(t.app, replay), 'duplicate');
    await expectNothingMoved(() => sendWebhook(t.app, replay, { t: now() - 10 }), 'duplicate');
    // a new event id for an order already paid: confirmed with the provider, nothing more to apply
    await expectNothingMoved(() => sendWebhook(t.app, paidEventBody({ sessionId: sessionIdOf(o), orderNo: o.orderNo, amountCents: 50_000 })), 'applied');
    expect((await funds(t.app, p.token)).cash).toBe(500);
    await expectSoundLedger(t.app);
  });

  it('fifty concurrent deliveries of one paid event credit once', async () => {
    const p = await newPlayer(t.app, 'storm');
    const channel = await depositChannel(t.app, p.token);
    const o = await createDeposit(t.app, p.token, { channelId: channel.id, amount: 700 });
    // Paid at the provider without its own delivery: the storm below is the only news of it.
    const payment = { id: 'pay_storm', type: 'payment', attributes: { amount: 70_000, currency: 'PHP', status: 'paid' } };
    await t.app.database.db.updateTable('sandbox_psp_sessions').set({ status: 'paid', payments: JSON.stringify([payment]) }).where('id', '=', sessionIdOf(o)).execute();
    const body = paidEventBody({ sessionId: sessionIdOf(o), orderNo: o.orderNo, amountCents: 70_000 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => sendWebhook(t.app, body)));
    const outcomes = answers.map((r) => valueOf(r).outcome).sort();
    expect(outcomes.filter((x) => x === 'applied')).toHaveLength(1);
    expect(outcomes.filter((x) => x === 'duplicate')).toHaveLength(49);
    // and fifty deliveries of fifty distinct events for the same payment: still one credit
    const distinct = await Promise.all(
      Array.from({ length: 50 }, () => sendWebhook(t.app, paidEventBody({ sessionId: sessionIdOf(o), orderNo: o.orderNo, amountCents: 70_000 }))),
    );
    for (const r of distinct) expect(r.statusCode).toBe(200);
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 700, bonus: 840 });
    const credits = await t.app.database.db.selectFrom('ledger_transfers').select('kind').where('reference', '=', o.orderNo).execute();
    expect(credits.map((c) => c.kind).sort()).toEqual(['bonus', 'deposit']);
    await expectSoundLedger(t.app);
  });
});
