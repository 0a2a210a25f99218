import { createHmac, randomUUID } from 'node:crypto';
import { GAME_PATHS, MONEY_OPS_PATHS, MONEY_PATHS } from '@lobby/contract';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { paymongoSignature } from '../../src/integrations/payments/paymongo.ts';
import { sandboxKeys } from '../../src/modules/money/payments/providers.ts';
import { walletSecretOf } from '../../src/modules/play/seamless-wallet/index.ts';
import { login, makeMember, setCashBalance } from './accounts.ts';
import type { InjectResult } from './accounts.ts';
import { opsHeaders } from './test-app.ts';

/**
 * The money API as its clients use it: members through /wps with a session, operators through /ops, the
 * sandbox payment provider's hosted checkout and signed webhooks, and a game vendor's signed wallet calls.
 */

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export async function req(
  app: App,
  method: Method,
  url: string,
  options: { token?: string; payload?: unknown; headers?: Headers } = {},
): Promise<InjectResult> {
  const headers: Headers = { ...(options.token ? { authorization: options.token } : {}), ...options.headers };
  return app.inject({ method, url, headers, payload: options.payload as never }) as unknown as Promise<InjectResult>;
}

export const get = (app: App, url: string, token?: string, headers?: Headers) => req(app, 'GET', url, { token, headers });
export const post = (app: App, url: string, payload: unknown, token?: string, headers?: Headers) =>
  req(app, 'POST', url, { token, payload, headers });
export const ops = (app: App, method: Method, url: string, payload?: unknown) =>
  req(app, method, url, { payload, headers: opsHeaders() });

/** A path with its :params filled in. */
export function path(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, k: string) => encodeURIComponent(String(params[k])));
}

/** Status, errorCode and value of an envelope answer. */
export function outcome(res: InjectResult) {
  let body: { success?: boolean; errorCode?: string; value?: unknown } = {};
  try {
    body = res.json();
  } catch {
    // not JSON: the assertion on the status tells
  }
  return { status: res.statusCode, success: body.success, errorCode: body.errorCode, value: body.value };
}

/** The value of a successful envelope (fails the test with the body otherwise). */
export function valueOf<T = any>(res: InjectResult): T { // eslint-disable-line @typescript-eslint/no-explicit-any
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.success, res.body).toBe(true);
  return body.value as T;
}

export async function integrity(app: App): Promise<{ ok: boolean; problems: string[]; accounts: number; transfers: number }> {
  return valueOf(await ops(app, 'GET', MONEY_OPS_PATHS.ledgerIntegrity));
}

export async function expectSoundLedger(app: App): Promise<void> {
  const check = await integrity(app);
  expect(check.problems).toEqual([]);
  expect(check.ok).toBe(true);
}

export interface Funds {
  sumBalance: number;
  cash: number;
  bonus: number;
  held: number;
  withdrawable: number;
  currency: string;
  bonusWagering: { bonus: number; required: number; wagered: number; remaining: number } | null;
}

export async function funds(app: App, token: string): Promise<Funds> {
  return valueOf(await get(app, MONEY_PATHS.funds, token));
}

const MONEY_TABLES = [
  'ledger_accounts',
  'ledger_transfers',
  'deposit_orders',
  'payment_events',
  'withdrawal_orders',
  'payout_accounts',
  'bonus_grants',
  'game_rounds',
  'vendor_transactions',
  'sandbox_psp_sessions',
  'sandbox_psp_payouts',
] as const;

/**
 * What a call that must write nothing could have written: every money table's row count, and every ledger
 * account's totals.
 */
export async function moneyState(app: App): Promise<Record<string, unknown>> {
  const db = app.database.db;
  const state: Record<string, unknown> = {};
  for (const table of MONEY_TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    state[table] = Number(row.n);
  }
  const accounts = await db
    .selectFrom('ledger_accounts')
    .select(['code', 'debits_posted', 'credits_posted', 'debits_pending', 'credits_pending'])
    .orderBy('code')
    .execute();
  state.balances = accounts.map((a) => `${a.code}:${a.debits_posted}/${a.credits_posted}/${a.debits_pending}/${a.credits_pending}`);
  const members = await db.selectFrom('members').select(['id', 'payment_password_hash', 'profile', 'status']).orderBy('id').execute();
  state.members = members.map((m) => `${m.id}:${m.status}:${m.payment_password_hash ?? '-'}:${m.profile}`);
  return state;
}

let serial = 0;
/** A unique, valid request id. */
export function rid(prefix = 'r'): string {
  return `${prefix}-${Date.now().toString(36)}-${(serial++).toString(36)}-${randomUUID().slice(0, 8)}`;
}

/** A fresh real member of LUCKY (PHP), logged in, with this much cash (cents). */
export async function newPlayer(app: App, name: string, cents = 0): Promise<{ id: number; username: string; token: string }> {
  const username = `${name}${(serial++).toString(36)}${randomUUID().slice(0, 4)}`.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 20);
  const member = await makeMember(app, { username });
  if (cents > 0) await setCashBalance(app, member.id, cents);
  return { id: member.id, username, token: await loginToken(app, username, member.password) };
}

/** Logs in on the app's own clock (tests that move the clock seal the login at its time). */
export async function loginToken(app: App, username: string, password: string): Promise<string> {
  // each login from an address of its own: the per-address login limit is not what these tests are about
  const n = serial++;
  const res = await login(app, { username, password }, { now: app.clock(), remoteAddress: `10.77.${(n >> 8) & 255}.${n & 255}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value.token as string;
}

/** A new trial (demo money) account's token. */
export async function trialToken(app: App): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/wps/member/trialuser', remoteAddress: `10.9.${serial++ % 250}.${(serial * 7) % 250}` });
  return valueOf<{ token: string }>(res as unknown as InjectResult).token;
}

// --- Deposits through the sandbox provider ---------------------------------------------------------------

export interface DepositOrder {
  orderNo: string;
  status: string;
  amount: number;
  fee: number;
  credit: number;
  bonus: number;
  currency: string;
  checkoutUrl: string | null;
  failureReason: string | null;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
}

export async function channels(app: App, token: string) {
  return valueOf<{ channels: Array<{ id: number; code: string; min: number; max: number; presets: number[]; feePercent: number; feeFixed: number; feePayer: string }>; firstDepositBonus: null | { percent: number; maxBonus: number; minDeposit: number; wageringMultiplier: number } }>(
    await get(app, MONEY_PATHS.depositChannels, token),
  );
}

export async function depositChannel(app: App, token: string, code = 'GCASH') {
  const found = (await channels(app, token)).channels.find((c) => c.code === code);
  if (!found) throw new Error(`no deposit channel ${code}`);
  return found;
}

export async function createDeposit(app: App, token: string, input: { channelId: number; amount: number; requestId?: string }): Promise<DepositOrder> {
  return valueOf(await post(app, MONEY_PATHS.depositOrders, { requestId: rid('dep'), ...input }, token));
}

export async function depositOrder(app: App, token: string, orderNo: string): Promise<DepositOrder> {
  return valueOf(await get(app, path(MONEY_PATHS.depositOrder, { orderNo }), token));
}

/** The member presses Pay (or Decline) on the sandbox's hosted checkout page. */
export async function checkout(app: App, order: Pick<DepositOrder, 'checkoutUrl'>, action: 'pay' | 'decline' = 'pay'): Promise<InjectResult> {
  if (!order.checkoutUrl) throw new Error('the order has no checkout');
  const res = await req(app, 'POST', `${order.checkoutUrl}/${action}`);
  expect(res.statusCode, res.body).toBe(303);
  return res;
}

/** A deposit created and paid at the sandbox (the webhook delivered by the sandbox itself). */
export async function paidDeposit(app: App, token: string, amount: number, code = 'GCASH'): Promise<DepositOrder> {
  const channel = await depositChannel(app, token, code);
  const order = await createDeposit(app, token, { channelId: channel.id, amount });
  await checkout(app, order);
  const after = await depositOrder(app, token, order.orderNo);
  expect(after.status).toBe('paid');
  return after;
}

/** The sandbox's session id behind an order (what its checkout URL names). */
export function sessionIdOf(order: Pick<DepositOrder, 'checkoutUrl'>): string {
  const m = /\/checkout\/(cs_[0-9a-f]+)$/.exec(order.checkoutUrl ?? '');
  if (!m) throw new Error(`no session in ${order.checkoutUrl}`);
  return m[1]!;
}

/** A PayMongo-style event body, as the sandbox sends it. */
export function paidEventBody(input: { eventId?: string; sessionId: string; orderNo: string; amountCents: number; currency?: string; livemode?: boolean; type?: string }): string {
  return JSON.stringify({
    data: {
      id: input.eventId ?? `evt_${randomUUID().replace(/-/g, '')}`,
      type: 'event',
      attributes: {
        type: input.type ?? 'checkout_session.payment.paid',
        livemode: input.livemode ?? false,
        created_at: Math.floor(Date.now() / 1000),
        data: {
          id: input.sessionId,
          type: 'checkout_session',
          attributes: {
            reference_number: input.orderNo,
            payments: [
              {
                id: `pay_${randomUUID().slice(0, 8)}`,
                type: 'payment',
                attributes: { amount: input.amountCents, currency: input.currency ?? 'PHP', status: 'paid' },
              },
            ],
          },
        },
      },
    },
  });
}

/** Posts a webhook to the platform, signed with the sandbox's webhook secret (or another) at time t (seconds). */
export async function sendWebhook(
  app: App,
  body: string,
  options: { secret?: string; t?: number; provider?: string; signature?: string | null; contentType?: string } = {},
): Promise<InjectResult> {
  const secret = options.secret ?? sandboxKeys(app.secret).webhookSecret;
  const t = options.t ?? Math.floor(Date.now() / 1000);
  const signature = options.signature === undefined ? paymongoSignature(secret, body, t, false) : options.signature;
  return req(app, 'POST', path(MONEY_PATHS.paymentWebhook, { provider: options.provider ?? 'sandbox' }), {
    payload: body,
    headers: { 'content-type': options.contentType ?? 'application/json', ...(signature === null ? {} : { 'paymongo-signature': signature }) },
  });
}

// --- Withdrawals ------------------------------------------------------------------------------------------

export const PIN = '246813';

/** PIN, payee name and one GCash account: what a member sets up before a first withdrawal. */
export async function readyToWithdraw(app: App, player: { token: string; username: string }, password = 'Member#2026') {
  valueOf(await post(app, MONEY_PATHS.paymentPassword, { password, paymentPassword: PIN }, player.token));
  valueOf(await post(app, MONEY_PATHS.payeeName, { payeeName: 'Juan Dela Cruz' }, player.token));
  const account = valueOf<{ id: number }>(await post(app, MONEY_PATHS.bankCards, { bankCode: 'GCASH', accountNo: '09171234567' }, player.token));
  const channel = valueOf<Array<{ id: number; code: string }>>(await get(app, MONEY_PATHS.withdrawChannels, player.token)).find((c) => c.code === 'GCASH')!;
  return { accountId: account.id, channelId: channel.id };
}

export async function withdraw(
  app: App,
  token: string,
  input: { channelId: number; payoutAccountId: number; amount: number; paymentPassword?: string; requestId?: string; forfeitBonus?: boolean },
): Promise<InjectResult> {
  return post(app, MONEY_PATHS.withdrawOrders, { paymentPassword: PIN, requestId: rid('wd'), ...input }, token);
}

// --- The seamless wallet, as a game vendor calls it ------------------------------------------------------

export const UNITS = 1000; // protocol units per cent

/** An enabled RNG game of LUCKY (node id) the wallet accepts. */
export async function rngGame(app: App, skip = 0): Promise<{ nodeId: string; vendor: string; name: string }> {
  const row = await app.database.db
    .selectFrom('games')
    .select(['node_id', 'vassalage', 'name_en'])
    .where('merchant_code', '=', 'LUCKY')
    .where('enabled', '=', 1)
    .where('game_type', '=', 'RNG')
    .orderBy('id')
    .offset(skip)
    .limit(1)
    .executeTakeFirstOrThrow();
  return { nodeId: row.node_id, vendor: row.vassalage, name: row.name_en };
}

/** The player token a vendor receives through a launch (read from the launch ticket, as the vendor does). */
export async function launchToken(app: App, token: string, nodeId: string): Promise<string> {
  const { url } = valueOf<{ url: string }>(await post(app, GAME_PATHS.launch, { nodeId }, token));
  const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
  const payload = JSON.parse(Buffer.from(ticket.split('.')[1]!, 'base64url').toString('utf8')) as { ptk: string };
  return payload.ptk;
}

export interface WalletAnswer {
  user: string;
  status: string;
  request_uuid: string;
  currency: string;
  balance: number;
}

/** A signed wallet call with the raw body given (the signature covers exactly these bytes). */
export async function walletRaw(
  app: App,
  endpoint: 'user/balance' | 'transaction/bet' | 'transaction/win' | 'transaction/rollback',
  body: string,
  options: { secret?: string; signature?: string | null; integration?: string } = {},
): Promise<InjectResult> {
  const secret = options.secret ?? walletSecretOf(app, 'DEMO');
  const signature = options.signature === undefined ? createHmac('sha256', secret).update(body).digest('hex') : options.signature;
  return req(app, 'POST', `/vendor-api/${options.integration ?? 'DEMO'}/${endpoint}`, {
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-signature': signature }) },
  });
}

export async function wallet(
  app: App,
  endpoint: 'user/balance' | 'transaction/bet' | 'transaction/win' | 'transaction/rollback',
  payload: Record<string, unknown>,
): Promise<WalletAnswer> {
  const res = await walletRaw(app, endpoint, JSON.stringify({ request_uuid: randomUUID(), ...payload }));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as WalletAnswer;
}

/** A vendor's view of one player in one game: balance, bet, win, rollback in cents. */
export function vendorFor(app: App, player: { id: number }, ptk: string, game: string, currency = 'PHP') {
  const user = String(player.id);
  return {
    balance: () => wallet(app, 'user/balance', { user, token: ptk, game_code: game }),
    bet: (tx: string, round: string, cents: number, extra: Record<string, unknown> = {}) =>
      wallet(app, 'transaction/bet', { user, token: ptk, game_code: game, round, round_closed: false, transaction_uuid: tx, currency, amount: cents * UNITS, ...extra }),
    win: (tx: string, round: string, cents: number, bet?: string, extra: Record<string, unknown> = {}) =>
      wallet(app, 'transaction/win', {
        user,
        token: ptk,
        game_code: game,
        round,
        round_closed: true,
        transaction_uuid: tx,
        ...(bet ? { reference_transaction_uuid: bet } : {}),
        currency,
        amount: cents * UNITS,
        ...extra,
      }),
    rollback: (tx: string, round: string, ref: string) =>
      wallet(app, 'transaction/rollback', { user, game_code: game, round, transaction_uuid: tx, reference_transaction_uuid: ref }),
  };
}
