import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { depositFromPhone, newUsername, registerPlayer } from '../support/player';

/**
 * The demo vendor's video poker and lottery betting on the phone (390x844): a new player deposits, plays a
 * Jacks or Better hand from a PVP tile (deal, hold two cards, draw), buys a lottery ticket on the next draw of a
 * Vietnamese regional lottery, and finds both in the bet records, the ticket among the lottery orders.
 */

/** The balance a vendor page shows, in cents. */
async function cents(page: Page): Promise<number> {
  const text = (await page.locator('[data-balance]').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

test('a player plays a video poker hand and buys a lottery ticket, and finds both in the records', async ({ page }) => {
  test.setTimeout(60_000);
  await registerPlayer(page, newUsername('vp'));
  await depositFromPhone(page, 100);

  // video poker: a PVP tile of King Poker
  await page.goto('/m/provider?vassalage=KGP');
  const card = page.locator('.game-grid .game-card').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: /^Play / }).click();
  await expect(page).toHaveURL(/\/games\/demo\/[^/?]+\?ticket=/);
  await expect(page.getByRole('table', { name: /^Paytable/ })).toBeVisible();
  await expect(page.getByText('99.54%', { exact: true })).toBeVisible();
  const start = await cents(page);
  await page.getByRole('button', { name: '1 coin', exact: true }).click();
  await page.getByRole('button', { name: 'Deal' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Tap the cards to hold, then draw.' })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => cents(page)).toBe(start - 10);
  await page.getByRole('button', { name: 'Hold card 1' }).click();
  await page.getByRole('button', { name: 'Hold card 2' }).click();
  await expect(page.getByRole('button', { name: 'Hold card 1' })).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: test.info().outputPath('poker-dealt.png') });
  await page.getByRole('button', { name: 'Draw' }).click();
  await expect(page.getByRole('button', { name: 'Deal' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status').filter({ hasText: /You win|Jacks or better pays/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('poker-drawn.png') });

  // the lottery: a Vietnamese regional game whose next draw is open (the North closes 11:00-11:15 UTC)
  const minute = new Date().getUTCHours() * 60 + new Date().getUTCMinutes();
  const [region, game] = minute >= 10 * 60 + 55 && minute <= 11 * 60 + 20 ? ['Southern', 'Can Tho'] : ['Northern', 'Hanoi'];
  await page.goto('/m/elott');
  const tabs = page.getByRole('tablist', { name: 'Regions' });
  await expect(tabs).toBeVisible({ timeout: 20_000 });
  await tabs.getByRole('tab', { name: region }).click();
  const panel = page.getByRole('tabpanel');
  await panel.getByRole('button', { name: game, exact: true }).click();
  await panel.getByRole('button', { name: `Play ${game}` }).click();
  await expect(page).toHaveURL(/\/games\/demo\/[^/?]+\?ticket=/);
  await expect(page.getByRole('heading', { name: 'Next draw' })).toBeVisible();
  const before = await cents(page);
  await page.getByRole('group', { name: 'Bet type' }).getByRole('button', { name: /^Đề/ }).click();
  await page.getByRole('button', { name: 'Number 27', exact: true }).click();
  await page.getByRole('button', { name: 'Number 72', exact: true }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Order placed on draw \d{8}/ })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => cents(page)).toBe(before - 20);
  const orders = page.getByRole('region', { name: 'My orders' });
  await expect(orders.getByRole('button', { name: 'Cancel order on 27, 72' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('lottery-ordered.png'), fullPage: true });

  // both rounds in the bet records; the ticket among the lottery orders, open until its draw
  await page.goto('/m/gameRecord');
  const rows = page.getByRole('list', { name: 'Rounds' }).getByRole('button');
  await expect(rows).toHaveCount(2, { timeout: 15_000 });
  await expect(rows.filter({ hasText: game })).toHaveCount(1);
  const lottery = (await (await page.request.get('/lgw/orders?limit=10')).json()) as { value: { list: Array<{ gameName: string; bet: number; status: string }> } };
  expect(lottery.value.list).toHaveLength(1);
  expect(lottery.value.list[0]).toMatchObject({ gameName: game, bet: 0.2, status: 'open' });
});
