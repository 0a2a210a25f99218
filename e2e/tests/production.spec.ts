import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../support/test';
import { nextCaptcha } from '../support/captcha';
import { closeAnnouncementPopups } from '../support/popups';

/**
 * A production start as an operator would make it: NODE_ENV=production with the shared secrets, a fresh
 * database, and no SEED_DEMO or stand-in switch. The brands are there; no demo player or operator is, the
 * sandbox "bank" is not mounted, and a player finds deposits unavailable rather than a Pay button that
 * credits money. The spec starts that server itself, beside the suite's own.
 */

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
let server: ChildProcess | undefined;
let origin = '';
let dataDir = '';
let output = '';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

test.describe.serial('a production install', () => {
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = mkdtempSync(join(tmpdir(), 'lobby-e2e-production-'));
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'apps/server/src/server.ts')], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: `sqlite:${join(dataDir, 'production.db')}`,
        GAME_TICKET_SECRET: 'e2e-production-ticket-secret-0123456789',
        DATA_ENCRYPTION_KEY: 'e2e-production-data-key-0123456789abcdef',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout?.on('data', (d: Buffer) => (output += d.toString('utf8')));
    server.stderr?.on('data', (d: Buffer) => (output += d.toString('utf8')));
    const deadline = Date.now() + 150_000;
    for (;;) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      if (server.exitCode !== null) throw new Error(`the production server exited: ${output}`);
      if (Date.now() > deadline) throw new Error(`the production server did not start: ${output}`);
      await new Promise((r) => setTimeout(r, 500));
    }
  });

  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('starts without a stand-in warning, and the demo operators and players do not exist', async ({ page, request }) => {
    expect(output).toContain('lobby server ready');
    expect(output).not.toContain('PRODUCTION WITH A STAND-IN');

    // the console first: after a failed sign-in from an address, the next one asks for a captcha
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${origin}/console/`);
    await page.getByLabel('Username').fill('owner');
    await page.getByLabel('Password').fill('Owner#2026');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(/incorrect|invalid|wrong/i);
    await expect(page.getByLabel('6-digit code')).toHaveCount(0);
    const owner = await request.post(`${origin}/ops/auth/login`, { data: { username: 'owner', password: 'Owner#2026' } });
    expect(owner.status()).toBeGreaterThanOrEqual(400);
    expect(owner.status()).toBeLessThan(500);

    await page.setViewportSize({ width: 390, height: 844 });
    await closeAnnouncementPopups(page);
    await page.goto(`${origin}/m/login`);
    await page.getByRole('textbox', { name: 'Username' }).fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('Lucky#2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Sorry, the user does not exist or is disabled.')).toBeVisible();
  });

  test('starts with no promotion: a page that promises money is an operator\'s campaign', async ({ page, request }) => {
    const answer = await request.get(`${origin}/wps/promotions`, { headers: { Merchant: 'LUCKY' } });
    expect(answer.status()).toBe(200);
    expect(((await answer.json()) as { value: { list: unknown[] } }).value.list).toEqual([]);
    await page.goto(`${origin}/m/activity`);
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('mounts no sandbox bank, demo vendor site or local sign-in provider', async ({ request }) => {
    for (const path of ['/sandbox-pay/checkout/cs_test', '/games/demo/play.js', '/oidc-local/.well-known/openid-configuration']) {
      expect((await request.get(`${origin}${path}`)).status(), path).toBe(404);
    }
  });

  test('a new player finds deposits unavailable, and a deposit on a sandbox channel is refused', async ({ page }) => {
    await closeAnnouncementPopups(page);
    const username = `prod${Date.now().toString(36)}`.slice(0, 16);
    const captcha = await nextCaptcha(page, () => page.goto(`${origin}/m/register`), join(dataDir, 'production.db'));
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByLabel('Password', { exact: true }).fill('Amber-River-3310');
    await page.getByLabel('Confirm password', { exact: true }).fill('Amber-River-3310');
    await page.getByRole('textbox', { name: 'Captcha' }).fill(captcha);
    await page.getByText(/I am over \d+ years old and accept the terms/).click();
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);

    await page.goto(`${origin}/m/voucherCenter`);
    await expect(page.getByRole('heading', { name: 'No payment methods right now' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Deposit/ })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('deposit-unavailable.png') });

    // The API refuses it too, whatever channel id a client sends.
    const refused = await page.evaluate(async () => {
      const answers = [];
      for (const channelId of [1, 2, 3]) {
        const res = await fetch('/wps/deposit/orders', {
          method: 'POST',
          // as the app sends it: a cookie-authenticated change names its merchant (the server's CSRF rule)
          headers: { 'content-type': 'application/json', merchant: 'LUCKY' },
          body: JSON.stringify({ channelId, amount: 500, requestId: `prod-${channelId}-${Date.now()}` }),
        });
        answers.push({ status: res.status, body: (await res.json()) as { errorCode?: string } });
      }
      return answers;
    });
    for (const answer of refused) {
      expect(answer.status).toBe(400);
      expect(answer.body.errorCode).toBe('payment.channel.unavailable');
    }
  });
});
