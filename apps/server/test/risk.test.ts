import { DEVICE_COOKIE, KYC_OPS_PATHS, MONEY_OPS_PATHS, MONEY_PATHS, RISK_OPS_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, makeMember, setCashBalance } from './helpers/accounts.ts';
import type { InjectResult } from './helpers/accounts.ts';
import { get, ops, outcome, paidDeposit, path as fill, PIN, post, valueOf, withdraw } from './helpers/money-api.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Risk through the API: flags computed from facts with their evidence (one device, one address, one payout
 * account for several accounts; a withdrawal after little play; one promotion claimed by linked accounts;
 * unusual wins), operators' tags, and the review that holds a player's withdrawals until it is closed,
 * together with the verification hold. On SQLite, or PostgreSQL.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.database.db.updateTable('payment_channels').set({ daily_count_limit: 0 }).execute();
});

afterAll(async () => {
  await t?.close();
});

let serial = 0;
interface Player {
  id: number;
  username: string;
  token: string;
  device: string;
}

/** A member signed in from a browser (its device cookie, when given, else a new one) and an address. */
async function player(name: string, options: { device?: string; address?: string; cents?: number } = {}): Promise<Player> {
  const username = `${name}${(serial++).toString(36)}`.slice(0, 20);
  const m = await makeMember(t.app, { username });
  if (options.cents) await setCashBalance(t.app, m.id, options.cents);
  const n = serial++;
  const res = await login(t.app, { username, password: m.password }, {
    remoteAddress: options.address ?? `10.66.${(n >> 8) & 255}.${n & 255}`,
    headers: options.device ? { cookie: `${DEVICE_COOKIE}=${options.device}` } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  const setCookie = res.headers['set-cookie'];
  const cookie = (Array.isArray(setCookie) ? setCookie : [String(setCookie ?? '')]).find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  const device = /=([^;]+)/.exec(cookie ?? '')?.[1] ?? '';
  return { id: m.id, username, token: res.json().value.token as string, device };
}

const risk = async (p: { username: string }) => valueOf(await ops(t.app, 'GET', `${fill(RISK_OPS_PATHS.member, { account: p.username })}?merchant=LUCKY`));
const review = (p: { username: string }, body: unknown) => ops(t.app, 'POST', `${fill(RISK_OPS_PATHS.review, { account: p.username })}?merchant=LUCKY`, body);
const flag = (r: { flags: Array<{ kind: string }> }, kind: string) => r.flags.find((f) => f.kind === kind) as { kind: string; severity: string; summary: string; evidence: Array<{ account: string | null; detail: string; at: number | null }> } | undefined;

/** PIN, payee and a payout account of its own number (a shared one links accounts). */
async function payout(p: Player, number: string) {
  valueOf(await post(t.app, MONEY_PATHS.paymentPassword, { password: 'Member#2026', paymentPassword: PIN }, p.token));
  valueOf(await post(t.app, MONEY_PATHS.payeeName, { payeeName: 'Juan Dela Cruz' }, p.token));
  const account = valueOf<{ id: number }>(await post(t.app, MONEY_PATHS.bankCards, { bankCode: 'GCASH', accountNo: number }, p.token));
  const channel = valueOf<Array<{ id: number; code: string }>>(await get(t.app, MONEY_PATHS.withdrawChannels, p.token)).find((c) => c.code === 'GCASH')!;
  return { accountId: account.id, channelId: channel.id };
}

describe('flags from facts', () => {
  it('a clean player has none; accounts on one device, one address, one payout account are linked with their evidence', async () => {
    const clean = await player('riskclean');
    expect(await risk(clean)).toMatchObject({ account: clean.username, flags: [], review: null, history: [], tags: [], heldWithdrawals: 0 });

    const first = await player('riskdevice');
    expect(first.device).toMatch(/^[0-9a-f-]{36}$/);
    const second = await player('riskdevice', { device: first.device });
    const r1 = await risk(first);
    expect(flag(r1, 'shared_device')).toMatchObject({ severity: 'high' });
    expect(flag(r1, 'shared_device')!.evidence.map((e) => e.account)).toEqual([second.username]);
    expect(flag(await risk(second), 'shared_device')!.evidence.map((e) => e.account)).toEqual([first.username]);
    // a forged cookie value is not taken: a new device
    const forged = await player('riskforged', { device: 'not-a-device-id' });
    expect(forged.device).not.toBe('not-a-device-id');

    const a = await player('riskaddr', { address: '203.0.113.77' });
    const b = await player('riskaddr', { address: '203.0.113.77' });
    const shared = flag(await risk(a), 'shared_ip')!;
    expect(shared).toMatchObject({ severity: 'low' });
    expect(shared.evidence).toEqual([{ account: b.username, detail: 'Signed in from 203.0.113.77.', at: expect.any(Number) }]);

    const x = await player('riskpayout');
    const y = await player('riskpayout');
    await payout(x, '09175550001');
    await payout(y, '0917 555 0001');
    const p = flag(await risk(x), 'shared_payout_account')!;
    expect(p).toMatchObject({ severity: 'high' });
    expect(p.evidence[0]).toMatchObject({ account: y.username });
    expect(p.evidence[0]!.detail).not.toContain('09175550001');
    expect(flag(await risk(clean), 'shared_payout_account')).toBeUndefined();
  });

  it('a withdrawal after little play, a promotion claimed by linked accounts, and unusual wins', async () => {
    const one = await player('riskbonus');
    const two = await player('riskbonus', { device: one.device });
    await paidDeposit(t.app, one.token, 1000);
    await paidDeposit(t.app, two.token, 1000);
    const abuse = flag(await risk(one), 'bonus_abuse')!;
    expect(abuse).toMatchObject({ severity: 'high' });
    expect(abuse.evidence[0]).toMatchObject({ account: two.username });
    expect(abuse.evidence[0]!.detail).toContain('linked by device');

    const { accountId, channelId } = await payout(one, '09175550002');
    valueOf(await withdraw(t.app, one.token, { channelId, payoutAccountId: accountId, amount: 500, forfeitBonus: true }));
    const low = flag(await risk(one), 'low_turnover')!;
    expect(low.severity).toBe('medium');
    expect(low.summary).toContain('PHP 0.00 since the latest deposit of PHP 1000.00');
    expect(low.evidence).toHaveLength(2);

    const at = t.app.clock();
    const round = (ref: string, bet: number, win: number, settledAt = at) => ({
      merchant_code: 'LUCKY', member_id: one.id, demo: 0, vendor: 'DEMO', game_code: 'g1', game_name: 'Lucky Dice', game_type: 'RNG', round_ref: ref,
      bet_cents: bet, bet_cash_cents: bet, bet_bonus_cents: 0, win_cents: win, status: 'settled', fairness: null, created_at: settledAt, updated_at: settledAt, settled_at: settledAt,
    });
    await t.app.database.db.insertInto('game_rounds').values([
      round('r-150x', 100_00, 15_000_00), // 150x and ₱15,000: unusual
      round('r-99x', 200_00, 19_800_00), // 99x: not
      round('r-small', 1_00, 500_00), // 500x but only ₱500: not
      round('r-old', 100_00, 50_000_00, at - 40 * 86_400_000), // past the window
    ]).execute();
    const wins = flag(await risk(one), 'unusual_win')!;
    expect(wins.severity).toBe('medium');
    expect(wins.evidence).toHaveLength(1);
    expect(wins.evidence[0]!.detail).toBe('Won PHP 15000.00 on a stake of PHP 100.00 (150x) in Lucky Dice, round r-150x.');
    // high ones first
    expect(wins).toBeDefined();
    const order = (await risk(one)).flags.map((f: { severity: string }) => f.severity);
    expect(order).toEqual([...order].sort((p: string, q: string) => ['high', 'medium', 'low'].indexOf(p) - ['high', 'medium', 'low'].indexOf(q)));
  });
});

describe('review', () => {
  it('holds pending and new withdrawals until closed; decided once each way; audited', async () => {
    const p = await player('riskreview', { cents: 1_000_000 });
    const { accountId, channelId } = await payout(p, '09175550003');
    const before = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 1000 }));
    expect(before).toMatchObject({ status: 'pending', heldFor: null });
    for (const bad of [{ action: 'open' }, { action: 'open', reason: 'x' }, { action: 'pause', reason: 'looks odd' }, { action: 'open', reason: 'looks odd', extra: 1 }]) {
      expect(outcome(await review(p, bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect(outcome(await review({ username: 'nobody-here' }, { action: 'open', reason: 'looks odd' })).status).toBe(404);
    const opened = valueOf(await review(p, { action: 'open', reason: 'Shares a device with a closed account' }));
    expect(opened).toMatchObject({ review: { status: 'open', reason: 'Shares a device with a closed account', openedBy: 'ops-token' }, heldWithdrawals: 1 });
    expect(outcome(await review(p, { action: 'open', reason: 'again' }))).toMatchObject({ status: 409, errorCode: 'risk.review.open' });
    const orders = valueOf(await get(t.app, MONEY_PATHS.withdrawOrders, p.token)).list;
    expect(orders.find((o: { orderNo: string }) => o.orderNo === before.orderNo)).toMatchObject({ heldFor: 'review' });
    const during = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 1000 }));
    expect(during).toMatchObject({ heldFor: 'review' });
    expect(outcome(await ops(t.app, 'POST', fill(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: during.orderNo })))).toMatchObject({ status: 409, errorCode: 'withdraw.order.held' });
    const list = valueOf(await ops(t.app, 'GET', `${RISK_OPS_PATHS.reviews}?merchant=LUCKY`));
    expect(list.list[0]).toMatchObject({ account: p.username, status: 'open' });
    expect(list.timeZone).toBe('Asia/Manila');

    const closed = valueOf(await review(p, { action: 'close', reason: 'Device belongs to a family member; verified' }));
    expect(closed).toMatchObject({ review: null, heldWithdrawals: 0, history: [{ status: 'closed', closedBy: 'ops-token', closeNote: 'Device belongs to a family member; verified' }] });
    expect(outcome(await review(p, { action: 'close', reason: 'again' }))).toMatchObject({ status: 409, errorCode: 'risk.review.none' });
    expect(valueOf(await ops(t.app, 'POST', fill(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: during.orderNo }))).status).toBe('paid');
    expect(valueOf(await ops(t.app, 'GET', `${RISK_OPS_PATHS.reviews}?merchant=LUCKY&status=closed`)).list[0]).toMatchObject({ account: p.username });
    const audit = await t.app.database.db.selectFrom('audit_log').selectAll().where('action', 'like', '%/risk/review%').where('outcome', '=', 'success').where('target', 'like', `%${p.username}%`).execute();
    expect(audit).toHaveLength(2);
  });

  it('a player needing verification and under review: verification first, then the review holds, then paid', async () => {
    const p = await player('riskkyc', { cents: 2_000_000 });
    await t.app.database.db.updateTable('members').set({ mobile_e164: `+63918${String(p.id).padStart(7, '0')}` }).where('id', '=', p.id).execute();
    const { accountId, channelId } = await payout(p, '09175550004');
    valueOf(await review(p, { action: 'open', reason: 'Large first withdrawal' }));
    const held = valueOf(await withdraw(t.app, p.token, { channelId, payoutAccountId: accountId, amount: 6000 }));
    expect(held).toMatchObject({ heldFor: 'kyc' });
    // approve the identity through the queue (the documents are the checker's business: seeded here as a submission)
    const sub = await t.app.database.db
      .insertInto('kyc_submissions')
      .values({ merchant_code: 'LUCKY', member_id: p.id, level: 2, status: 'pending', full_name: 'Juan Dela Cruz', birth_date: '1990-01-01', id_type: 'passport', id_number: 'P1234567', id_number_key: 'P1234567', funds_source: null, funds_detail: null, check_provider: 'local-rules', check_verdict: 'review', check_findings: '[]', reason: null, note: null, decided_by: null, decided_at: null, created_at: t.app.clock(), purged_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    valueOf(await ops(t.app, 'POST', fill(KYC_OPS_PATHS.decision, { id: sub.id }), { decision: 'approve' }));
    const after = valueOf(await get(t.app, MONEY_PATHS.withdrawOrders, p.token)).list.find((o: { orderNo: string }) => o.orderNo === held.orderNo);
    expect(after).toMatchObject({ heldFor: 'review' });
    valueOf(await review(p, { action: 'close', reason: 'Verified and cleared' }));
    expect(valueOf(await ops(t.app, 'POST', fill(MONEY_OPS_PATHS.approveWithdrawal, { orderNo: held.orderNo }))).status).toBe('paid');
  });
});

describe('tags', () => {
  it('replace a player\'s tags (folded without case, at most 10, in alphabetical order), audited; bad tags refused', async () => {
    const p = await player('risktags');
    const url = `${fill(RISK_OPS_PATHS.tags, { account: p.username })}?merchant=LUCKY`;
    const put = (body: unknown) => t.app.inject({ method: 'PUT', url, headers: { authorization: 'Bearer ' + (t.app.config.opsToken ?? '') }, payload: body as object }) as unknown as Promise<InjectResult>;
    expect(valueOf(await put({ tags: ['VIP', 'bonus hunter', 'vip'] }))).toMatchObject({ tags: ['bonus hunter', 'VIP'] });
    expect(valueOf(await put({ tags: ['bonus hunter', 'watch'] })).tags).toEqual(['bonus hunter', 'watch']);
    for (const bad of [{ tags: ['<b>'] }, { tags: [''] }, { tags: ['x'.repeat(25)] }, { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, { tags: 'vip' }, {}]) {
      expect(outcome(await put(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    expect((await risk(p)).tags).toEqual(['bonus hunter', 'watch']);
    expect(valueOf(await put({ tags: [] })).tags).toEqual([]);
    const audit = await t.app.database.db.selectFrom('audit_log').selectAll().where('action', 'like', '%/risk/tags%').where('outcome', '=', 'success').execute();
    expect(audit.length).toBeGreaterThanOrEqual(3);
  });
});
