import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { mutePopups } from '../support/popups';

const DEMO = { username: 'demo', password: 'Lucky#2026' };
/** The demo member as seeded: other specs read its name in the header, so the test puts these back. */
const ORIGINAL = { nickname: 'Lucky Demo', birthday: '1990-05-20' };

async function logIn(page: Page): Promise<void> {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/m\/home/);
}

test.describe('account settings (/m/set)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('nickname in the header, birthday, this session and this login; no accessibility violations in either theme', async ({ page }) => {
    await mutePopups(page);
    await logIn(page);

    // Reached from the member centre.
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Settings' }).click();
    await page.waitForURL(/\/m\/set$/);
    const profile = page.getByRole('region', { name: 'Profile' });
    await expect(profile.getByRole('button', { name: /Nickname/ })).toContainText(ORIGINAL.nickname);

    // Nickname: saved, then shown in the home header.
    await profile.getByRole('button', { name: /Nickname/ }).click();
    const nicknameSheet = page.getByRole('dialog', { name: 'Nickname' });
    await nicknameSheet.getByLabel('Nickname').fill('Star Player');
    await nicknameSheet.getByRole('button', { name: 'Save' }).click();
    await expect(nicknameSheet).toBeHidden();
    await expect(profile.getByRole('button', { name: /Nickname/ })).toContainText('Star Player');
    await page.goto('/m/home');
    await expect(page.getByRole('banner').getByText('Star Player')).toBeVisible();

    // Birthday.
    await page.goto('/m/set');
    await profile.getByRole('button', { name: /Birthday/ }).click();
    const birthdaySheet = page.getByRole('dialog', { name: 'Birthday' });
    await birthdaySheet.getByLabel('Date of birth').fill('1991-06-15');
    await birthdaySheet.getByRole('button', { name: 'Save' }).click();
    await expect(birthdaySheet).toBeHidden();
    // kept as an ISO date, shown as English writes it
    await expect(profile.getByRole('button', { name: /Birthday/ })).toContainText('Jun 15, 1991');

    await page.screenshot({ path: test.info().outputPath('settings-dark.png'), fullPage: true });
    await expectNoAxeViolations(page, 'settings (dark)');

    // This session is listed and marked.
    await page.getByRole('button', { name: /Active sessions/ }).click();
    const sessions = page.getByRole('dialog', { name: 'Active sessions' });
    const current = sessions.getByRole('listitem').filter({ hasText: 'This device' });
    await expect(current).toHaveCount(1);
    await expect(current).toContainText('Chrome');
    await page.screenshot({ path: test.info().outputPath('settings-sessions.png') });
    await expectNoAxeViolations(page, 'active sessions (dark)');
    await sessions.getByRole('button', { name: 'Close' }).click();

    // The login is in the history, newest first.
    await page.getByRole('button', { name: /Login history/ }).click();
    const history = page.getByRole('dialog', { name: 'Login history' });
    const newest = history.getByRole('listitem').first();
    await expect(newest).toContainText('Success');
    await expect(newest).toContainText('Password');
    await expectNoAxeViolations(page, 'login history (dark)');
    await history.getByRole('button', { name: 'Close' }).click();

    // Light theme.
    await page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Light' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.screenshot({ path: test.info().outputPath('settings-light.png'), fullPage: true });
    await expectNoAxeViolations(page, 'settings (light)');
    await page.getByRole('button', { name: /Active sessions/ }).click();
    await expect(page.getByRole('dialog', { name: 'Active sessions' }).getByText('This device', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, 'active sessions (light)');
    await page.getByRole('dialog', { name: 'Active sessions' }).getByRole('button', { name: 'Close' }).click();

    // Back as seeded, through the same sheets.
    await profile.getByRole('button', { name: /Nickname/ }).click();
    await page.getByRole('dialog', { name: 'Nickname' }).getByLabel('Nickname').fill(ORIGINAL.nickname);
    await page.getByRole('dialog', { name: 'Nickname' }).getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByRole('button', { name: /Nickname/ })).toContainText(ORIGINAL.nickname);
    await profile.getByRole('button', { name: /Birthday/ }).click();
    await page.getByRole('dialog', { name: 'Birthday' }).getByLabel('Date of birth').fill(ORIGINAL.birthday);
    await page.getByRole('dialog', { name: 'Birthday' }).getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByRole('button', { name: /Birthday/ })).toContainText('May 20, 1990');
  });
});
