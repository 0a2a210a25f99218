import { devices, type BrowserContext, type Page } from '@playwright/test';
import { expect, test, waitForLiveOnNavigation } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { nextCaptcha } from '../support/captcha';
import { captchaWatcher, DEMO_OPERATORS, freshTotp } from '../support/ops';
import { closeAnnouncementPopups } from '../support/popups';
import { depositFromPhone, newUsername, PLAYER_PASSWORD, registerPlayer, withdrawFromPhone } from '../support/player';

/**
 * The operators' console at 1280x800 next to the phone app at 390x844, against the same server: the owner
 * signs in with a password and a TOTP code, approves a withdrawal a player made on the phone and the phone
 * shows it paid, answers the player's live chat, publishes an announcement the phone shows, and disables
 * the player, whose session ends at once. The console screens are scanned with axe on the way.
 */
const OWNER = DEMO_OPERATORS.owner; // the demo owner's published password and secret (README)
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

test.use({ viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test.describe.serial('operator console', () => {
  test.describe.configure({ timeout: 240_000 });

  let consoleContext: BrowserContext;
  let phoneContext: BrowserContext;
  let op: Page;
  let phone: Page;
  const player = { username: '', orderNo: '' };

  test.beforeAll(async ({ browser }) => {
    consoleContext = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    op = await consoleContext.newPage();
    phoneContext = await browser.newContext({ ...devices['Pixel 7'], baseURL, viewport: { width: 390, height: 844 }, locale: 'en-US' });
    phone = await phoneContext.newPage();
    waitForLiveOnNavigation(phone);
    await closeAnnouncementPopups(phone);
  });

  test.afterAll(async () => {
    await consoleContext?.close();
    await phoneContext?.close();
  });

  const nav = () => op.getByRole('navigation', { name: 'Main navigation' });

  test('the owner signs in with a password and a TOTP code; a wrong code is refused', async () => {
    await op.goto('/console/');
    await expect(op).toHaveURL(/\/console\/login/);
    await expect(op.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
    await expectNoAxeViolations(op, 'console login');
    const answerCaptcha = captchaWatcher(op);
    await op.getByLabel('Username').fill('owner');
    await op.getByLabel('Password').fill(OWNER.password);
    await op.getByRole('button', { name: 'Sign in' }).click();
    const code = op.getByLabel('6-digit code');
    await expect(code).toBeVisible();
    const right = await freshTotp('owner', OWNER.secret);
    await code.fill(String((Number(right) + 500_000) % 1_000_000).padStart(6, '0'));
    await op.getByRole('button', { name: 'Verify' }).click();
    await expect(op.getByText('That code is not valid', { exact: false })).toBeVisible();
    // a refused attempt: the next one from this address answers a captcha too
    await expect(op.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await code.fill(await freshTotp('owner', OWNER.secret));
    expect(await answerCaptcha()).toBe(true);
    await op.getByRole('button', { name: 'Verify' }).click();
    await expect(nav()).toBeVisible();
    await expect(op.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(op.getByText('Live players now')).toBeVisible();
    await op.getByRole('combobox', { name: 'Merchant' }).selectOption('LUCKY');
    await expectNoAxeViolations(op, 'console dashboard');
  });

  test('a withdrawal a player makes on the phone is approved in the console and shows paid on the phone', async () => {
    player.username = newUsername('ops');
    await registerPlayer(phone, player.username);
    await depositFromPhone(phone);
    player.orderNo = await withdrawFromPhone(phone, '500');

    await nav().getByRole('link', { name: 'Cashier' }).click();
    await expect(op).toHaveURL(/\/console\/cashier\/withdrawals/);
    const row = op.getByRole('row').filter({ hasText: player.orderNo });
    await expect(row).toBeVisible();
    await expectNoAxeViolations(op, 'console withdrawals');
    await row.getByRole('button', { name: `Approve withdrawal ${player.orderNo}` }).click();
    const dialog = op.getByRole('dialog', { name: `Approve withdrawal ${player.orderNo}` });
    await dialog.getByRole('button', { name: 'Approve and pay out' }).click();
    await expect(op.getByText(`Withdrawal ${player.orderNo} approved.`)).toBeVisible();

    await phone.goto('/m/withdraw');
    const recent = phone.getByRole('region', { name: 'Recent withdrawals' });
    await expect(recent.getByRole('listitem').filter({ hasText: '₱500.00' }).getByText('Paid')).toBeVisible();
  });

  test('the player writes in live chat; the reply from the console reaches the phone', async () => {
    await phone.goto('/m/home');
    await phone.getByRole('button', { name: 'Customer service', exact: true }).click();
    await phone.getByRole('dialog', { name: 'Customer service' }).getByRole('button', { name: /Live chat/ }).click();
    await phone.waitForURL(/\/chat\/room\?ticket=/);
    await phone.getByRole('textbox', { name: 'Type a message…' }).fill('Thank you, my withdrawal arrived.');
    await phone.getByRole('button', { name: 'Send' }).click();
    await expect(phone.locator('.msg--member').getByText('Thank you, my withdrawal arrived.')).toBeVisible();

    await nav().getByRole('link', { name: 'Customer service' }).click();
    const queue = op.getByRole('region', { name: 'Chat queue' });
    const entry = queue.getByRole('button', { name: new RegExp(player.username) });
    await expect(entry).toBeVisible();
    await expect(entry).toContainText('1 unread');
    await entry.click();
    await expect(op.getByRole('log', { name: 'Messages' }).getByText('Thank you, my withdrawal arrived.')).toBeVisible();
    await expectNoAxeViolations(op, 'console customer service');
    await op.getByRole('textbox', { name: 'Reply' }).fill('Glad to hear it! Good luck at the tables.');
    await op.getByRole('button', { name: 'Send' }).click();

    await expect(phone.getByText('Glad to hear it! Good luck at the tables.')).toBeVisible({ timeout: 20_000 });
  });

  test('an announcement published in the console as a pop-up greets the next visit on the phone home', async ({ browser }) => {
    const title = `Weekend reload ${Date.now().toString(36)}`;
    await nav().getByRole('link', { name: 'Content' }).click();
    await op.getByRole('link', { name: 'New announcement' }).click();
    await op.getByRole('textbox', { name: 'Title' }).first().fill(title);
    const body = op.locator('[contenteditable="true"]').first();
    await body.click();
    await body.pressSequentially('Deposit this weekend and get 20% more.');
    await expect(op.getByRole('figure', { name: /^Phone preview/ })).toContainText('Deposit this weekend and get 20% more.');
    await op.getByLabel('Published').check();
    await op.getByLabel('Show as a popup').check();
    await expectNoAxeViolations(op, 'console announcement editor');
    await op.getByRole('button', { name: 'Save' }).click();
    await expect(op.getByText('Announcement saved.')).toBeVisible();

    // A new visit to the phone home: the pop-ups come one after another; ours is among them.
    const visit = await browser.newContext({ ...devices['Pixel 7'], baseURL, viewport: { width: 390, height: 844 }, locale: 'en-US' });
    try {
      const home = await visit.newPage();
      waitForLiveOnNavigation(home);
      await home.route(/\/media\/(games|vendors)\//, (route) => route.abort());
      await home.goto('/m/home');
      const dialog = home.getByRole('dialog');
      await expect(dialog).toBeVisible({ timeout: 60_000 });
      const count = Number((await dialog.getByText(/^1 \/ \d+$/).textContent())!.split('/')[1]);
      let seen = false;
      for (let i = 1; i <= count && !seen; i++) {
        await expect(dialog.getByText(`${i} / ${count}`)).toBeVisible();
        seen = (await dialog.getByText(title).count()) > 0;
        if (!seen && i < count) await dialog.getByRole('button', { name: 'Next' }).click();
      }
      expect(seen, `the pop-up "${title}" among ${count}`).toBe(true);
      await expect(dialog.getByText('Deposit this weekend and get 20% more.')).toBeVisible();
    } finally {
      await visit.close();
    }

    // Taken down again in the console (the other specs count on the seeded pop-ups).
    await nav().getByRole('link', { name: 'Content' }).click();
    const row = op.getByRole('row').filter({ hasText: title });
    op.once('dialog', (d) => void d.accept());
    await row.getByRole('button', { name: 'Delete' }).click();
    await expect(op.getByText('Announcement deleted.')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('a player disabled in the console is signed out on the phone at once', async () => {
    await phone.goto('/m/member/home');
    await expect(phone).toHaveURL(/\/m\/member\/home/);

    await nav().getByRole('link', { name: 'Players' }).click();
    await op.getByRole('searchbox', { name: 'Search players' }).fill(player.username);
    await op.getByRole('link', { name: player.username, exact: true }).click();
    await expect(op).toHaveURL(new RegExp(`/console/players/${player.username}`));
    await expectNoAxeViolations(op, 'console player page');
    await op.getByRole('button', { name: 'Disable player' }).click();
    const dialog = op.getByRole('dialog', { name: `Disable ${player.username}` });
    await dialog.getByRole('textbox').fill('Chargeback investigation');
    await dialog.getByRole('button', { name: 'Disable player' }).click();
    await expect(op.getByText('Player disabled.')).toBeVisible();

    await phone.goto('/m/member/home');
    await expect(phone).toHaveURL(/\/m\/login/);
    // Signing in is refused; after a refusal the login asks for a captcha.
    const captcha = await nextCaptcha(phone, () => logInPlayerExpectingRefusal(phone, player.username));

    // Enabled again, the player signs in (which also leaves this address without failed logins).
    await op.getByRole('button', { name: 'Enable player' }).click();
    const enable = op.getByRole('dialog', { name: `Enable ${player.username}` });
    await enable.getByRole('textbox').fill('Investigation closed');
    await enable.getByRole('button', { name: 'Enable player' }).click();
    await expect(op.getByText('Player enabled.')).toBeVisible();
    await phone.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
    await phone.getByRole('textbox', { name: 'Captcha' }).fill(captcha);
    await phone.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(phone).toHaveURL(/\/m\/home$/);
  });
});

async function logInPlayerExpectingRefusal(page: Page, username: string) {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Sorry, the user does not exist or is disabled.')).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login/);
}
