import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { Secret, TOTP } from 'otpauth';
import { setCaptchaAnswer } from './captcha';

/** Switches a merchant through the operators' API, as an operator would. */
export async function patchMerchant(
  request: APIRequestContext,
  code: string,
  body: { maintenance?: boolean; blockedRegions?: string[]; imageCdns?: string[]; realityCheckMinutes?: number; secondApprovalAmount?: string },
): Promise<void> {
  const res = await request.patch(`/ops/merchants/${code}`, {
    headers: { Authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The demo operators (README "Demo operators"): every one signs in with a TOTP code, and their secrets are
 * published demo values (apps/server/src/db/seed/operators.ts, scripts/totp.mjs).
 */
export const DEMO_OPERATORS = {
  owner: { password: 'Owner#2026', secret: 'JBSWY3DPEHPK3PXP' },
  finance: { password: 'Finance#2026', secret: 'KRSXG5CTMVRXEZLU' },
  finance2: { password: 'Finance#2026', secret: 'GEZDGNBVGY3TQOJQ' },
  content: { password: 'Content#2026', secret: 'MNXW45DFNZ2DEMBS' },
  support: { password: 'Support#2026', secret: 'ON2XA4DPOJ2DEMBS' },
  agents: { password: 'Agents#2026', secret: 'MFTWK3TUOMZDAMRW' },
  viewer: { password: 'Viewer#2026', secret: 'OZUWK53FOIZDAMRW' },
} as const;
export type DemoOperator = keyof typeof DEMO_OPERATORS;

const STEP_MS = 30_000;

export function totpCode(secret: string, at: number = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

function database() {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through playwright.config.ts)');
  return new Database(join(dir, 'e2e.db'), { readonly: true });
}

/**
 * A code of a step this operator has not signed in with yet: the server takes each step's code once, and
 * specs sign the same operator in more than once. The server accepts the steps either side of its own (an
 * authenticator's clock may run a little ahead or behind), so a second sign-in within a step uses the next
 * step's code, as an app running up to 30 s ahead would show; only a third within the same step waits.
 */
export async function freshTotp(username: string, secret: string): Promise<string> {
  const db = database();
  let last: number | null;
  try {
    db.pragma('busy_timeout = 5000');
    last = (db.prepare('SELECT totp_last_step FROM operators WHERE username = ?').get(username) as { totp_last_step: number | null } | undefined)?.totp_last_step ?? null;
  } finally {
    db.close();
  }
  const step = () => Math.floor(Date.now() / STEP_MS);
  const wanted = Math.max(step(), last === null ? 0 : Number(last) + 1);
  // valid while the server's step is within one of it: wait until the server's step is at least wanted - 1
  if (wanted > step() + 1) await new Promise((r) => setTimeout(r, (wanted - 1) * STEP_MS - Date.now() + 200));
  return totpCode(secret, wanted * STEP_MS + 1_000);
}

/**
 * Answers the console's captcha when the form shows one: the test replaces the stored answer of the image
 * it was shown (as the server's own tests do), then types it.
 */
export function captchaWatcher(page: Page): () => Promise<boolean> {
  let lastId: string | undefined;
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/ops/auth/captcha') return;
    try {
      lastId = ((await response.json()) as { value: { captchaId: string } }).value.captchaId;
    } catch {
      // a refused captcha request: nothing to answer
    }
  });
  return async () => {
    const field = page.getByLabel('Characters in the image');
    if (!(await field.isVisible())) return false;
    await expect(page.getByRole('img', { name: 'Captcha: the digits to type' })).toBeVisible();
    await expect.poll(() => lastId).toBeTruthy();
    setCaptchaAnswer(lastId!, '24680');
    await field.fill('24680');
    return true;
  };
}

/** Signs a demo (or given) operator in through the console's form: password, the captcha if asked, the code. */
export async function consoleSignIn(
  page: Page,
  username: string,
  options: { password?: string; secret?: string } = {},
): Promise<void> {
  const demo = DEMO_OPERATORS[username as DemoOperator] as { password: string; secret: string } | undefined;
  const password = options.password ?? demo?.password;
  const secret = options.secret ?? demo?.secret;
  if (!password || !secret) throw new Error(`no password or secret for ${username}`);
  const answerCaptcha = captchaWatcher(page);
  await page.goto('/console/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.getByLabel('6-digit code');
  const captcha = page.getByLabel('Characters in the image');
  await expect(code.or(captcha)).toBeVisible();
  if (await captcha.isVisible()) {
    await answerCaptcha();
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
  await expect(code).toBeVisible();
  await code.fill(await freshTotp(username, secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

/** `npm run operator -- <args>` against the test server's database, as a person setting up an install runs it. */
export async function operatorCommand(args: string[]): Promise<string> {
  const root = decodeURIComponent(new URL('../..', import.meta.url).pathname);
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', join(root, 'apps/server/src/operator-cli.ts'), ...args], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: `sqlite:${join(process.env.E2E_DATA_DIR!, 'e2e.db')}`,
      DATA_DIR: process.env.E2E_DATA_DIR,
      PUBLIC_URL: `http://127.0.0.1:${process.env.E2E_PORT}`,
      LOG_LEVEL: 'silent',
    },
  });
  return stdout;
}

/** Signs a demo operator in through the console's sign-in screen (captcha and second factor included). */
export async function signInToConsole(page: Page, username: string): Promise<void> {
  await consoleSignIn(page, username);
}
