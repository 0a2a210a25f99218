import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { consoleSignIn, operatorCommand, totpCode } from '../support/ops';

/**
 * Operators' accounts at 1280x800, as a real install starts: the first operator made by the operator
 * command (`npm run operator -- create`) signs in with the one-time password it printed, chooses their own
 * password (the rule checked as they type) and enrols a second factor; later they change their password
 * from My account, and the new one is the one that signs in.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const stamp = Date.now().toString(36).slice(-5);
const username = `rosa${stamp}`;
const FIRST = 'Juniper-Quarry-27-Lantern';
const SECOND = 'Marigold-Ferry-64-Anvil';

test.use({ viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test.describe.serial('operator accounts', () => {
  test.describe.configure({ timeout: 180_000 });
  let context: BrowserContext;
  let page: Page;
  let secret = '';

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    page = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });

  test('an operator made by the command signs in for the first time: own password, then two-step sign-in', async () => {
    const printed = await operatorCommand(['create', username, '--role', 'support', '--merchants', 'LUCKY', '--name', 'Rosa Santos']);
    expect(printed).toContain(`Created operator "${username}" (role support, merchants LUCKY)`);
    expect(printed).toContain(`${baseURL}/console`);
    const oneTime = new RegExp(`One-time password for ${username}:\\s+(\\S+)`).exec(printed)?.[1];
    expect(oneTime).toBeTruthy();

    await page.goto('/console/');
    await expect(page).toHaveURL(/\/console\/login/);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(oneTime!);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Before the console opens' })).toBeVisible();
    const next = page.getByLabel('New password', { exact: true });
    const save = page.getByRole('button', { name: 'Save password and continue' });
    await next.fill(`${username}-2026`);
    await expect(page.getByText('Too weak')).toBeVisible();
    await expect(save).toBeDisabled();
    await next.fill(FIRST);
    await page.getByLabel('New password again').fill(FIRST);
    await expect(page.getByText(/^(Strong|Very strong)$/)).toBeVisible();
    await expectNoAxeViolations(page, 'console first sign-in: password');
    await save.click();

    await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await expectNoAxeViolations(page, 'console first sign-in: two-step');
    await page.getByLabel('6-digit code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Turn on and continue' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('the operator changes their password from My account; the new one signs in, the old one no longer', async () => {
    await page.getByRole('link', { name: /My account/ }).click();
    await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
    await expect(page.getByRole('main').getByText('Rosa Santos')).toBeVisible();
    await page.getByLabel('Current password').fill(FIRST);
    await page.getByLabel('New password', { exact: true }).fill(SECOND);
    await page.getByLabel('New password again').fill(SECOND);
    await expectNoAxeViolations(page, 'console my account');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/Password changed\./)).toBeVisible();
    // still signed in here
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/console\/login/);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(FIRST);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Wrong username or password.');

    const other = await context.newPage();
    await consoleSignIn(other, username, { password: SECOND, secret });
    await expect(other.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await other.close();
  });
});
