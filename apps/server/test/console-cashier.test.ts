import { CONSOLE_PLAYERS_PATHS, MONEY_OPS_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLedger, pursesOf } from '../src/modules/money/ledger/index.ts';
import { createPendingAdjustments, createPendingAdjustmentsRepository } from '../src/modules/money/ledger/pending-adjustments.ts';
import { withdrawalServiceOf } from '../src/modules/money/withdrawals/index.ts';
import { expectSoundLedger, funds, newPlayer, ops, outcome, path, readyToWithdraw, rid, valueOf, withdraw } from './helpers/money-api.ts';
import { setCashBalance } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The cashier's second approval: withdrawals and manual adjustments at or above the merchant's
 * second-approval amount need two different operators; the money moves once, however the approvals race.
 * Until operator sign-in lands the ops token is one operator ("ops-token"); other operators approve
 * through the same services the routes call, under their own names. SQLite or PostgreSQL.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const merchantPath = '/ops/merchants/LUCKY';
const approve = (orderNo: string) => ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo }));

async function threshold(amount: string) {
  return valueOf(await ops(t.app, 'PATCH', merchantPath, { secondApprovalAmount: amount }));
}

/** The withdrawal service as the approve route calls it, for an operator of another name. */
function approveAs(orderNo: string, operator: string) {
  const purses = pursesOf(t.app);
  return withdrawalServiceOf(t.app).approve(orderNo, operator, purses, async (code) => (await t.app.merchants.byCode(code))!.secondApprovalCents);
}

async function payouts(orderNo: string): Promise<number> {
  const rows = await t.app.database.db.selectFrom('sandbox_psp_payouts').select('id').where('idempotency_key', '=', `payout:${orderNo}`).execute();
  return rows.length;
}

async function orderFor(amount: number) {
  const p = await newPlayer(t.app, 'cash', 500_000);
  const { accountId, channelId } = await readyToWithdraw(t.app, p);
  const order = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount }));
  return { p, orderNo: order.orderNo as string };
}

describe('the second-approval amount', () => {
  it('is 10000.00 by default and set per merchant; bad amounts are 400', async () => {
    const before = valueOf(await ops(t.app, 'GET', merchantPath));
    expect(before.secondApprovalAmount).toBe('10000.00');
    for (const bad of ['5.123', '-1', 'abc', 500, '']) {
      expect(outcome(await ops(t.app, 'PATCH', merchantPath, { secondApprovalAmount: bad })), String(bad)).toMatchObject({ status: 400, success: false });
    }
    expect((await threshold('500')).secondApprovalAmount).toBe('500.00');
    expect(valueOf(await ops(t.app, 'GET', '/ops/merchants/GOLDEN')).secondApprovalAmount).toBe('10000.00');
  });
});

describe('withdrawals', () => {
  beforeAll(async () => {
    await threshold('500.00');
  });

  it('below the amount one approval pays out, and records who approved', async () => {
    const { orderNo } = await orderFor(499.99);
    const queued = valueOf(await ops(t.app, 'GET', MONEY_OPS_PATHS.withdrawals)).list.find((o: { orderNo: string }) => o.orderNo === orderNo);
    expect(queued).toMatchObject({ status: 'pending', approvals: [], needsSecondApproval: false });
    const paid = valueOf(await approve(orderNo));
    expect(paid).toMatchObject({ status: 'paid', needsSecondApproval: false, approvals: [{ by: 'ops-token' }] });
    expect(await payouts(orderNo)).toBe(1);
  });

  it('at the amount the first approval waits, the same operator again is 409, a different one pays once', async () => {
    const { p, orderNo } = await orderFor(500);
    const first = valueOf(await approve(orderNo));
    expect(first).toMatchObject({ status: 'awaiting_second_approval', needsSecondApproval: true, approvals: [{ by: 'ops-token' }] });
    const queued = valueOf(await ops(t.app, 'GET', MONEY_OPS_PATHS.withdrawals)).list.find((o: { orderNo: string }) => o.orderNo === orderNo);
    expect(queued).toMatchObject({ status: 'awaiting_second_approval', needsSecondApproval: true });
    expect(outcome(await approve(orderNo))).toMatchObject({ status: 409, errorCode: 'console.approval.same_operator' });
    expect(await payouts(orderNo)).toBe(0);
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 5000, held: 500 });

    const paid = await approveAs(orderNo, 'alice');
    expect(paid.status).toBe('paid');
    expect(await payouts(orderNo)).toBe(1);
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 4500, held: 0 });
    const row = valueOf(await ops(t.app, 'GET', `${MONEY_OPS_PATHS.withdrawals}?status=paid&limit=50`)).list.find((o: { orderNo: string }) => o.orderNo === orderNo);
    expect(row).toMatchObject({ status: 'paid', needsSecondApproval: false });
    expect(row.approvals.map((a: { by: string }) => a.by)).toEqual(['ops-token', 'alice']);
    expect(outcome(await approve(orderNo))).toMatchObject({ status: 409, errorCode: 'withdraw.order.reviewed' });
    await expectSoundLedger(t.app);
  });

  it('concurrent second approvals pay out once', async () => {
    const { orderNo } = await orderFor(800);
    valueOf(await approve(orderNo));
    const answers = await Promise.allSettled([approveAs(orderNo, 'alice'), approveAs(orderNo, 'bob'), approveAs(orderNo, 'carol')]);
    const paid = answers.filter((a) => a.status === 'fulfilled' && a.value.status === 'paid');
    expect(paid).toHaveLength(1);
    for (const a of answers.filter((x) => x.status === 'rejected')) {
      expect((a as PromiseRejectedResult).reason).toMatchObject({ errorCode: 'withdraw.order.reviewed' });
    }
    expect(await payouts(orderNo)).toBe(1);
    await expectSoundLedger(t.app);
  });

  it('concurrent first approvals of two operators pay out once; the same operator at once is refused', async () => {
    const { orderNo } = await orderFor(900);
    const same = await Promise.allSettled([approveAs(orderNo, 'dave'), approveAs(orderNo, 'dave')]);
    expect(same.filter((a) => a.status === 'fulfilled').map((a) => (a as PromiseFulfilledResult<{ awaitingSecondApproval?: true }>).value.awaitingSecondApproval)).toEqual([true]);
    expect((same.find((a) => a.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ errorCode: 'console.approval.same_operator' });

    const { orderNo: other } = await orderFor(900);
    const answers = await Promise.allSettled([approveAs(other, 'erin'), approveAs(other, 'frank')]);
    const statuses = answers.map((a) => (a.status === 'fulfilled' ? (a.value.awaitingSecondApproval ? 'waiting' : a.value.status) : 'refused'));
    expect(statuses.filter((s) => s === 'paid')).toHaveLength(1);
    expect(await payouts(other)).toBe(1);
    await expectSoundLedger(t.app);
  });

  it('reject still works with a reason', async () => {
    const { p, orderNo } = await orderFor(600);
    valueOf(await approve(orderNo));
    const rejected = valueOf(await ops(t.app, 'POST', path(MONEY_OPS_PATHS.rejectWithdrawal, { orderNo }), { reason: 'Documents missing' }));
    expect(rejected).toMatchObject({ status: 'rejected', needsSecondApproval: false });
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 5000, held: 0 });
    await expect(approveAs(orderNo, 'alice')).rejects.toMatchObject({ errorCode: 'withdraw.order.reviewed' });
  });
});

describe('adjustments', () => {
  beforeAll(async () => {
    await threshold('500.00');
  });

  const adjust = (account: string, body: object) => ops(t.app, 'POST', `${path(MONEY_OPS_PATHS.adjustments, { account })}?merchant=LUCKY`, body);
  const pending = () => createPendingAdjustments({ repository: createPendingAdjustmentsRepository(t.app.db, t.app.services.accounts), ledger: createLedger(t.app), now: t.app.clock });

  it('below the amount post at once; at it they wait for another operator, who posts them once', async () => {
    const p = await newPlayer(t.app, 'adj', 0);
    const small = valueOf(await adjust(p.username, { amount: '499.99', reason: 'Goodwill credit', requestId: rid('adj') }));
    expect(small).toMatchObject({ replayed: false, balance: '499.99' });

    const requestId = rid('adj');
    const big = valueOf(await adjust(p.username, { amount: '600', reason: 'Lost deposit found', requestId }));
    expect(big).toEqual({ status: 'awaiting_second_approval', id: expect.any(Number) });
    expect(valueOf(await adjust(p.username, { amount: '600', reason: 'Lost deposit found', requestId }))).toEqual(big);
    expect(outcome(await adjust(p.username, { amount: '700', reason: 'Lost deposit found', requestId }))).toMatchObject({ status: 409, errorCode: 'request.id.conflict' });
    expect((await funds(t.app, p.token)).cash).toBe(499.99);

    const queue = valueOf(await ops(t.app, 'GET', `${CONSOLE_PLAYERS_PATHS.adjustmentsQueue}?merchant=LUCKY`));
    expect(queue.list.find((a: { id: number }) => a.id === big.id)).toMatchObject({
      account: p.username,
      amount: '600.00',
      status: 'awaiting_second_approval',
      requestedBy: 'ops-token',
      transferId: null,
    });
    const approvePath = path(CONSOLE_PLAYERS_PATHS.approveAdjustment, { id: big.id });
    expect(outcome(await ops(t.app, 'POST', approvePath))).toMatchObject({ status: 409, errorCode: 'console.approval.same_operator' });

    const answers = await Promise.allSettled([pending().approve(big.id, 'alice', pursesOf(t.app)), pending().approve(big.id, 'bob', pursesOf(t.app))]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
    expect((answers.find((a) => a.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ errorCode: 'console.adjustment.approved' });
    expect((await funds(t.app, p.token)).cash).toBe(1099.99);

    const posted = valueOf(await ops(t.app, 'GET', `${CONSOLE_PLAYERS_PATHS.adjustmentsQueue}?merchant=LUCKY&status=posted`)).list.find((a: { id: number }) => a.id === big.id);
    expect(posted).toMatchObject({ status: 'posted', transferId: expect.any(Number) });
    expect(posted.approvals).toHaveLength(2);
    // the same request again replays the posted transfer
    expect(valueOf(await adjust(p.username, { amount: '600', reason: 'Lost deposit found', requestId }))).toMatchObject({ transferId: posted.transferId, replayed: true });
    expect(outcome(await ops(t.app, 'POST', approvePath))).toMatchObject({ status: 409, errorCode: 'console.adjustment.approved' });
    expect((await funds(t.app, p.token)).cash).toBe(1099.99);
    await expectSoundLedger(t.app);
  });

  it('debits the cash cannot cover are refused at once; one covered at filing but not at approval is refused then', async () => {
    const p = await newPlayer(t.app, 'adjd', 10_000);
    expect(outcome(await adjust(p.username, { amount: '-600', reason: 'Chargeback', requestId: rid('adj') }))).toMatchObject({ status: 409, errorCode: 'wallet.insufficient.funds' });
    await setCashBalance(t.app, p.id, 70_000);
    const big = valueOf(await adjust(p.username, { amount: '-600', reason: 'Chargeback', requestId: rid('adj') }));
    expect(big.status).toBe('awaiting_second_approval');
    await setCashBalance(t.app, p.id, 10_000);
    await expect(pending().approve(big.id, 'alice', pursesOf(t.app))).rejects.toMatchObject({ statusCode: 409 });
    expect((await funds(t.app, p.token)).cash).toBe(100);
    const still = valueOf(await ops(t.app, 'GET', `${CONSOLE_PLAYERS_PATHS.adjustmentsQueue}?merchant=LUCKY`)).list.find((a: { id: number }) => a.id === big.id);
    expect(still.status).toBe('awaiting_second_approval');
    await setCashBalance(t.app, p.id, 70_000);
    expect((await pending().approve(big.id, 'alice', pursesOf(t.app))).status).toBe('posted');
    expect((await funds(t.app, p.token)).cash).toBe(100);
    await expectSoundLedger(t.app);
  });

  it('answers bad input with 4xx envelopes', async () => {
    expect(outcome(await ops(t.app, 'POST', path(CONSOLE_PLAYERS_PATHS.approveAdjustment, { id: 999_999 })))).toMatchObject({ status: 404, errorCode: 'console.adjustment.not_found' });
    expect(outcome(await ops(t.app, 'POST', path(CONSOLE_PLAYERS_PATHS.approveAdjustment, { id: 'abc' })))).toMatchObject({ status: 400 });
    for (const q of ['status=gone', 'limit=0', 'limit=101', 'merchant=bad!', 'beforeId=x']) {
      expect(outcome(await ops(t.app, 'GET', `${CONSOLE_PLAYERS_PATHS.adjustmentsQueue}?${q}`)), q).toMatchObject({ status: 400 });
    }
    expect(outcome(await ops(t.app, 'GET', `${CONSOLE_PLAYERS_PATHS.adjustmentsQueue}?merchant=NOSUCH`))).toMatchObject({ status: 400, errorCode: 'merchant.unknown' });
  });
});
