import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { nextCaptcha } from '../support/captcha';
import { closeAnnouncementPopups } from '../support/popups';

/**
 * The Invite tab against the real server: the demo player opens Invite and sees the link, code and QR code;
 * a friend opens the link in a browser of their own, registers and deposits through the sandbox checkout;
 * the demo player then sees the friend joined and deposited, the reward, and a balance grown by it. The
 * sheet is scanned in both themes.
 */
const DEMO = { username: 'demo', password: 'Lucky#2026' };
const FRIEND_PASSWORD = 'Coral-Meteor-2026';
const REWARD = 100;

const banner = (page: Page) => page.getByRole('banner');

async function logIn(page: Page): Promise<void> {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** The header balance as a number, once it shows one (it reads **** while it loads). */
async function headerBalance(page: Page): Promise<number> {
  const amount = banner(page).locator('.balance__amount');
  await expect(amount).toHaveText(/\d\.\d\d$/);
  return Number((await amount.textContent())!.replace(/[^\d.]/g, ''));
}

async function openInvite(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Invite' }).click();
  const sheet = page.getByRole('dialog', { name: 'Invite friends' });
  await expect(sheet.getByTestId('referral-code')).toBeVisible();
  return sheet;
}

async function figures(sheet: ReturnType<Page['getByRole']>) {
  const read = async (id: string) => (await sheet.getByTestId(id).textContent())!.trim();
  return {
    joined: Number(await read('referral-joined')),
    deposited: Number(await read('referral-deposited')),
    earned: Number((await read('referral-earned')).replace(/[^\d.]/g, '')),
  };
}

/** A friend's phone: a browser of its own (no shared cookies or storage), the same device settings. */
async function friendPage(browser: Browser): Promise<Page> {
  const use = test.info().project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'en-US',
  });
  const page = await context.newPage();
  await closeAnnouncementPopups(page);
  return page;
}

const hydrated = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));

test.describe('invite friends', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the demo player invites a friend, who registers with the link and deposits; the reward reaches the demo player', async ({
    page,
    browser,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await closeAnnouncementPopups(page);
    await logIn(page);
    const balanceBefore = await headerBalance(page);

    // The sheet: offer, code, link and its QR code.
    let sheet = await openInvite(page);
    await expect(sheet.getByText('Earn ₱100.00 per friend')).toBeVisible();
    await expect(sheet.getByTestId('referral-code')).toHaveText('LUCKYDEMO');
    const link = (await sheet.getByTestId('referral-link').textContent())!.trim();
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/m\/register\?code=LUCKYDEMO$/);
    await expect(sheet.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
    await expect(sheet.getByRole('region', { name: 'Rewards' })).toBeVisible();
    const before = await figures(sheet);

    // Copying the link confirms it on the button, and the clipboard holds it.
    await sheet.getByRole('button', { name: 'Copy link' }).click();
    await expect(sheet.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.screenshot({ path: test.info().outputPath('invite-dark.png') });
    await expectNoAxeViolations(page, 'invite sheet (dark)');
    await sheet.getByRole('button', { name: 'Close' }).click();

    // The friend, on a phone of their own, opens the link: the code is already in the form.
    const friend = await friendPage(browser);
    const username = `inv${Date.now().toString(36)}`.slice(0, 16);
    const captcha = await nextCaptcha(friend, async () => {
      await friend.goto(link);
      await hydrated(friend);
    });
    await expect(friend.getByRole('textbox', { name: 'Invitation code' })).toHaveValue('LUCKYDEMO');
    await friend.getByRole('textbox', { name: 'Username' }).fill(username);
    await friend.getByLabel('Password', { exact: true }).fill(FRIEND_PASSWORD);
    await friend.getByLabel('Confirm password', { exact: true }).fill(FRIEND_PASSWORD);
    await friend.getByRole('textbox', { name: 'Captcha' }).fill(captcha);
    await friend.getByText(/I am over \d+ years old and accept the terms/).click();
    await friend.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(friend).toHaveURL(/\/m\/home$/);
    await expect(banner(friend).getByText(username)).toBeVisible();

    // Joined, not deposited yet.
    await page.goto('/m/home');
    sheet = await openInvite(page);
    await expect(sheet.getByTestId('referral-joined')).toHaveText(String(before.joined + 1));
    await expect(sheet.getByTestId('referral-deposited')).toHaveText(String(before.deposited));
    await sheet.getByRole('button', { name: 'Close' }).click();

    // The friend's first deposit through the sandbox checkout.
    await friend.goto('/m/voucherCenter');
    await hydrated(friend);
    await friend.getByText('GCash', { exact: true }).click();
    await friend.getByRole('button', { name: '₱500', exact: true }).click();
    await friend.getByRole('button', { name: 'Deposit ₱500.00' }).click();
    await expect(friend).toHaveURL(/\/sandbox-pay\/checkout\//);
    await friend.getByRole('button', { name: /^Pay / }).click();
    await expect(friend.getByRole('heading', { name: 'Deposit successful' })).toBeVisible({ timeout: 30_000 });
    await friend.context().close();

    // The demo player: one more joined and deposited, the reward listed, the balance grown by it.
    await page.goto('/m/home');
    await expect.poll(() => headerBalance(page)).toBe(Math.round((balanceBefore + REWARD) * 100) / 100);
    sheet = await openInvite(page);
    await expect(sheet.getByTestId('referral-deposited')).toHaveText(String(before.deposited + 1));
    const after = await figures(sheet);
    expect(after).toEqual({ joined: before.joined + 1, deposited: before.deposited + 1, earned: before.earned + REWARD });
    const rewards = sheet.getByRole('region', { name: 'Rewards' });
    await expect(rewards.getByRole('listitem').first()).toContainText(`First deposit by ${username.slice(0, 2)}***${username.slice(-1)}`);
    await expect(rewards.getByRole('listitem').first()).toContainText('+₱100.00');
    await page.screenshot({ path: test.info().outputPath('invite-rewarded-dark.png') });
    await expectNoAxeViolations(page, 'invite sheet with a reward (dark)');
    await sheet.getByRole('button', { name: 'Close' }).click();

    // Light theme, and the side menu's shortcut to the same sheet.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('switch', { name: 'Dark mode' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await menu.getByRole('button', { name: 'Invite' }).click();
    sheet = page.getByRole('dialog', { name: 'Invite friends' });
    await expect(sheet.getByTestId('referral-code')).toHaveText('LUCKYDEMO');
    await expect(sheet.getByRole('region', { name: 'Rewards' }).getByRole('listitem').first()).toContainText('+₱100.00');
    await page.screenshot({ path: test.info().outputPath('invite-light.png') });
    await expectNoAxeViolations(page, 'invite sheet (light)');
  });

  test('a visitor sees the offer and the way to take part', async ({ page }) => {
    await closeAnnouncementPopups(page);
    await page.goto('/m/home');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Invite' }).click();
    const sheet = page.getByRole('dialog', { name: 'Invite friends' });
    await expect(sheet.getByText('Earn ₱100.00 per friend')).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
    await page.screenshot({ path: test.info().outputPath('invite-visitor-dark.png') });
    await expectNoAxeViolations(page, 'invite sheet of a visitor (dark)');
  });
});
