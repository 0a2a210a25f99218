import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { mutePopups } from '../support/popups';

// LUCKY (the default merchant, served on 127.0.0.1) has live chat (CBS3) on; GOLDEN has it off.
const DEMO = { username: 'demo', password: 'Lucky#2026' };

async function logIn(page: Page): Promise<void> {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/m\/home/);
}

const mineTab = (page: Page) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Mine/ });

test.describe('inbox, unread badge and live chat', () => {
  // one long journey through several pages; slow shared CI machines need the room
  test.describe.configure({ timeout: 180_000 });

  test('badge follows the inbox and staff replies; live chat opens the chat page and sends', async ({ page, request }) => {
    await mutePopups(page);
    await logIn(page);

    // The seed leaves three welcome messages unread.
    await expect(mineTab(page)).toHaveAccessibleName('Mine Unread messages: 3');
    await expect(mineTab(page).getByTestId('unread-badge')).toHaveText('3');

    // Mine -> Messages -> open the newest message: it is read and the count drops.
    await mineTab(page).click();
    await page.getByRole('link', { name: /Messages/ }).click();
    await expect(page).toHaveURL(/\/m\/message$/);
    await expect(page.getByText('3 unread')).toBeVisible();
    const list = page.getByRole('list', { name: 'Messages' });
    // The welcome messages come in the reader's language (English here), not Lucky Star's Filipino.
    await expect(list.getByRole('button', { name: /Panatilihing ligtas/ })).toHaveCount(0);
    await list.getByRole('button', { name: /Keep your account safe/ }).click();
    await expect(page.getByText('We will never ask for your password.', { exact: false })).toBeVisible();
    await expect(page.getByText('2 unread')).toBeVisible();
    await expectNoAxeViolations(page, '/m/message');
    await page.goBack();
    await expect(mineTab(page).getByTestId('unread-badge')).toHaveText('2');

    // Customer service answers in live chat: the badge counts the reply on the next page.
    const reply = await request.post('/ops/chat/demo/reply', {
      headers: { Authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` },
      data: { text: 'Hello from customer service! How can we help?' },
    });
    expect(reply.status(), await reply.text()).toBe(200);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home' }).click();
    await expect(mineTab(page).getByTestId('unread-badge')).toHaveText('3', { timeout: 30_000 });

    // The floating customer-service button opens live chat.
    await page.getByRole('button', { name: 'Customer service, Unread messages: 1' }).click();
    const panel = page.getByRole('dialog', { name: 'Customer service' });
    await expect(panel.getByRole('link', { name: 'Telegram Support' })).toHaveAttribute('href', 'https://t.me/luckystar_support');
    await expectNoAxeViolations(page, 'customer-service widget');
    await panel.getByRole('button', { name: /Live chat/ }).click();
    await page.waitForURL(/\/chat\/room\?ticket=/);
    await expect(page.getByText('Hello from customer service! How can we help?')).toBeVisible();

    await page.getByRole('textbox', { name: 'Type a message…' }).fill('I would like to ask about my deposit.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.locator('.msg--member').getByText('I would like to ask about my deposit.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Type a message…' })).toHaveValue('');

    // A second reply arrives while the page is open (it polls).
    await request.post('/ops/chat/demo/reply', {
      headers: { Authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` },
      data: { text: 'Which payment method did you use?' },
    });
    await expect(page.getByText('Which payment method did you use?')).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'chat page');

    // Back to the app: the replies were seen, only the two unread messages remain.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(mineTab(page).getByTestId('unread-badge')).toHaveText('2', { timeout: 30_000 });
  });

  test('an expired or forged chat link shows a friendly page', async ({ page }) => {
    const res = await page.goto('/chat/room?ticket=forged.ticket');
    expect(res?.status()).toBe(403);
    await expect(page.getByRole('heading', { name: 'This chat link has expired' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the app' })).toHaveAttribute('href', '/m/home');
  });
});
