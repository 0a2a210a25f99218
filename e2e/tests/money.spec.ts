import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { nextCaptcha } from '../support/captcha';
import { closeAnnouncementPopups } from '../support/popups';

/**
 * The money screens against the real server: a new member deposits through the sandbox checkout, sets up
 * and places a withdrawal that an operator approves, plays a few rounds and reads them back in the bet
 * records; then every money screen is scanned in both themes. One member runs through all of it, in order.
 */
const PASSWORD = 'Coral-Meteor-2026';
const PIN = '246810';

function newUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
}

const banner = (page: Page) => page.getByRole('banner');

async function register(page: Page, username: string) {
  const captcha = await nextCaptcha(page, () => page.goto('/m/register'));
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Captcha' }).fill(captcha);
  await page.getByText(/I am over \d+ years old and accept the terms/).click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(banner(page).getByText(username)).toBeVisible();
}

async function logIn(page: Page, username: string) {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** The header balance as a number, once it shows one (it reads **** while it loads). */
async function headerBalance(page: Page): Promise<number> {
  const amount = banner(page).locator('.balance__amount');
  await expect(amount).toHaveText(/\d\.\d\d$/);
  return Number((await amount.textContent())!.replace(/[^\d.]/g, ''));
}

const member = { username: '', depositOrder: '' };

test.describe.serial('money', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await closeAnnouncementPopups(page);
  });

  test('a member deposits through the sandbox checkout and sees the header balance rise', async ({ page }) => {
    member.username = newUsername('cash');
    await register(page, member.username);
    const before = await headerBalance(page);

    await banner(page).getByRole('button', { name: 'Quick menu' }).click();
    await page.getByRole('navigation', { name: 'Quick menu' }).getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter$/);
    await expect(page.getByRole('region', { name: 'First deposit bonus' })).toBeVisible();
    await page.getByText('GCash', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /GCash/ })).toBeChecked();

    // a clear message below the minimum, then a preset
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.fill('50');
    await amount.blur();
    await expect(page.getByText('The minimum is ₱100.00')).toBeVisible();
    await page.getByRole('button', { name: '₱1,000', exact: true }).click();
    const summary = page.getByRole('group', { name: 'Deposit summary' });
    await expect(summary).toContainText('+₱1,200.00');

    await page.getByRole('button', { name: 'Deposit ₱1,000.00' }).click();
    await expect(page).toHaveURL(/\/sandbox-pay\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();

    await expect(page).toHaveURL(/\/m\/voucherCenter\?order=D\w+$/);
    member.depositOrder = new URL(page.url()).searchParams.get('order')!;
    await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('₱1,200.00 bonus added')).toBeVisible();

    await page.getByRole('link', { name: 'Back to lobby' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    // cash and the first-deposit bonus
    await expect.poll(() => headerBalance(page)).toBe(before + 2_200);
  });

  test('sets payee and PIN, adds an account, withdraws, sees it pending, and paid once an operator approves', async ({
    page,
    request,
  }) => {
    await logIn(page, member.username);
    await page.goto('/m/withdraw');
    await expect(page.getByText('Withdrawable now')).toBeVisible();

    const payee = page.getByRole('region', { name: 'Payee name' });
    await payee.getByRole('textbox', { name: 'Full name of the account holder' }).fill('Maria Santos');
    await payee.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('alertdialog', { name: /Save payee name\?/ }).getByRole('button', { name: 'Save name' }).click();
    await expect(payee).toHaveCount(0);

    const pin = page.getByRole('region', { name: 'Withdrawal PIN' });
    await pin.getByLabel('Login password').fill(PASSWORD);
    await pin.getByRole('textbox', { name: 'New PIN' }).fill(PIN);
    await pin.getByRole('textbox', { name: 'Confirm PIN' }).fill('246811');
    await pin.getByRole('button', { name: 'Set PIN' }).click();
    await expect(pin.getByText('The two PINs do not match')).toBeVisible();
    await pin.getByRole('textbox', { name: 'Confirm PIN' }).fill(PIN);
    await pin.getByRole('button', { name: 'Set PIN' }).click();
    await expect(pin).toHaveCount(0);

    const accounts = page.getByRole('region', { name: 'Payout accounts' });
    await accounts.getByRole('button', { name: 'Add' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add payout account' });
    await sheet.getByText('GCash', { exact: true }).click();
    await expectNoAxeViolations(page, 'add payout account (dark)');
    await sheet.getByRole('textbox', { name: 'Mobile number' }).fill('0917 123 4567');
    await sheet.getByRole('button', { name: 'Save account' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(accounts.getByText(/4567$/)).toBeVisible();

    await page.getByRole('textbox', { name: 'Amount' }).fill('500');
    await page.getByRole('button', { name: 'Withdraw ₱500.00' }).click();
    const pinSheet = page.getByRole('dialog', { name: 'Enter withdrawal PIN' });
    await pinSheet.getByRole('textbox', { name: 'Withdrawal PIN' }).fill(PIN);
    await pinSheet.getByRole('button', { name: 'Confirm withdrawal' }).click();
    // the first-deposit bonus is still being wagered: the member is asked before it is given up
    const forfeit = page.getByRole('group', { name: 'Give up your bonus?' });
    await expect(forfeit).toBeVisible();
    await expectNoAxeViolations(page, 'bonus forfeit question (dark)');
    await forfeit.getByRole('button', { name: 'Give up bonus and withdraw' }).click();

    await expect(page.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
    await expect(page.getByText('Pending review')).toBeVisible();
    const orderNo = (await page.locator('.money-summary__mono').textContent())!.trim();
    expect(orderNo).toMatch(/^W\d{8}[0-9A-Z]{10}$/);

    await page.getByRole('link', { name: 'View transactions' }).click();
    await expect(page).toHaveURL(/\/m\/transactions\?type=withdrawal$/);
    const line = page.getByRole('listitem').filter({ hasText: 'Withdrawal' }).filter({ hasText: '−₱500.00' });
    await expect(line).toBeVisible();
    await expect(line.getByText('Pending')).toBeVisible();

    const approved = await request.post(`/ops/withdrawals/${orderNo}/approve`, {
      headers: { Authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` },
    });
    expect(approved.status(), await approved.text()).toBe(200);

    await page.reload();
    await expect(line).toBeVisible();
    await expect(line.getByText('Pending')).toHaveCount(0);
    await page.goto('/m/withdraw');
    const recent = page.getByRole('region', { name: 'Recent withdrawals' });
    await expect(recent.getByRole('listitem').filter({ hasText: '₱500.00' }).getByText('Paid')).toBeVisible();
  });

  test('plays a few rounds and finds them in the bet records, filtered by range and game type', async ({ page }) => {
    await logIn(page, member.username);
    // slots: the demo vendor plays them (a 5x3 video slot, or Quick Spin for table games)
    await page.goto('/m/slot-games');
    const card = page.locator('.game-grid .game-card').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.getByRole('button', { name: /^Play / }).click();
    await expect(page).toHaveURL(/\/games\/demo\//);
    const spin = page.getByRole('button', { name: 'Spin' });
    await expect(spin).toBeVisible();
    for (let i = 0; i < 3; i++) {
      await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/games/demo/api/spin' && r.ok()),
        spin.click(),
      ]);
      // a round with free spins plays them back before the next spin
      await expect(spin).toBeEnabled({ timeout: 90_000 });
    }

    await page.goto('/m/gameRecord');
    const totals = page.getByRole('group', { name: 'Totals for this range' });
    await expect(totals).toBeVisible();
    await expect(totals.getByText('3', { exact: true })).toBeVisible();
    const rows = page.getByRole('list', { name: 'Rounds' }).getByRole('button');
    await expect(rows).toHaveCount(3);

    await page.getByRole('button', { name: 'Slots', exact: true }).click();
    await expect(page).toHaveURL(/gameType=RNG/);
    await expect(rows).toHaveCount(3);
    await page.getByRole('button', { name: 'Live casino', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'No bets in this range' })).toBeVisible();
    await page.getByRole('button', { name: 'All', exact: true }).click();
    await page.getByRole('button', { name: 'Yesterday', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'No bets in this range' })).toBeVisible();
    await page.getByRole('button', { name: 'Today', exact: true }).click();
    await expect(rows).toHaveCount(3);

    await rows.first().click();
    const detail = page.getByRole('dialog');
    await expect(detail.getByText('Round ID')).toBeVisible();
    await expect(detail.getByText('Settled', { exact: true }).first()).toBeVisible();
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`the money screens have no accessibility violations (${theme})`, async ({ page }) => {
      test.setTimeout(300_000);
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      // a member who has not withdrawn yet: the payee and PIN set-up
      await register(page, newUsername(`a11y${theme[0]}`));
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await page.goto('/m/withdraw');
      await expect(page.getByRole('region', { name: 'Payee name' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Withdrawal PIN' })).toBeVisible();
      await expectNoAxeViolations(page, `withdraw set-up (${theme})`);
      await page.goto('/m/gameRecord?range=yesterday');
      await expect(page.getByRole('heading', { name: 'No bets in this range' })).toBeVisible();
      await expectNoAxeViolations(page, `bet records, empty (${theme})`);
      await page.context().clearCookies();

      await logIn(page, member.username);

      await page.goto('/m/voucherCenter');
      await page.getByRole('button', { name: '₱500', exact: true }).click();
      await expect(page.getByRole('group', { name: 'Deposit summary' })).toContainText('₱500.00');
      await expectNoAxeViolations(page, `deposit (${theme})`);

      await page.goto(`/m/voucherCenter?order=${member.depositOrder}`);
      await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
      await expectNoAxeViolations(page, `deposit order (${theme})`);

      await page.goto('/m/withdraw');
      await expect(page.getByRole('group', { name: 'Withdraw to' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Recent withdrawals' })).toBeVisible();
      await expectNoAxeViolations(page, `withdraw (${theme})`);
      await page.getByRole('textbox', { name: 'Amount' }).fill('200');
      await page.getByRole('button', { name: 'Withdraw ₱200.00' }).click();
      await expect(page.getByRole('dialog', { name: 'Enter withdrawal PIN' })).toBeVisible();
      await expectNoAxeViolations(page, `withdrawal PIN sheet (${theme})`);
      await page.keyboard.press('Escape');

      await page.goto('/m/gameRecord');
      await expect(page.getByRole('group', { name: 'Totals for this range' })).toBeVisible();
      await expectNoAxeViolations(page, `bet records (${theme})`);
      await page.getByRole('list', { name: 'Rounds' }).getByRole('button').first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, `bet detail (${theme})`);
      await page.keyboard.press('Escape');

      await page.goto('/m/transactions');
      await expect(page.getByRole('list', { name: 'Transactions' }).first()).toBeVisible();
      await expectNoAxeViolations(page, `transactions (${theme})`);

      await page.goto('/m/member/home');
      await expect(page.getByRole('list', { name: 'Balance breakdown' })).toBeVisible();
      await expectNoAxeViolations(page, `member centre (${theme})`);
      await page.getByRole('button', { name: /Withdrawal PIN/ }).click();
      await expect(page.getByRole('dialog', { name: 'Change withdrawal PIN' })).toBeVisible();
      await expectNoAxeViolations(page, `change withdrawal PIN (${theme})`);
    });
  }
});
