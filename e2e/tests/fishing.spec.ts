import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { depositFromPhone, newUsername, registerPlayer } from '../support/player';

/**
 * The demo vendor's fishing game on the phone: a new player deposits, opens a fishing tile from the lobby
 * (390x844), fires until a catch (auto-fire locks the fish nearest the aim; small fish are caught about
 * half the time, so a catch comes within seconds), sees the balance move, and finds the shot's round, with
 * the vendor's account of it, in the bet records.
 */

/** The balance the game's page shows, in cents. */
async function cents(page: Page): Promise<number> {
  const text = (await page.locator('[data-balance]').textContent()) ?? '';
  return Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
}

// a game: the phone has animations on (the suite's phones have them off)
test.use({ reducedMotion: 'no-preference' });

test('a player opens a fishing tile, fires until a catch and finds the shot in the bet records', async ({ page }) => {
  // registration, a deposit and auto-fire until a catch: the margin is for a loaded runner
  test.setTimeout(120_000);
  await registerPlayer(page, newUsername('fish'));
  await depositFromPhone(page, 100);

  await page.goto('/m/provider?vassalage=OCN');
  const card = page.locator('.game-grid .game-card').first();
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: /^Play / }).click();
  await expect(page).toHaveURL(/\/games\/demo\/[^/?]+\?ticket=/);

  // the sea, the cannon's stake and the balance; the room is open when the page says how to shoot
  await expect(page.locator('canvas[data-canvas]')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Tap or drag on the sea to shoot' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Raise cannon stake' })).toBeVisible();
  const before = await cents(page);

  // one tap shoots at the sea; then auto-fire until the live region announces a catch
  await page.locator('canvas[data-canvas]').tap({ position: { x: 195, y: 250 } });
  await page.getByRole('button', { name: 'Auto-fire' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Caught .+ ×\d+: \+₱\d/ })).toBeVisible({ timeout: 25_000 });
  await page.getByRole('button', { name: 'Stop auto-fire' }).click();
  await expect.poll(() => cents(page)).not.toBe(before);

  // the shots are rounds in the bet records; the newest opens with the vendor's account of it
  await page.getByRole('link', { name: 'Back to lobby' }).click();
  await page.goto('/m/gameRecord');
  const rows = page.getByRole('list', { name: 'Rounds' }).getByRole('button');
  await expect(rows.first()).toBeVisible({ timeout: 15_000 });
  await rows.first().click();
  await expect(page.getByRole('dialog').getByText(/^(Caught|Missed) .+×\d+/).first()).toBeVisible();
});
