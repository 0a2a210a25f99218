import { ACCOUNT_PATHS, INBOX_CHAT_PATHS, MONEY_OPS_PATHS, MONEY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, manualClock } from './helpers/accounts.ts';
import type { InjectResult } from './helpers/accounts.ts';
import {
  expectSoundLedger,
  funds,
  get,
  moneyState,
  newPlayer,
  ops,
  outcome,
  paidDeposit,
  path,
  PIN,
  post,
  readyToWithdraw,
  req,
  rid,
  trialToken,
  valueOf,
  withdraw,
} from './helpers/money-api.ts';
import { createTestApp, TWO_INSTANCES } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Withdrawals through the API: the withdrawal PIN and its lock, the payee name, payout accounts, the
 * request (checked, then held at once), and the operators' review (approve pays out through the sandbox
 * provider, reject voids the hold), with the member told in the inbox. On SQLite, or PostgreSQL.
 */

let t: TestApp;
// 23:30 in Manila (UTC+8) on 23 November 2026: the merchant's day ends in half an hour, UTC's in 8.5 hours.
const clock = manualClock(Date.UTC(2026, 10, 23, 15, 30, 0));

beforeAll(async () => {
  t = await createTestApp({}, { now: clock });
});

afterAll(async () => {
  await t?.close();
});

const PASSWORD = 'Member#2026';

async function player(name: string, cents = 0) {
  return newPlayer(t.app, name, cents);
}

async function inbox(token: string): Promise<Array<{ title: string; content: string }>> {
  return valueOf(await get(t.app, INBOX_CHAT_PATHS.inbox, token)).list;
}

/** The call is refused as given and writes nothing. */
async function refused(send: () => Promise<InjectResult>, status: number, errorCode: string, value?: unknown) {
  const before = await moneyState(t.app);
  const res = await send();
  expect(outcome(res), res.body).toMatchObject({ status, success: false, errorCode, ...(value === undefined ? {} : { value }) });
  expect(await moneyState(t.app)).toEqual(before);
  return res;
}

describe('withdrawal PIN', () => {
  it('is set once, confirmed with the login password, and must not be a run or one repeated digit', async () => {
    const p = await player('pin');
    expect(valueOf(await get(t.app, MONEY_PATHS.hasWithdrawalPassword, p.token))).toBe(false);
    await refused(() => post(t.app, MONEY_PATHS.paymentPassword, { password: 'wrong#2026', paymentPassword: PIN }, p.token), 400, 'login.password.incorrect');
    await refused(() => post(t.app, MONEY_PATHS.paymentPassword, { paymentPassword: PIN }, p.token), 400, 'login.password.incorrect');
    for (const weak of ['123456', '654321', '000000', '777777']) {
      await refused(() => post(t.app, MONEY_PATHS.paymentPassword, { password: PASSWORD, paymentPassword: weak }, p.token), 400, 'request.invalid');
    }
    for (const bad of ['12345', '1234567', 'abcdef', 246813, '']) {
      await refused(() => post(t.app, MONEY_PATHS.paymentPassword, { password: PASSWORD, paymentPassword: bad }, p.token), 400, 'request.invalid');
    }
    valueOf(await post(t.app, MONEY_PATHS.paymentPassword, { password: PASSWORD, paymentPassword: PIN }, p.token));
    expect(valueOf(await get(t.app, MONEY_PATHS.hasWithdrawalPassword, p.token))).toBe(true);
    await refused(() => post(t.app, MONEY_PATHS.paymentPassword, { password: PASSWORD, paymentPassword: '135790' }, p.token), 409, 'withdraw.password.exists');
  });

  it('is changed with the current one', async () => {
    const p = await player('pinchange', 100_000);
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    await refused(() => post(t.app, MONEY_PATHS.paymentPasswordReset, { oldPaymentPassword: PIN, newPaymentPassword: PIN }, p.token), 400, 'modify.new.old.same');
    await refused(
      () => post(t.app, MONEY_PATHS.paymentPasswordReset, { oldPaymentPassword: '975310', newPaymentPassword: '135790' }, p.token),
      400,
      'withdraw.password.wrong',
      { triesLeft: 4 },
    );
    valueOf(await post(t.app, MONEY_PATHS.paymentPasswordReset, { oldPaymentPassword: PIN, newPaymentPassword: '135790' }, p.token));
    await refused(() => withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 200 }), 400, 'withdraw.password.wrong');
    const ok = await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 200, paymentPassword: '135790' });
    expect(valueOf(ok).status).toBe('pending');
  });

  it('locks after five wrong tries: even the right PIN waits, with Retry-After', async () => {
    const p = await player('pinlock', 100_000);
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    const attempt = (pin: string) => withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 200, paymentPassword: pin });
    for (const triesLeft of [4, 3, 2, 1]) await refused(() => attempt('975310'), 400, 'withdraw.password.wrong', { triesLeft });
    const locked = await refused(() => attempt('975310'), 429, 'withdraw.password.locked');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    const right = await refused(() => attempt(PIN), 429, 'withdraw.password.locked');
    const wait = Number(right.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    // changing the PIN is locked too
    await refused(() => post(t.app, MONEY_PATHS.paymentPasswordReset, { oldPaymentPassword: PIN, newPaymentPassword: '135790' }, p.token), 429, 'withdraw.password.locked');
    expect((await funds(t.app, p.token)).held).toBe(0);
    // With two instances the lock's window lives in Redis, whose clock a test cannot move.
    if (TWO_INSTANCES) return;
    clock.advance(wait * 1000 + 1000);
    expect(valueOf(await attempt(PIN)).status).toBe('pending');
  });

  it('asks for a PIN before anything else', async () => {
    const p = await player('nopin', 100_000);
    await refused(() => withdraw(t.app, p.token, { channelId: 1, payoutAccountId: 1, amount: 200 }), 409, 'withdraw.password.not.set');
  });
});

describe('payee name and payout accounts', () => {
  it('sets the payee name once', async () => {
    const p = await player('payee');
    expect(valueOf(await get(t.app, MONEY_PATHS.payeeName, p.token))).toEqual({ payeeName: null });
    await refused(() => post(t.app, MONEY_PATHS.bankCards, { bankCode: 'GCASH', accountNo: '09171234567' }, p.token), 409, 'withdraw.payee.required');
    for (const bad of ['J', 'Robert"); drop table', '<b>x</b>', 'x'.repeat(65), 42]) {
      await refused(() => post(t.app, MONEY_PATHS.payeeName, { payeeName: bad }, p.token), 400, 'request.invalid');
    }
    expect(valueOf(await post(t.app, MONEY_PATHS.payeeName, { payeeName: "  María   O'Brien-Cruz " }, p.token))).toEqual({ payeeName: "María O'Brien-Cruz" });
    await refused(() => post(t.app, MONEY_PATHS.payeeName, { payeeName: 'Somebody Else' }, p.token), 409, 'payee.name.exists');
    expect(valueOf(await get(t.app, MONEY_PATHS.payeeName, p.token))).toEqual({ payeeName: "María O'Brien-Cruz" });
  });

  it("lists the institutions of the merchant's currency", async () => {
    const p = await player('inst');
    const php = valueOf(await get(t.app, MONEY_PATHS.payoutInstitutions, p.token));
    expect(php.map((i: { code: string }) => i.code)).toEqual(['GCASH', 'MAYA', 'BDO', 'BPI', 'MBTC', 'LBP', 'UBP', 'RCBC']);
    const golden = (await login(t.app, { username: 'golden', password: 'Golden#2026' }, { headers: { merchant: 'GOLDEN' }, now: clock() })).json().value.token;
    const vnd = valueOf(await get(t.app, MONEY_PATHS.payoutInstitutions, golden, { merchant: 'GOLDEN' }));
    expect(vnd.map((i: { code: string }) => i.code)).toEqual(['MOMO', 'ZALOPAY', 'VCB', 'TCB', 'BIDV', 'ACB']);
    // a PHP institution is not one of GOLDEN's
    valueOf(await post(t.app, MONEY_PATHS.payeeName, { payeeName: 'Nguyen Van A' }, golden, { merchant: 'GOLDEN' }));
    const gcash = await post(t.app, MONEY_PATHS.bankCards, { bankCode: 'GCASH', accountNo: '09171234567' }, golden, { merchant: 'GOLDEN' });
    expect(outcome(gcash)).toMatchObject({ status: 400, errorCode: 'request.invalid' });
    const momo = valueOf(await post(t.app, MONEY_PATHS.bankCards, { bankCode: 'MOMO', accountNo: '+84 912 345 678' }, golden, { merchant: 'GOLDEN' }));
    expect(momo).toMatchObject({ kind: 'ewallet', bankName: 'MoMo', accountNoMasked: '••••••5678' });
  });

  it('normalises e-wallet numbers, masks every number, refuses duplicates, keeps at most five', async () => {
    const p = await player('accounts');
    valueOf(await post(t.app, MONEY_PATHS.payeeName, { payeeName: 'Juan Dela Cruz' }, p.token));
    const add = (bankCode: string, accountNo: string) => post(t.app, MONEY_PATHS.bankCards, { bankCode, accountNo }, p.token);
    const first = valueOf(await add('GCASH', '+63 917-123-4567'));
    expect(first).toMatchObject({ kind: 'ewallet', bankCode: 'GCASH', bankName: 'GCash', accountNoMasked: '••••••4567', accountName: 'Juan Dela Cruz' });
    const stored = await t.app.database.db.selectFrom('payout_accounts').select('account_no').where('id', '=', first.id).executeTakeFirstOrThrow();
    expect(stored.account_no).toBe('09171234567');
    // the same number written otherwise is the same account
    for (const same of ['09171234567', '639171234567', '9171234567']) await refused(() => add('GCASH', same), 409, 'withdraw.account.duplicate');
    // not a PH mobile number, not a bank number, not a known institution
    for (const [code, no] of [['GCASH', '0817123456'], ['MAYA', '12345678'], ['BDO', '1234-567'], ['BDO', '1'.repeat(21)], ['NOPE', '09171234567'], ['gcash', '09171234567']]) {
      await refused(() => add(code!, no!), 400, 'request.invalid');
    }
    valueOf(await add('MAYA', '09181234567'));
    const bank = valueOf(await add('BDO', '0012 3456 7890'));
    expect(bank).toMatchObject({ kind: 'bank', bankName: 'BDO Unibank', accountNoMasked: '••••••7890' });
    valueOf(await add('BPI', '1234567890123'));
    valueOf(await add('UBP', '99887766'));
    await refused(() => add('RCBC', '55554444333'), 409, 'withdraw.account.limit');
    const list = valueOf(await get(t.app, MONEY_PATHS.bankCards, p.token));
    expect(list).toHaveLength(5);
    for (const a of list) expect(a.accountNoMasked).toMatch(/^•+\d{4}$/);
    expect(JSON.stringify(list)).not.toContain('09171234567');
    // removing one makes room; removing it twice, or another member's, is a 404
    valueOf(await req(t.app, 'DELETE', path(MONEY_PATHS.bankCard, { id: bank.id }), { token: p.token }));
    await refused(() => req(t.app, 'DELETE', path(MONEY_PATHS.bankCard, { id: bank.id }), { token: p.token }), 404, 'withdraw.account.not.found');
    valueOf(await add('RCBC', '55554444333'));
    const other = await player('thief');
    await refused(() => req(t.app, 'DELETE', path(MONEY_PATHS.bankCard, { id: first.id }), { token: other.token }), 404, 'withdraw.account.not.found');
    expect(valueOf(await get(t.app, MONEY_PATHS.bankCards, other.token))).toEqual([]);
  });
});

describe('requesting a withdrawal', () => {
  it('holds the amount at once: cash unchanged, held and withdrawable show it', async () => {
    const p = await player('hold', 100_000);
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    const res = await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 300 });
    const order = valueOf(res);
    expect(order).toMatchObject({ status: 'pending', amount: 300, fee: 0, payout: 300, currency: 'PHP', account: { bankCode: 'GCASH', accountNoMasked: '••••••4567' } });
    expect(order.orderNo).toMatch(/^W\d{8}[0-9A-Z]{10}$/);
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 1000, held: 300, withdrawable: 700 });
    // the header's balance keeps the held money, and says what of it can be staked
    expect(valueOf(await get(t.app, ACCOUNT_PATHS.wallet, p.token))).toEqual({ sumBalance: 1000, playable: 700, currency: 'PHP' });
    expect(valueOf(await get(t.app, MONEY_PATHS.withdrawOrders, p.token)).list.map((o: { orderNo: string }) => o.orderNo)).toEqual([order.orderNo]);
    expect(valueOf(await get(t.app, path(MONEY_PATHS.withdrawOrder, { orderNo: order.orderNo }), p.token)).status).toBe('pending');
    await expectSoundLedger(t.app);
  });

  it('answers the first order for a repeated request id, and 409 for the same id with another amount', async () => {
    const p = await player('wdidem', 100_000);
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    const requestId = rid('wd');
    const first = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 250, requestId }));
    const again = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 250, requestId }));
    expect(again.orderNo).toBe(first.orderNo);
    await refused(() => withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 251, requestId }), 409, 'request.id.conflict');
    expect((await funds(t.app, p.token)).held).toBe(250);
  });

  it('refuses bad amounts, more than is withdrawable, and missing or malformed fields, moving nothing', async () => {
    const p = await player('badwd', 100_000);
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    const base = { channelId, payoutAccountId: accountId, paymentPassword: PIN };
    await refused(() => withdraw(t.app, p.token, { ...base, amount: 199.99 }), 400, 'payment.amount.invalid', { minCents: 20_000, maxCents: 5_000_000 });
    await refused(() => withdraw(t.app, p.token, { ...base, amount: 50_000.01 }), 400, 'payment.amount.invalid');
    for (const amount of [200.001, 1e20, -200, 0, '500', null, Number.NaN, 'Infinity']) {
      await refused(() => post(t.app, MONEY_PATHS.withdrawOrders, { ...base, amount, requestId: rid() }, p.token), 400, 'request.invalid');
    }
    await refused(() => post(t.app, MONEY_PATHS.withdrawOrders, { channelId, payoutAccountId: accountId, amount: 300, requestId: rid() }, p.token), 400, 'request.invalid');
    await refused(() => post(t.app, MONEY_PATHS.withdrawOrders, { ...base, amount: 300 }, p.token), 400, 'request.invalid');
    await refused(() => post(t.app, MONEY_PATHS.withdrawOrders, { ...base, amount: 300, requestId: 'short' }, p.token), 400, 'request.invalid');
    await refused(() => withdraw(t.app, p.token, { ...base, amount: 1000.01 }), 409, 'wallet.insufficient.funds');
    // held money is not withdrawable twice
    valueOf(await withdraw(t.app, p.token, { ...base, amount: 800 }));
    await refused(() => withdraw(t.app, p.token, { ...base, amount: 200.01 }), 409, 'wallet.insufficient.funds');
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 1000, held: 800, withdrawable: 200 });
  });

  it("refuses another member's payout account, a removed one, and one the channel cannot pay", async () => {
    const p = await player('acct', 100_000);
    const { channelId } = await readyToWithdraw(t.app, p);
    const other = await player('acct2', 100_000);
    const theirs = await readyToWithdraw(t.app, other);
    await refused(() => withdraw(t.app, p.token, { channelId, payoutAccountId: theirs.accountId, amount: 300 }), 404, 'withdraw.account.not.found');
    await refused(() => withdraw(t.app, p.token, { channelId, payoutAccountId: 2_000_000_000, amount: 300 }), 404, 'withdraw.account.not.found');
    const bank = valueOf(await post(t.app, MONEY_PATHS.bankCards, { bankCode: 'BDO', accountNo: '001234567890' }, p.token));
    await refused(() => withdraw(t.app, p.token, { channelId, payoutAccountId: bank.id, amount: 300 }), 400, 'request.invalid');
    valueOf(await req(t.app, 'DELETE', path(MONEY_PATHS.bankCard, { id: bank.id }), { token: p.token }));
    const bankChannel = valueOf(await get(t.app, MONEY_PATHS.withdrawChannels, p.token)).find((c: { code: string }) => c.code === 'BANK');
    await refused(() => withdraw(t.app, p.token, { channelId: bankChannel.id, payoutAccountId: bank.id, amount: 600 }), 404, 'withdraw.account.not.found');
    // a deposit channel is not a withdrawal channel
    await refused(() => withdraw(t.app, p.token, { channelId: 1, payoutAccountId: bank.id, amount: 600 }), 400, 'payment.channel.unavailable');
  });

  it("counts the daily limit in the merchant's time zone, not counting rejected withdrawals", async () => {
    clock.set(Date.UTC(2026, 10, 24, 15, 30, 0)); // 23:30 in Manila
    const p = await player('daily', 1_000_000);
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    const orders: string[] = [];
    for (let i = 0; i < 5; i++) orders.push(valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 200 })).orderNo);
    await refused(() => withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 200 }), 409, 'withdraw.daily.limit', { limit: 5 });
    // a rejected one frees its place
    valueOf(await ops(t.app, 'POST', path(MONEY_OPS_PATHS.rejectWithdrawal, { orderNo: orders[0]! }), { reason: 'testing the daily limit' }));
    valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 200 }));
    await refused(() => withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 200 }), 409, 'withdraw.daily.limit');
    // 00:01 in Manila: a new day there (still the same day in UTC)
    clock.advance(31 * 60_000);
    expect(new Date(clock()).toISOString().slice(0, 10)).toBe('2026-11-24');
    valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 200 }));
  });

  it('with a bonus being wagered: 409 withdraw.bonus.active first, then the bonus is forfeited on confirmation', async () => {
    const p = await player('bonus');
    await paidDeposit(t.app, p.token, 1000);
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 1000, bonus: 1200 });
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    await refused(() => withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 500 }), 409, 'withdraw.bonus.active', { remainingCents: 1_760_000 });
    const order = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 500, forfeitBonus: true }));
    expect(order.status).toBe('pending');
    expect(await funds(t.app, p.token)).toMatchObject({ sumBalance: 1000, cash: 1000, bonus: 0, held: 500, withdrawable: 500, bonusWagering: null });
    const forfeit = await t.app.database.db.selectFrom('ledger_transfers').select(['amount']).where('member_id', '=', p.id).where('kind', '=', 'bonus_forfeit').execute();
    expect(forfeit.map((f) => Number(f.amount))).toEqual([120_000]);
    await expectSoundLedger(t.app);
  });

  it('charges the member fee of a channel that has one', async () => {
    const p = await player('bankfee', 200_000);
    await readyToWithdraw(t.app, p);
    const bank = valueOf(await post(t.app, MONEY_PATHS.bankCards, { bankCode: 'BDO', accountNo: '001234567890' }, p.token));
    const channel = valueOf(await get(t.app, MONEY_PATHS.withdrawChannels, p.token)).find((c: { code: string }) => c.code === 'BANK');
    const order = valueOf(await withdraw(t.app, p.token, { channelId: channel.id, payoutAccountId: bank.id, amount: 1000 }));
    expect(order).toMatchObject({ amount: 1000, fee: 15, payout: 985 });
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 2000, held: 1000, withdrawable: 1000 });
    valueOf(await ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: order.orderNo })));
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 1000, held: 0, withdrawable: 1000 });
    await expectSoundLedger(t.app);
  });
});

describe('operators review', () => {
  it('approve: the sandbox pays out, the hold is posted; a second review is a 409', async () => {
    const p = await player('approve', 100_000);
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    const order = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 400 }));
    const queue = valueOf(await ops(t.app, 'GET', MONEY_OPS_PATHS.withdrawals));
    expect(queue.list.find((o: { orderNo: string }) => o.orderNo === order.orderNo)).toMatchObject({ memberId: p.id, accountName: 'Juan Dela Cruz', status: 'pending' });
    const approved = valueOf(await ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: order.orderNo })));
    expect(approved).toMatchObject({ status: 'paid', paidAt: clock(), reviewedAt: clock() });
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 600, held: 0, withdrawable: 600 });
    const payouts = await t.app.database.db.selectFrom('sandbox_psp_payouts').selectAll().where('idempotency_key', '=', `payout:${order.orderNo}`).execute();
    expect(payouts.map((x) => [Number(x.amount), x.status])).toEqual([[40_000, 'succeeded']]);
    for (const again of [
      () => ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: order.orderNo })),
      () => ops(t.app, 'POST', path(MONEY_OPS_PATHS.rejectWithdrawal, { orderNo: order.orderNo }), { reason: 'too late now' }),
    ]) {
      await refused(again, 409, 'withdraw.order.reviewed');
    }
    expect(valueOf(await get(t.app, path(MONEY_PATHS.withdrawOrder, { orderNo: order.orderNo }), p.token)).status).toBe('paid');
    await expectSoundLedger(t.app);
  });

  it('two operators approving at once pay out once', async () => {
    const p = await player('twice', 100_000);
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    const order = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 500 }));
    const answers = await Promise.all([
      ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: order.orderNo })),
      ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: order.orderNo })),
      ops(t.app, 'POST', path(MONEY_OPS_PATHS.rejectWithdrawal, { orderNo: order.orderNo }), { reason: 'racing the approval' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const f = await funds(t.app, p.token);
    expect(f.held).toBe(0);
    expect([500, 1000]).toContain(f.cash);
    await expectSoundLedger(t.app);
  });

  it('a payout the receiving bank refuses fails the order, voids the hold and tells the member', async () => {
    const p = await player('bounce', 100_000);
    const { channelId } = await readyToWithdraw(t.app, p);
    const refusing = valueOf(await post(t.app, MONEY_PATHS.bankCards, { bankCode: 'MAYA', accountNo: '09170000000' }, p.token));
    const mayaChannel = valueOf(await get(t.app, MONEY_PATHS.withdrawChannels, p.token)).find((c: { code: string }) => c.code === 'MAYA');
    expect(channelId).not.toBe(mayaChannel.id);
    const order = valueOf(await withdraw(t.app, p.token, { channelId: mayaChannel.id, payoutAccountId: refusing.id, amount: 700 }));
    expect((await funds(t.app, p.token)).held).toBe(700);
    const failed = valueOf(await ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: order.orderNo })));
    expect(failed).toMatchObject({ status: 'failed', paidAt: null, reason: 'The receiving account rejected the transfer.' });
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 1000, held: 0, withdrawable: 1000 });
    const [message] = await inbox(p.token);
    expect(message?.title).toBe('Withdrawal returned');
    expect(message?.content).toContain(order.orderNo);
    expect(message?.content).toContain('0000');
    await refused(() => ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: order.orderNo })), 409, 'withdraw.order.reviewed');
    await expectSoundLedger(t.app);
  });

  it('reject with a reason: the hold is voided and the member told; a reason is required', async () => {
    const p = await player('reject', 100_000);
    const { accountId, channelId } = await readyToWithdraw(t.app, p);
    const order = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 900 }));
    const url = path(MONEY_OPS_PATHS.rejectWithdrawal, { orderNo: order.orderNo });
    for (const body of [{}, { reason: '' }, { reason: 'no' }, { reason: 'x'.repeat(201) }]) await refused(() => ops(t.app, 'POST', url, body), 400, 'request.invalid');
    const rejected = valueOf(await ops(t.app, 'POST', url, { reason: 'Payee name does not match the account' }));
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Payee name does not match the account', paidAt: null });
    expect(await funds(t.app, p.token)).toMatchObject({ cash: 1000, held: 0, withdrawable: 1000 });
    const [message] = await inbox(p.token);
    expect(message).toMatchObject({ title: 'Withdrawal rejected' });
    expect(message?.content).toContain('Payee name does not match the account');
    await refused(() => ops(t.app, 'POST', url, { reason: 'rejecting twice' }), 409, 'withdraw.order.reviewed');
    await refused(() => ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: order.orderNo })), 409, 'withdraw.order.reviewed');
    await refused(() => ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: 'W20261123AAAAAAAAAA' })), 404, 'withdraw.order.not.found');
    await refused(() => ops(t.app, 'POST', path(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: 'nonsense' })), 400, 'request.invalid');
    // operators only
    await refused(() => req(t.app, 'POST', url, { payload: { reason: 'not an operator' }, token: p.token }), 401, 'ops.unauthorized');
    await expectSoundLedger(t.app);
  });
});

describe('trial accounts', () => {
  it('are refused everywhere in withdrawals', async () => {
    const trial = await trialToken(t.app);
    const calls: Array<[string, string, unknown?]> = [
      ['GET', MONEY_PATHS.hasWithdrawalPassword],
      ['POST', MONEY_PATHS.paymentPassword, { paymentPassword: PIN }],
      ['POST', MONEY_PATHS.paymentPasswordReset, { oldPaymentPassword: PIN, newPaymentPassword: '135790' }],
      ['GET', MONEY_PATHS.payeeName],
      ['POST', MONEY_PATHS.payeeName, { payeeName: 'Trial Person' }],
      ['GET', MONEY_PATHS.payoutInstitutions],
      ['GET', MONEY_PATHS.bankCards],
      ['POST', MONEY_PATHS.bankCards, { bankCode: 'GCASH', accountNo: '09171234567' }],
      ['DELETE', path(MONEY_PATHS.bankCard, { id: 1 })],
      ['GET', MONEY_PATHS.withdrawChannels],
      ['GET', MONEY_PATHS.withdrawOrders],
      ['POST', MONEY_PATHS.withdrawOrders, { channelId: 5, payoutAccountId: 1, amount: 200, paymentPassword: PIN, requestId: rid() }],
      ['GET', path(MONEY_PATHS.withdrawOrder, { orderNo: 'W20261123AAAAAAAAAA' })],
    ];
    for (const [method, url, payload] of calls) {
      await refused(() => req(t.app, method as 'GET', url, { token: trial, payload }), 403, 'permission.trial');
    }
  });
});
