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

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

test.describe('lottery centre', () => {
  test.describe.configure({ timeout: 420_000 });
  // The app's service worker would take the launch request past the page's route.
  test.use({ serviceWorkers: 'block' });

  test('shows the latest draws and the Vietnamese regions, opens recent draws, launches with prize mode and play type, and passes axe in both themes', async ({
    page,
  }) => {
    await mutePopups(page);
    // The launch is answered here (its body checked), so the shared demo account's recent games stay as
    // they were.
    const launches: Record<string, unknown>[] = [];
    await page.route('**/wps/game/launchGame', async (route) => {
      launches.push(JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>);
      await route.fulfill({ json: { success: true, value: { url: `/m/lott?launched=${launches.length}` } } });
    });
    await logIn(page);

    // E-lottery at Lucky Star: the Vietnamese lottery (ELOTT), its quick draws as rows, its regions as tabs.
    await page.goto('/m/elott');
    const results = page.getByRole('region', { name: 'Latest results' });
    await expect(results.locator('.lottery-row')).toHaveCount(3, { timeout: 30_000 });
    await expect(results.getByRole('list', { name: /^Winning numbers: \d/ }).first()).toBeVisible();
    await expect(results.locator('.draw-countdown__time').first()).toHaveText(/^\d\d:\d\d$/);

    const tabs = page.getByRole('tablist', { name: 'Regions' });
    await expect(tabs.getByRole('tab')).toHaveText(['Northern', 'Central', 'Southern']);
    await expect(tabs.getByRole('tab', { name: 'Northern' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    // The North's ticket: ĐB and seven prizes (no eighth).
    await expect(panel.getByRole('rowheader')).toHaveText(['Special', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th']);
    await expect(panel.locator('.prize-table__row--special .prize-table__number')).toHaveText(/^\d{5}$/);

    await tabs.getByRole('tab', { name: 'Southern' }).click();
    await expect(tabs.getByRole('tab', { name: 'Southern' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByRole('rowheader')).toHaveText(['Special', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th']);
    await expect(panel.locator('.prize-table__row--special .prize-table__number')).toHaveText(/^\d{6}$/);
    await panel.getByRole('button', { name: 'Can Tho' }).click();
    await expect(panel.getByRole('heading', { name: 'Can Tho' })).toBeVisible();
    await expectNoAxeViolations(page, 'e-lottery (dark)');

    await panel.getByRole('button', { name: 'Recent draws' }).click();
    const sheet = page.getByRole('dialog', { name: 'Can Tho · recent draws' });
    await expect(sheet.locator('.lottery-recent__item')).toHaveCount(10);
    await sheet.locator('.lottery-recent__summary').nth(1).click();
    await expect(sheet.getByRole('table')).toBeVisible();
    await expectNoAxeViolations(page, 'recent draws (dark)');
    await sheet.getByRole('button', { name: 'Close' }).click();
    await expect(sheet).toBeHidden();

    await panel.getByRole('button', { name: 'Play Can Tho' }).click();
    await expect(page).toHaveURL(/\/m\/lott\?launched=1$/);
    expect(launches).toHaveLength(1);
    expect(launches[0]).toMatchObject({ vendor: 'TCG_LOTTO_VN', gameCode: 'CT', prizeMode: 'ELOTT', playType: 'Tradition' });

    // Lottery: the TCG games' balls, no Vietnamese tabs here (they are e-lottery at this merchant). A player
    // comes back from a game to a freshly loaded lobby; the stand-in launch URL above stays in the app.
    await page.goto('/m/lott');
    const lott = page.getByRole('region', { name: 'Latest results' });
    await expect(lott.locator('.lottery-row')).toHaveCount(9, { timeout: 30_000 });
    await expect(lott.getByRole('list', { name: /^Winning numbers: / })).toHaveCount(9);
    await expect(page.getByRole('tablist', { name: 'Regions' })).toHaveCount(0);
    await lott.getByRole('button', { name: 'Play 4D Lotto' }).click();
    // the launch request is what is checked here: its body carries the prize mode and play type
    await expect.poll(() => launches.length).toBe(2);
    await expect(lott.locator('.lottery-row')).toHaveCount(9, { timeout: 30_000 });
    expect(launches[1]).toMatchObject({ vendor: 'TCG', gameCode: 'D4', prizeMode: 'ELOTT', playType: 'Tradition' });
    await expectNoAxeViolations(page, 'lottery (dark)');

    await page.goto('/m/elott');
    await useTheme(page, 'light');
    await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible({ timeout: 30_000 });
    await expectNoAxeViolations(page, 'e-lottery (light)');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Recent draws' }).click();
    await expect(page.getByRole('dialog').locator('.lottery-recent__item')).toHaveCount(10);
    await expectNoAxeViolations(page, 'recent draws (light)');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.goto('/m/lott');
    await expect(page.locator('.lottery-row')).toHaveCount(9, { timeout: 30_000 });
    await expectNoAxeViolations(page, 'lottery (light)');
    await useTheme(page, 'dark');
  });
});
