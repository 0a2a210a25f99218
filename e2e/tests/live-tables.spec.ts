import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newUsername, registerPlayer } from '../support/player';

/**
 * The demo vendor's live baccarat on the phone: a player opens a Baccarat tile, bets on Player in the betting
 * window; a second player watching the same table sees the bet among the others' bets; the round is dealt and
 * settled, the balance moves by exactly the stake and its return, and the round is in the bet records with
 * the hand. Rounds run on the table's own schedule (15 s of bets, then the deal).
 */

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function logInDemo(page: Page) {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Lucky#2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Opens the first tile of the live casino's Baccarat tables. */
async function openBaccarat(page: Page) {
  await page.goto('/m/live-games');
  await page.getByRole('button', { name: 'Baccarat', exact: true }).click();
  const card = page.locator('.game-grid .game-card').filter({ hasText: /Baccarat/ }).first();
  await card.getByRole('button', { name: /^Play / }).click();
  await expect(page).toHaveURL(/\/games\/demo\/[^/?]+\?ticket=/);
  await expect(page.locator('[data-round]')).toHaveText(/Round #\d+/, { timeout: 15_000 });
}

test.use({ viewport: { width: 390, height: 844 } });

test('a player bets at the live baccarat table, a watcher sees it, the round settles into the balance and the bet records', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const watcherContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const watcher = await watcherContext.newPage();
  await Promise.all([logInDemo(page), registerPlayer(watcher, newUsername('livewatch'))]);
  await Promise.all([openBaccarat(page), openBaccarat(watcher)]);
  await expect(page.getByRole('link', { name: 'Back to lobby' })).toBeVisible();

  // a betting window with time enough to bet
  await expect(async () => {
    const left = await page.locator('[data-timer]').textContent();
    expect(/^(\d+) s$/.exec(left ?? '')?.[1] ?? '0').toMatch(/^(?:[5-9]|1\d)$/);
  }).toPass({ timeout: 20_000, intervals: [250] });
  const before = money(await page.locator('[data-balance]').textContent());
  await page.getByRole('button', { name: /^Chip ₱5$/ }).click();
  await page.getByRole('button', { name: 'Player, pays 1:1' }).click();
  await page.getByRole('button', { name: 'Place bets' }).click();
  await expect(page.locator('[data-announce]')).toHaveText(/Bets placed: ₱5\.00/);
  expect(money(await page.locator('[data-balance]').textContent())).toBeCloseTo(before - 5, 2);

  // the watcher sees it among the others' bets, and on the spot's total
  await expect(watcher.locator('[data-feed]')).toContainText(/Player \*\*\*\w* · Player/);
  await expect(watcher.locator('[data-feed]')).toContainText('₱5.00');
  await expect(watcher.getByRole('button', { name: 'Player, pays 1:1' })).toContainText('Σ ₱5');

  // the deal, and what the bet returned
  const announce = page.locator('[data-announce]');
  await expect(announce).toHaveText(/No win this round|You get/, { timeout: 30_000 });
  const text = (await announce.textContent()) ?? '';
  const back = /You get ₱([\d,.]+)/.exec(text);
  const returned = back ? money(back[1]!) : 0;
  // Player wins pays 2x the stake, a tie gives it back, a banker win keeps it
  expect([0, 5, 10]).toContain(returned);
  expect(text).toMatch(returned === 10 ? /Player wins/ : returned === 5 ? /Tie/ : /Banker wins/);
  expect(money(await page.locator('[data-balance]').textContent())).toBeCloseTo(before - 5 + returned, 2);
  await expect(watcher.locator('[data-announce]')).toHaveText(/Player wins|Banker wins|Tie/);

  // the round in the bet records, with the hand
  await page.goto('/m/gameRecord?gameType=LIVE');
  const rows = page.getByRole('list', { name: 'Rounds' }).getByRole('button');
  await expect(rows.first()).toContainText('Baccarat');
  await rows.first().click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('Round details')).toBeVisible();
  await expect(detail.getByText(/^Baccarat round \d+: (Player wins|Banker wins|Tie)/)).toBeVisible();
  await expect(detail.getByText(/Player ₱5\.00 →/)).toBeVisible();
  await watcherContext.close();
});
