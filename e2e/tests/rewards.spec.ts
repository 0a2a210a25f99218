import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { mutePopups } from '../support/popups';

const DEMO = { username: 'demo', password: 'Lucky#2026' };

async function logIn(page: Page): Promise<void> {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/m\/home/);
}

/** The home header's balance as a number, once it shows one (it reads **** while it loads). */
async function headerBalance(page: Page): Promise<number> {
  await page.goto('/m/home');
  const amount = page.getByRole('banner').locator('.balance__amount');
  await expect(amount).toHaveText(/\d\.\d\d$/);
  return Number((await amount.textContent())!.replace(/[^\d.]/g, ''));
}

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

test.describe('tasks and the reward centre', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the demo player claims the login task and a level-up bonus, sees the balance rise, and the screens pass axe in both themes', async ({ page }) => {
    await mutePopups(page);
    // Logging in is the daily login task's real activity.
    await logIn(page);
    const before = await headerBalance(page);

    // Tasks, from the member centre.
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Tasks' }).click();
    await page.waitForURL(/\/m\/customerTask$/);
    await expect(page.getByRole('tab', { name: 'Daily', selected: true })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Log in', exact: true })).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByRole('progressbar', { name: 'Play 10 rounds of in-house games' })).toBeVisible();
    await expectNoAxeViolations(page, 'tasks (dark)');
    await page.screenshot({ path: test.info().outputPath('tasks-dark.png'), fullPage: true });

    await page.getByRole('button', { name: 'Claim: Log in' }).click();
    await expect(page.getByText('₱5.00 added to your bonus')).toBeVisible();
    const login = page.getByRole('listitem').filter({ has: page.getByRole('progressbar', { name: 'Log in', exact: true }) });
    await expect(login.getByText('Claimed')).toBeVisible();
    await page.getByRole('tab', { name: 'Weekly' }).click();
    await expect(page.getByRole('progressbar', { name: 'Log in 5 times' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('tasks-weekly-dark.png'), fullPage: true });

    expect(await headerBalance(page)).toBeCloseTo(before + 5, 2);

    // The reward centre: the demo player is Gold, so Silver's and Gold's level-up bonuses wait there.
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Reward centre' }).click();
    await page.waitForURL(/\/m\/rewardCenter$/);
    const ready = page.getByRole('region', { name: 'Claim now' });
    await expect(ready.getByText('Gold level-up bonus')).toBeVisible();
    await expect(ready.getByText('Silver level-up bonus')).toBeVisible();
    await expectNoAxeViolations(page, 'reward centre (dark)');
    await page.screenshot({ path: test.info().outputPath('rewards-dark.png'), fullPage: true });

    await ready.getByRole('button', { name: 'Claim: Gold level-up bonus' }).click();
    await expect(page.getByText('₱288.00 added to your bonus')).toBeVisible();
    await expect(ready.getByText('Gold level-up bonus')).toBeHidden();

    await page.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByText('Gold level-up bonus')).toBeVisible();
    await expect(page.getByText('Daily task reward')).toBeVisible();
    await expectNoAxeViolations(page, 'reward history (dark)');
    await page.screenshot({ path: test.info().outputPath('rewards-history-dark.png'), fullPage: true });

    await page.getByRole('tab', { name: 'VIP' }).click();
    await expect(page.getByRole('heading', { name: 'Gold', level: 2 })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Platinum' }) })).toContainText('Reach with ₱300,000 valid bets');
    await expectNoAxeViolations(page, 'VIP levels (dark)');
    await page.screenshot({ path: test.info().outputPath('rewards-vip-dark.png'), fullPage: true });

    expect(await headerBalance(page)).toBeCloseTo(before + 5 + 288, 2);

    // Light theme.
    await page.goto('/m/rewardCenter');
    await useTheme(page, 'light');
    await expect(page.getByRole('region', { name: 'Claim now' }).getByText('Silver level-up bonus')).toBeVisible();
    await expectNoAxeViolations(page, 'reward centre (light)');
    await page.screenshot({ path: test.info().outputPath('rewards-light.png'), fullPage: true });
    await page.getByRole('tab', { name: 'VIP' }).click();
    await expect(page.getByRole('heading', { name: 'Gold', level: 2 })).toBeVisible();
    await expectNoAxeViolations(page, 'VIP levels (light)');
    await page.screenshot({ path: test.info().outputPath('rewards-vip-light.png'), fullPage: true });
    await page.goto('/m/customerTask');
    await expect(page.getByRole('progressbar', { name: 'Log in', exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'tasks (light)');
    await page.screenshot({ path: test.info().outputPath('tasks-light.png'), fullPage: true });
  });

  test('a visitor sees the VIP levels', async ({ page }) => {
    await mutePopups(page);
    await page.goto('/m/vip');
    await expect(page.getByRole('heading', { name: 'Diamond' })).toBeVisible();
    await expect(page.getByText('Levels rise with your lifetime valid bets and deposits, and never drop.')).toBeVisible();
    await expectNoAxeViolations(page, 'VIP levels, visitor (dark)');
  });
});
