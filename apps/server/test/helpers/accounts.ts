import { createHash } from 'node:crypto';
import { ACCOUNT_PATHS, ENCRYPTION_SCHEME, encryptPayload } from '@lobby/contract';
import type { EncryptedBody, EncryptionKey } from '@lobby/contract';
import type { App } from '../../src/app.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { accounts, createLedger } from '../../src/modules/money/ledger/index.ts';

/** The demo logins the seed creates. */
export const DEMO = { username: 'demo', password: 'Lucky#2026' } as const;
export const AGENT = { username: 'agent01', password: 'Agent#2026' } as const;
export const BLOCKED = { username: 'blocked01', password: 'Blocked#2026' } as const;
export const GOLDEN = { username: 'golden', password: 'Golden#2026' } as const;

type Headers = Record<string, string>;

export interface InjectResult {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
  cookies: { name: string; value: string; httpOnly?: boolean; secure?: boolean; sameSite?: string; path?: string; maxAge?: number }[];
}

const keys = new WeakMap<App, EncryptionKey>();

/** What the web does: fetch the server's key once. */
export async function encryptionKey(app: App): Promise<EncryptionKey> {
  const cached = keys.get(app);
  if (cached) return cached;
  const res = await app.inject({ method: 'GET', url: ACCOUNT_PATHS.encryptionKey });
  if (res.statusCode !== 200) throw new Error(`encryption key: ${res.statusCode} ${res.body}`);
  const key = res.json().value as EncryptionKey;
  keys.set(app, key);
  return key;
}

/** Seals a payload exactly as the web does (contract encryptPayload). */
export async function seal(app: App, payload: object, now?: number): Promise<EncryptedBody> {
  return encryptPayload(await encryptionKey(app), payload, now);
}

/** POSTs a sealed body with the Encryption header. */
export async function postSealed(
  app: App,
  url: string,
  payload: object,
  options: { headers?: Headers; now?: number; remoteAddress?: string } = {},
): Promise<InjectResult> {
  const body = await seal(app, payload, options.now);
  return postBody(app, url, body, options);
}

export async function postBody(
  app: App,
  url: string,
  body: object,
  options: { headers?: Headers; remoteAddress?: string } = {},
): Promise<InjectResult> {
  return app.inject({
    method: 'POST',
    url,
    headers: { encryption: ENCRYPTION_SCHEME, ...options.headers },
    payload: body,
    remoteAddress: options.remoteAddress,
  }) as unknown as Promise<InjectResult>;
}

export interface LoginInput {
  username: string;
  password: string;
  captcha?: string;
  captchaId?: string;
  rememberDevice?: boolean;
}

export async function login(
  app: App,
  input: LoginInput,
  options: { headers?: Headers; remoteAddress?: string; now?: number } = {},
): Promise<InjectResult> {
  return postSealed(app, ACCOUNT_PATHS.login, { type: 'username', ...input }, options);
}

/** Logs in and returns the token (throws when the login fails). */
export async function tokenFor(app: App, input: LoginInput = DEMO, headers: Headers = {}): Promise<string> {
  const res = await login(app, input, { headers });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${JSON.stringify(res.json())}`);
  return res.json().value.token as string;
}

export function auth(token: string, extra: Headers = {}): Headers {
  return { authorization: token, ...extra };
}

/**
 * A captcha from the API whose answer the test knows: the stored answer hash is replaced (the image's
 * digits are only in the SVG).
 */
export async function solvedCaptcha(
  app: App,
  options: { headers?: Headers; remoteAddress?: string; answer?: string } = {},
): Promise<{ captchaId: string; captcha: string }> {
  const res = await app.inject({
    method: 'GET',
    url: ACCOUNT_PATHS.captcha,
    headers: options.headers,
    remoteAddress: options.remoteAddress,
  });
  if (res.statusCode !== 200) throw new Error(`captcha: ${res.statusCode} ${res.body}`);
  const captchaId = res.json().value.captchaId as string;
  const answer = options.answer ?? '24680';
  await app.database.db
    .updateTable('captchas')
    .set({ answer_hash: createHash('sha256').update(answer).digest('hex') })
    .where('id', '=', captchaId)
    .execute();
  return { captchaId, captcha: answer };
}

/** Row counts, to prove a failed call wrote nothing. */
export async function countRows(app: App, table: 'members' | 'sessions' | 'captchas' | 'ledger_transfers'): Promise<number> {
  const row = await app.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A clock tests move by hand. */
export function manualClock(start = Date.now()) {
  let t = start;
  const clock = () => t;
  clock.advance = (ms: number) => {
    t += ms;
  };
  clock.set = (ms: number) => {
    t = ms;
  };
  return clock;
}

/** A member of its own for a test (failures and limits are counted per username). */
export async function makeMember(
  app: App,
  input: { username: string; password?: string; merchantCode?: string; type?: number; status?: 'active' | 'disabled' },
): Promise<{ id: number; username: string; password: string }> {
  const password = input.password ?? 'Member#2026';
  const row = await app.database.db
    .insertInto('members')
    .values({
      merchant_code: input.merchantCode ?? 'LUCKY',
      username: input.username,
      username_key: input.username.toLowerCase(),
      password_hash: await hashPassword(password),
      type: input.type ?? 0,
      account: input.username,
      head_icon: 1,
      rank_completed: 0,
      rank_expected: 0,
      profile: '{}',
      status: input.status ?? 'active',
      created_at: Date.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username: input.username, password };
}

/**
 * Sets a member's cash balance through the ledger, as an operator adjustment would: the difference moves
 * between the merchant's adjustments account and the member's cash.
 */
export async function setCashBalance(app: App, memberId: number, cents: number, merchantCode = 'LUCKY', currency = 'PHP'): Promise<void> {
  const ledger = createLedger(app);
  const purse = { memberId, merchantCode, currency, demo: false };
  const current = (await ledger.balances(purse)).cash;
  const delta = cents - current;
  if (delta === 0) return;
  const adjustments = accounts.adjustments(merchantCode, currency);
  await ledger.transfer({
    key: `test-balance:${memberId}:${Date.now()}:${Math.random()}`,
    debit: delta > 0 ? adjustments : accounts.cash(purse),
    credit: delta > 0 ? accounts.cash(purse) : adjustments,
    amount: Math.abs(delta),
    kind: 'adjustment',
    memberId,
  });
}
