import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, waitForLiveOnNavigation } from '../support/test';
import { expectNoAxeViolations, settle } from '../support/axe';
import { mutePopups } from '../support/popups';

const OPS = { Authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` };
const PLAYER = { Merchant: 'LUCKY' };

async function logIn(page: Page, username: string, password: string): Promise<void> {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  // an agent lands on the agent's home
  await page.waitForURL(/\/m\/(agent\/)?home/);
}

/** One settled dice round of the signed-in player of `request` (the page's cookies), at `amount` pesos. */
async function playDice(request: APIRequestContext, amount: number): Promise<void> {
  const res = await request.post('/wps/originals/dice/bet', { headers: PLAYER, data: { amount, requestId: randomUUID(), params: { target: 50, direction: 'under' } } });
  expect(res.status(), await res.text()).toBe(200);
}

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

test.describe('tournaments', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the leaderboard of a running tournament updates live on a phone while another player plays', async ({ page, browser, request }) => {
    // An operator's tournament over the in-house games, running now.
    const now = Date.now();
    const created = await request.post('/ops/tournaments?merchant=LUCKY', {
      headers: OPS,
      data: {
        texts: { EN: { name: 'Dice Dash', description: 'Every real-money stake on the in-house games counts. The biggest total wins.' } },
        gameTypes: ['INHOUSE'],
        games: [],
        startsAt: now - 60_000,
        endsAt: now + 3 * 3_600_000,
        scoring: 'wagered',
        minStake: '1.00',
        prizes: [
          { fromRank: 1, toRank: 1, amount: '1000.00', kind: 'cash', wageringMultiplier: 0 },
          { fromRank: 2, toRank: 5, amount: '200.00', kind: 'bonus', wageringMultiplier: 5 },
        ],
      },
    });
    expect(created.status(), await created.text()).toBe(200);
    const id = ((await created.json()) as { value: { id: number } }).value.id;
    expect((await request.post(`/ops/tournaments/${id}/publish`, { headers: OPS })).status()).toBe(200);

    // The demo player finds it from the side menu, opens it and plays a round of their own.
    await mutePopups(page);
    await logIn(page, 'demo', 'Lucky#2026');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Tournaments' }).click();
    await page.waitForURL(/\/m\/tournaments$/);
    await page.getByRole('link', { name: /Dice Dash/ }).click();
    await page.waitForURL(new RegExp(`/m/tournaments/${id}$`));
    await expect(page.getByRole('heading', { name: 'Dice Dash' })).toBeVisible();
    await expect(page.getByText('₱1,800.00').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    const board = page.getByRole('list', { name: 'Leaderboard' });

    await playDice(page.request, 10);
    const mine = board.locator('[aria-current="true"]');
    await expect(mine).toContainText('You');
    await expect(mine).toContainText('₱10.00');
    await expect(page.getByRole('region', { name: 'Your standing' })).toContainText('#1');

    // Another player, on another phone, plays three rounds: the first phone's board moves without a reload.
    const other = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
    const phone2 = await other.newPage();
    waitForLiveOnNavigation(phone2);
    await mutePopups(phone2);
    await logIn(phone2, 'agent01', 'Agent#2026');
    for (let i = 0; i < 3; i++) await playDice(phone2.request, 20);
    await expect(board.getByRole('listitem').first()).toContainText('ag****1');
    await expect(board.getByRole('listitem').first()).toContainText('₱60.00');
    await expect(page.getByRole('region', { name: 'Your standing' })).toContainText('#2');
    await expect(page.getByText('Players: 2').first()).toBeVisible();
    await other.close();

    await settle(page);
    await page.screenshot({ path: test.info().outputPath('tournament-live-dark.png'), fullPage: true });
    await expectNoAxeViolations(page, 'tournament (dark)');
    await useTheme(page, 'light');
    await expect(board.getByRole('listitem').first()).toContainText('ag****1');
    await settle(page);
    await page.screenshot({ path: test.info().outputPath('tournament-live-light.png'), fullPage: true });
    await expectNoAxeViolations(page, 'tournament (light)');

    await page.goto('/m/tournaments');
    await expect(page.getByRole('link', { name: /Dice Dash/ })).toContainText('Players: 2');
    await page.screenshot({ path: test.info().outputPath('tournaments-list-light.png'), fullPage: true });
    await expectNoAxeViolations(page, 'tournaments (light)');
  });
});
