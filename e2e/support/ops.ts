import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Secret, TOTP } from 'otpauth';

/** Switches a merchant through the operators' API, as an operator would. */
export async function patchMerchant(
  request: APIRequestContext,
  code: string,
  body: { maintenance?: boolean; blockedRegions?: string[]; imageCdns?: string[]; secondApprovalAmount?: string },
): Promise<void> {
  const res = await request.patch(`/ops/merchants/${code}`, {
    headers: { Authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/**
 * The seeded demo operators (README "Demo operators"), read from the seed itself so a secret added or changed
 * there reaches the tests: one `{ username: '…', …, password: '…', …, totpSecret: '…' }` per line of
 * OPERATOR_SEEDS. Their passwords and TOTP secrets are public demo values.
 */
function demoOperators(): Record<string, { password: string; totpSecret?: string }> {
  const seed = readFileSync(fileURLToPath(new URL('../../apps/server/src/db/seed/operators.ts', import.meta.url)), 'utf8');
  const out: Record<string, { password: string; totpSecret?: string }> = {};
  for (const line of seed.split('\n')) {
    const username = /username: '([^']+)'/.exec(line)?.[1];
    const password = /password: '([^']+)'/.exec(line)?.[1];
    if (!username || !password) continue;
    out[username] = { password, totpSecret: /totpSecret: '([A-Z2-7]+)'/.exec(line)?.[1] };
  }
  return out;
}

export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });
}

/**
 * Signs a demo operator in to the console through its sign-in screen, the second factor included. A TOTP
 * code signs in once: when this operator's current code was already used (by an earlier sign-in in the same
 * 30 seconds), it waits for the next one.
 */
export async function signInToConsole(page: Page, username: string): Promise<void> {
  const operator = demoOperators()[username];
  if (!operator) throw new Error(`no demo operator ${username}`);
  await page.goto('/console/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(operator.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const code = page.getByLabel('6-digit code');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(code.or(nav)).toBeVisible();
  if (await nav.isVisible()) return;
  if (!operator.totpSecret) throw new Error(`${username} is asked for a code, and its secret is not known here`);
  for (let attempt = 0; attempt < 2; attempt++) {
    await code.fill(totpCode(operator.totpSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
    const refused = page.getByText('That code is not valid', { exact: false });
    await expect(nav.or(refused)).toBeVisible();
    if (await nav.isVisible()) return;
    // used already in this 30-second step: the next step's code
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
  await expect(nav).toBeVisible();
}
