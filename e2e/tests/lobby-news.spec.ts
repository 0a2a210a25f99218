import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { mutePopups } from '../support/popups';

async function logInAsDemo(page: Page) {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Lucky#2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** Scrolls home down to the lobby news until its entries are there (the game rows above load as they come near). */
async function scrollToNews(page: Page) {
  const news = page.getByRole('region', { name: 'Lobby news' });
  await expect(async () => {
    await page.locator('.lobby-news-slot').scrollIntoViewIfNeeded();
    await expect(news.getByRole('listitem').first()).toBeVisible({ timeout: 1000 });
    await expect(news).not.toHaveAttribute('aria-busy', 'true', { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  return news;
}

test.describe('notices, popular announcements and lobby news', () => {
  test("the ticker shows the operator's notices; one without an announcement opens the notice list", async ({ page }) => {
    await mutePopups(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/m/home');
    const ticker = page.getByRole('region', { name: 'Announcements' });
    const gcash = ticker.getByRole('button', { name: 'GCash deposits now arrive in under a minute.' });
    await expect(gcash).toBeVisible();
    await expect(ticker.getByRole('button', { name: 'Old notice (ended)' })).toHaveCount(0);
    await gcash.click();
    await expect(page).toHaveURL(/\/m\/notice$/);
  });

  test('an announcement members open shows in the popular strip', async ({ page }) => {
    await mutePopups(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInAsDemo(page);
    const ticker = page.getByRole('region', { name: 'Announcements' });
    const read = page
      .waitForResponse((r) => r.url().includes('/wps/announcements/read') && r.request().method() === 'POST', { timeout: 5000 })
      .catch(() => undefined);
    await ticker.getByRole('button', { name: /^Scheduled maintenance on Thursday/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduled maintenance notice' })).toBeVisible();
    // Read before (the demo account's earlier visits) or now: either way it counts once for this member.
    await read;
    await page.goto('/m/notice');
    const popular = page.getByRole('region', { name: 'Popular' });
    const card = popular.getByRole('link', { name: /Scheduled maintenance notice/ });
    await expect(card).toBeVisible();
    await expect(card).toContainText(/Readers: [1-9]\d*/);
    await card.click();
    await expect(page).toHaveURL(/\/m\/noticeDetail\?id=\d+$/);
  });

  test('home loads the lobby news only near it: operator news and the new games the platform reported', async ({ page }) => {
    test.slow();
    await mutePopups(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/wps/lobbyNews')) asked.push(r.url());
    });
    await page.goto('/m/home');
    await expect(page.getByRole('region', { name: 'Progressive jackpot' })).toBeVisible();
    await page.waitForTimeout(1000);
    expect(asked).toEqual([]);

    const news = await scrollToNews(page);
    expect(asked.length).toBeGreaterThan(0);
    await expect(news.getByText('VIP lounge is open')).toBeVisible();
    const game = news.getByRole('listitem').filter({ hasText: /^New game/ }).first();
    await expect(game).toContainText(/New game: .+/);
    await expect(game).toContainText(/has just landed in the lobby/);
    await news.getByRole('link', { name: /VIP lounge is open/ }).click();
    await expect(page).toHaveURL(/\/m\/vip$/);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`the popular strip and the lobby news have no accessibility violations (${theme})`, async ({ page }) => {
      test.slow();
      await mutePopups(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/m/notice');
      await expect(page.getByRole('region', { name: 'Popular' })).toBeVisible();
      await expectNoAxeViolations(page, `notice with popular (${theme})`);
      await page.goto('/m/home');
      await scrollToNews(page);
      await expectNoAxeViolations(page, `home with lobby news (${theme})`);
    });
  }
});
