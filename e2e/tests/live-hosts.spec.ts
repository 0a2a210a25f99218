import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { mutePopups } from '../support/popups';

/**
 * The live casino's hosts against the real server: the live category opens with the strip of hosts on air,
 * its link leads to Live now; the demo player follows a host, finds it under Following and unfollows it
 * there (the shared demo account ends as it started). Live now passes axe in both themes.
 */
const DEMO = { username: 'demo', password: 'Lucky#2026' };

async function logIn(page: Page): Promise<void> {
  await page.goto('/m/login');
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/m\/home/);
}

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

/** Unfollows whatever the demo player follows, through the API with the page's session. */
async function unfollowAll(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const headers = { 'content-type': 'application/json', merchant: 'LUCKY' };
    const res = await fetch('/wps/live/focus', { headers });
    if (!res.ok) return;
    const body = (await res.json()) as { value: { id: number }[] };
    for (const host of body.value) {
      await fetch('/wps/live/focus', { method: 'DELETE', headers, body: JSON.stringify({ anchorId: host.id }) });
    }
  });
}

test.describe('live hosts', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the live category shows who is on air; the demo player follows a host, sees it under Following, and unfollows it', async ({ page }) => {
    await mutePopups(page);

    // As a visitor: the strip, then Live now, where Follow asks for a login.
    await page.goto('/m/live-games');
    const strip = page.getByRole('region', { name: /Live hosts/ });
    await expect(strip.getByText('LIVE').first()).toBeVisible();
    expect(await strip.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await strip.getByRole('link', { name: /See all/ }).click();
    await page.waitForURL(/\/m\/live-hosts$/);
    await expect(page.getByRole('heading', { name: 'Live now', level: 1 })).toBeVisible();
    const onAir = page.getByRole('list', { name: 'Hosts on air' });
    await expect(onAir.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Coming up' }).getByText(/^Next on air at /).first()).toBeVisible();

    await logIn(page);
    await unfollowAll(page);
    try {
      // The side menu leads there too.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: 'Live now' }).click();
      await page.waitForURL(/\/m\/live-hosts$/);

      const host = page.getByRole('list', { name: 'Coming up' }).getByRole('listitem').first();
      const name = (await host.locator('.live-host__name').textContent())!.trim();
      await host.getByRole('button', { name: `Follow ${name}` }).click();
      await expect(host.getByRole('button', { name: `Unfollow ${name}` })).toHaveAttribute('aria-pressed', 'true');

      await page.getByRole('tab', { name: 'Following' }).click();
      const mine = page.getByRole('list', { name: 'Hosts you follow' });
      await expect(mine.getByRole('listitem')).toHaveCount(1);
      await expect(mine.getByText(name, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, 'live now, following (dark)');
      await page.screenshot({ path: test.info().outputPath('live-hosts-following-dark.png'), fullPage: true });

      await mine.getByRole('button', { name: `Unfollow ${name}` }).click();
      await expect(page.getByRole('heading', { name: "You're not following anyone yet" })).toBeVisible();

      await page.getByRole('tab', { name: 'All hosts' }).click();
      await expect(page.getByRole('list', { name: 'Hosts on air' })).toBeVisible();
      await expectNoAxeViolations(page, 'live now (dark)');
      await useTheme(page, 'light');
      await expect(page.getByRole('list', { name: 'Hosts on air' })).toBeVisible();
      await expectNoAxeViolations(page, 'live now (light)');
      await page.screenshot({ path: test.info().outputPath('live-hosts-light.png'), fullPage: true });
      await page.goto('/m/live-games');
      await expect(page.getByRole('region', { name: /Live hosts/ })).toBeVisible();
    } finally {
      await unfollowAll(page);
      await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    }
  });
});
