import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * The demo vendor's cockfight pit on the phone: the demo player opens a cockfight from the game centre, bets
 * Meron at fixed odds before the last call, watches the fight, and the balance moves by exactly the stake and
 * what it returned (0.92:1 on a win, the stake back on a draw); the fight is in the bet records with its result.
 * Fights run on the pit's own schedule (20 s of bets, then the fight).
 */

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function logInDemo(page: Page) {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Lucky#2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

test.use({ viewport: { width: 390, height: 844 } });

test('a player bets Meron in a fight, the fight settles into the balance and the bet records', async ({ page }) => {
  test.setTimeout(120_000);
  await logInDemo(page);
  await page.goto('/m/gameCenter?gameType=COCKFIGHT');
  await page.getByRole('button', { name: /^Play .*Cockfight/ }).first().click();
  await expect(page).toHaveURL(/\/games\/demo\/[^/?]+\?ticket=/);
  await expect(page.getByRole('link', { name: 'Back to lobby' })).toBeVisible();

  // a betting window with time enough to bet (the last call is the final 5 s)
  await expect(async () => {
    const left = await page.locator('[data-timer]').textContent();
    expect(Number(/^(\d+) s$/.exec(left ?? '')?.[1] ?? '0')).toBeGreaterThanOrEqual(8);
  }).toPass({ timeout: 45_000, intervals: [250] });
  const before = money(await page.locator('[data-balance]').textContent());
  await page.getByRole('button', { name: /^Chip ₱5$/ }).click();
  await page.getByRole('button', { name: /^Meron, pays 0\.92:1/ }).click();
  await page.getByRole('button', { name: 'Place bets' }).click();
  const announce = page.locator('[data-announce]');
  await expect(announce).toHaveText(/Bets placed: ₱5\.00/);
  await expect.poll(async () => money(await page.locator('[data-balance]').textContent())).toBeCloseTo(before - 5, 2);

  // the last call, the fight, and what the bet returned
  await expect(page.locator('[data-timer]')).toHaveText(/Last call \d s/, { timeout: 25_000 });
  await expect(announce).toHaveText(/No win this fight|You get/, { timeout: 45_000 });
  const text = (await announce.textContent()) ?? '';
  const back = /You get ₱([\d,.]+)/.exec(text);
  const returned = back ? money(back[1]!) : 0;
  // Meron wins pays the stake and 0.92 of it, a draw gives the stake back, Wala keeps it
  expect([0, 5, 9.6]).toContain(returned);
  expect(text).toMatch(returned === 9.6 ? /Meron wins/ : returned === 5 ? /Draw/ : /Wala wins/);
  expect(money(await page.locator('[data-balance]').textContent())).toBeCloseTo(before - 5 + returned, 2);
  await expect(page.locator('[data-history] span').first()).toBeVisible();

  // the fight in the bet records, with its result and the bet
  await page.goto('/m/gameRecord?gameType=COCKFIGHT');
  const rows = page.getByRole('list', { name: 'Rounds' }).getByRole('button');
  await expect(rows.first()).toContainText('Cockfight');
  await rows.first().click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText('Round details')).toBeVisible();
  await expect(detail.getByText(/^Sabong \(fixed odds\) round \d+: (Meron wins|Wala wins|Draw)/)).toBeVisible();
  await expect(detail.getByText(/Meron ₱5\.00 →/)).toBeVisible();
});
