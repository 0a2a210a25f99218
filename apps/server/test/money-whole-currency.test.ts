import { MONEY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, makeMember, setCashBalance } from './helpers/accounts.ts';
import { get, moneyState, outcome, PIN, post, rid, valueOf, type Funds } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The dong has no decimals: GOLDEN (VND) members deposit and withdraw whole amounts only. A fractional one is
 * a clear 400 that writes nothing; the same amount without its fraction goes through. LUCKY (PHP) keeps
 * its centavos. On SQLite, or PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
const GOLDEN = { merchant: 'GOLDEN' };
let serial = 0;

async function goldenPlayer(cents: number): Promise<{ token: string }> {
  const member = await makeMember(t.app, { username: `vnd${Date.now().toString(36)}${serial++}`, merchantCode: 'GOLDEN' });
  await setCashBalance(t.app, member.id, cents, 'GOLDEN', 'VND');
  const res = await login(t.app, { username: member.username, password: member.password }, { headers: GOLDEN, remoteAddress: `10.88.0.${serial}` });
  expect(res.statusCode, res.body).toBe(200);
  return { token: res.json().value.token as string };
}

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);

afterAll(async () => {
  await t?.close();
});

describe('a currency without decimals', () => {
  it('refuses a deposit of a fraction of a dong and takes the whole amount', async () => {
    const p = await goldenPlayer(0);
    const channel = valueOf<{ channels: Array<{ id: number; code: string }> }>(await get(t.app, MONEY_PATHS.depositChannels, p.token, GOLDEN)).channels.find((c) => c.code === 'MOMO')!;
    const before = await moneyState(t.app);
    const fractional = await post(t.app, MONEY_PATHS.depositOrders, { channelId: channel.id, amount: 100_000.5, requestId: rid('vnd') }, p.token, GOLDEN);
    expect(outcome(fractional)).toMatchObject({ status: 400, success: false, errorCode: 'payment.amount.whole' });
    expect(await moneyState(t.app)).toEqual(before);

    const whole = valueOf(await post(t.app, MONEY_PATHS.depositOrders, { channelId: channel.id, amount: 100_000, requestId: rid('vnd') }, p.token, GOLDEN));
    expect(whole).toMatchObject({ amount: 100_000, currency: 'VND' });
  });

  it('refuses a withdrawal of a fraction of a dong before the PIN is checked, and pays the whole amount', async () => {
    const p = await goldenPlayer(1_000_000_00);
    valueOf(await post(t.app, MONEY_PATHS.paymentPassword, { password: 'Member#2026', paymentPassword: PIN }, p.token, GOLDEN));
    valueOf(await post(t.app, MONEY_PATHS.payeeName, { payeeName: 'Nguyen Van A' }, p.token, GOLDEN));
    const account = valueOf<{ id: number }>(await post(t.app, MONEY_PATHS.bankCards, { bankCode: 'MOMO', accountNo: '+84 912 345 678' }, p.token, GOLDEN));
    const channel = valueOf<Array<{ id: number; code: string }>>(await get(t.app, MONEY_PATHS.withdrawChannels, p.token, GOLDEN)).find((c) => c.code === 'MOMO')!;
    const order = (amount: number, paymentPassword = PIN) =>
      post(t.app, MONEY_PATHS.withdrawOrders, { channelId: channel.id, payoutAccountId: account.id, amount, paymentPassword, requestId: rid('vndwd') }, p.token, GOLDEN);

    const before = await moneyState(t.app);
    // even with a wrong PIN the amount is refused first, so the PIN's attempts are not spent on it
    for (let i = 0; i < 6; i++) {
      expect(outcome(await order(200_000.25, '000000'))).toMatchObject({ status: 400, success: false, errorCode: 'payment.amount.whole' });
    }
    expect(await moneyState(t.app)).toEqual(before);
    expect(valueOf<Funds>(await get(t.app, MONEY_PATHS.funds, p.token, GOLDEN)).cash).toBe(1_000_000);

    expect(valueOf(await order(200_000))).toMatchObject({ amount: 200_000, currency: 'VND' });
  });

  it('keeps two decimals for the peso', async () => {
    const member = await makeMember(t.app, { username: `php${Date.now().toString(36)}` });
    const res = await login(t.app, { username: member.username, password: member.password }, { remoteAddress: '10.88.1.1' });
    const token = res.json().value.token as string;
    const channel = valueOf<{ channels: Array<{ id: number; code: string }> }>(await get(t.app, MONEY_PATHS.depositChannels, token)).channels.find((c) => c.code === 'GCASH')!;
    expect(valueOf(await post(t.app, MONEY_PATHS.depositOrders, { channelId: channel.id, amount: 150.5, requestId: rid('php') }, token))).toMatchObject({ amount: 150.5, currency: 'PHP' });
  });
});
