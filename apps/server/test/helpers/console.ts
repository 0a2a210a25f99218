import { CONSOLE_AUTH_PATHS, CONSOLE_COOKIE } from '@lobby/contract';
import { expect } from 'vitest';
import type { App } from '../../src/app.ts';
import { totpCode } from '../../src/core/operators/totp.ts';
import { OPERATOR_SEEDS } from '../../src/db/seed/operators.ts';
import type { InjectResult } from './accounts.ts';
import { opsHeaders } from './test-app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

let address = 0;
/** A client address of its own per sign-in, so the per-address limit only counts where a test means it. */
export function freshAddress(): string {
  address++;
  return `10.88.${(address >> 8) & 255}.${address & 255}`;
}

/** The lobby_console cookie's token from a sign-in answer. */
export function consoleCookieOf(res: InjectResult): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = (Array.isArray(raw) ? raw : raw ? [raw] : []).map(String);
  const found = list.find((c) => c.startsWith(`${CONSOLE_COOKIE}=`));
  return found?.split(';')[0]!.slice(CONSOLE_COOKIE.length + 1);
}

export function loginRaw(app: App, body: Record<string, unknown>, remoteAddress = freshAddress()): Promise<InjectResult> {
  return app.inject({ method: 'POST', url: CONSOLE_AUTH_PATHS.login, payload: body, remoteAddress }) as unknown as Promise<InjectResult>;
}

/**
 * Signs a seeded (or given) operator in on the app's clock; answers the cookie token. Every operator signs
 * in with a TOTP code, and a code is taken once: suites sign the same operator in several times within one
 * 30-second step, so this forgets the last step taken first (the replay rule has its own tests, which sign
 * in through loginRaw).
 */
export async function consoleLogin(app: App, username: string, options: { password?: string; totpSecret?: string } = {}): Promise<string> {
  const seed = OPERATOR_SEEDS.find((s) => s.username === username);
  const password = options.password ?? seed?.password;
  const secret = options.totpSecret ?? seed?.totpSecret;
  if (secret) await app.db.updateTable('operators').set({ totp_last_step: null }).where('username', '=', username).execute();
  const res = await loginRaw(app, { username, password, ...(secret ? { totp: totpCode(secret, app.clock()) } : {}) });
  expect(res.statusCode, res.body).toBe(200);
  const cookie = consoleCookieOf(res);
  expect(cookie).toBeTruthy();
  return cookie!;
}

/** A console call with the session cookie and the x-console header (unless told otherwise). */
export function consoleCall(
  app: App,
  cookie: string,
  method: Method,
  url: string,
  payload?: unknown,
  options: { csrf?: boolean } = {},
): Promise<InjectResult> {
  const headers: Record<string, string> = options.csrf === false ? {} : { 'x-console': '1' };
  return app.inject({ method, url, cookies: { [CONSOLE_COOKIE]: cookie }, headers, payload: payload as never }) as unknown as Promise<InjectResult>;
}

export function tokenCall(app: App, method: Method, url: string, payload?: unknown): Promise<InjectResult> {
  return app.inject({ method, url, headers: opsHeaders(), payload: payload as never }) as unknown as Promise<InjectResult>;
}

/**
 * A new operator made by the token, signed in: they choose their own password (the one they were given
 * must be replaced) and enrol TOTP through the API first. Answers the cookie, the password they chose and
 * the secret.
 */
export async function newOperator(
  app: App,
  input: { username: string; role: string; merchants: 'all' | string[]; password?: string },
): Promise<{ cookie: string; secret?: string; password: string }> {
  const given = 'Given#Operator-2026';
  const password = input.password ?? 'Operator#Test-2026';
  const created = await tokenCall(app, 'POST', CONSOLE_AUTH_PATHS.operators, { displayName: input.username, ...input, password: given });
  expect(created.statusCode, created.body).toBe(200);
  const login = await loginRaw(app, { username: input.username, password: given });
  expect(login.statusCode, login.body).toBe(200);
  const cookie = consoleCookieOf(login)!;
  expect(login.json().value.passwordChangeRequired).toBe(true);
  const changed = await consoleCall(app, cookie, 'POST', CONSOLE_AUTH_PATHS.password, { currentPassword: given, newPassword: password });
  expect(changed.statusCode, changed.body).toBe(200);
  if (!login.json().value.totpSetupRequired) return { cookie, password };
  const setup = await consoleCall(app, cookie, 'POST', CONSOLE_AUTH_PATHS.totpSetup);
  expect(setup.statusCode, setup.body).toBe(200);
  const secret = setup.json().value.secret as string;
  const enabled = await consoleCall(app, cookie, 'POST', CONSOLE_AUTH_PATHS.totpEnable, { code: totpCode(secret, app.clock()) });
  expect(enabled.statusCode, enabled.body).toBe(200);
  return { cookie, secret, password };
}
