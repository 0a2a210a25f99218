import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { consoleSignIn, patchMerchant } from '../support/ops';

/**
 * The audit log at 1280x800 for the three roles that matter to it: the owner and read-only operators read
 * it (a failed sign-in shows as failed with its reason; a change shows what changed, before -> after;
 * filters by the listed actions, outcome and operator), finance has no access to it.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

test.use({ viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

async function consolePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  return context.newPage();
}

test.describe.serial('audit log', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeAll(async ({ request }) => {
    // a failed sign-in and a change for the log to show
    const failed = await request.post('/ops/auth/login', { data: { username: 'finance2', password: 'Not-the-password-1' } });
    expect(failed.status()).toBe(401);
    await patchMerchant(request, 'GOLDEN', { realityCheckMinutes: 45 });
    await patchMerchant(request, 'GOLDEN', { realityCheckMinutes: 60 });
  });

  test('the owner filters the log: a failed sign-in with its reason, a change with its before and after', async ({ browser }) => {
    const page = await consolePage(browser);
    await consoleSignIn(page, 'owner');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audit log' }).click();
    const table = page.getByRole('table', { name: 'Audit log' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table).not.toContainText('[object Object]');

    await page.getByLabel('Action').selectOption({ label: 'Operator sign-in' });
    await page.getByLabel('Outcome').selectOption('failed');
    await page.getByLabel('Operator', { exact: true }).fill('finance2');
    await page.getByRole('button', { name: 'Apply' }).click();
    const failedRow = table.getByRole('row').nth(1);
    await expect(failedRow).toContainText('finance2');
    await expect(failedRow).toContainText('Failed · 401');
    await expect(failedRow).toContainText('Wrong password');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expectNoAxeViolations(page, 'console audit log (owner)');

    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByLabel('Action').selectOption('PATCH /ops/merchants/:code');
    await page.getByLabel('Merchant', { exact: true }).selectOption('GOLDEN');
    await page.getByRole('button', { name: 'Apply' }).click();
    const change = table.getByRole('row').nth(1);
    await expect(change).toContainText('ops-token');
    await expect(change).toContainText('Succeeded · 200');
    await expect(change).toContainText('Merchant GOLDEN');
    await expect(change).toContainText('realityCheckMinutes 45 → 60');
    await page.context().close();
  });

  test('a read-only operator reads the same log, refused changes included', async ({ browser }) => {
    const page = await consolePage(browser);
    await consoleSignIn(page, 'viewer');
    // a change the role may not make is refused, and the log says so
    const refused = await page.evaluate(async () => {
      const res = await fetch('/ops/merchants/LUCKY', { method: 'PATCH', headers: { 'content-type': 'application/json', 'x-console': '1' }, body: '{"maintenance":false}' });
      return res.status;
    });
    expect(refused).toBe(403);
    await page.goto('/console/audit');
    await page.getByLabel('Outcome').selectOption('refused');
    await page.getByLabel('Operator', { exact: true }).fill('viewer');
    await page.getByRole('button', { name: 'Apply' }).click();
    const row = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1);
    await expect(row).toContainText('Refused · 403');
    await expect(row).toContainText('Not allowed for this role or merchant');
    await expect(row).toContainText('Merchant LUCKY');
    await expectNoAxeViolations(page, 'console audit log (read only)');
    await page.context().close();
  });

  test('finance has no audit log: not in the navigation, and the screen says so', async ({ browser }) => {
    const page = await consolePage(browser);
    await consoleSignIn(page, 'finance');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Audit log' })).toHaveCount(0);
    await page.goto('/console/audit');
    await expect(page.getByRole('alert')).toContainText('You do not have access to this.');
    await page.context().close();
  });
});
