import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';

/**
 * What makes each brand its own app on the phone (390 x 844): the tab's title, the browser's theme colour,
 * the installed app's manifest, the 18+/21+ responsible-gaming footer, and a page of its own at a bad address;
 * and that a sign-in typed before the app is live never lands in the address bar.
 */

test.describe('credential forms before the app is live', () => {
  /** A page of the context with every app script refused: what a tap before hydration (or JS off) meets. */
  async function pageWithoutScripts(page: Page): Promise<Page> {
    const raw = await page.context().newPage();
    await raw.route(/\/m\/assets\/.+\.js$/, (route) => route.abort());
    return raw;
  }

  test('a login submitted by the browser itself posts, and the address never holds the username or password', async ({ page }) => {
    const raw = await pageWithoutScripts(page);
    await raw.goto('/m/login?redirect=%2Fm%2Fwithdraw');
    const form = raw.locator('form#login-form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toHaveAttribute('action', '/m/login?redirect=%2Fm%2Fwithdraw');
    await expect(raw.locator('html')).not.toHaveAttribute('data-hydrated', '');

    await raw.getByRole('textbox', { name: 'Username' }).fill('demo');
    await raw.getByLabel('Password', { exact: true }).fill('Demo#2026');
    const posted = raw.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/m/login');
    await raw.getByRole('button', { name: 'Log in' }).click();
    await posted;
    await raw.waitForURL((url) => url.pathname === '/m/login');
    expect(raw.url()).not.toMatch(/username|password|demo|Demo%232026|Demo#2026/i);
    expect(new URL(raw.url()).search).toBe('?redirect=%2Fm%2Fwithdraw');
    // nor in the history: the entry before is the page as it was opened
    await raw.goBack();
    expect(raw.url()).not.toMatch(/username|password|Demo%232026/i);
    await raw.close();
  });

  test('the recovery-by-phone form posts too (GOLDEN), keeping the code and new password out of the address', async ({ page }) => {
    const raw = await pageWithoutScripts(page);
    await raw.goto('/m/forget?merchant=GOLDEN');
    const form = raw.locator('form').filter({ has: raw.getByLabel('New password') });
    await expect(form).toHaveAttribute('method', 'post');
    await raw.getByRole('textbox', { name: 'Mobile number' }).fill('912345678');
    await raw.getByLabel('New password').fill('Secret#2027');
    await form.evaluate((f: HTMLFormElement) => f.requestSubmit());
    await raw.waitForURL((url) => url.pathname === '/m/forget');
    expect(raw.url()).not.toMatch(/Secret|mobileNum|newPassword|912345678/);
    await raw.close();
  });

  test('register and reset-password forms name their own page with post', async ({ page }) => {
    const raw = await pageWithoutScripts(page);
    await raw.goto('/m/register');
    await expect(raw.locator('form#register-form')).toHaveAttribute('method', 'post');
    await expect(raw.locator('form#register-form')).toHaveAttribute('action', '/m/register');
    await raw.goto('/m/resetPsw?token=abcdefghijklmnop1234');
    const reset = raw.locator('form').filter({ has: raw.getByLabel('New password') });
    await expect(reset).toHaveAttribute('method', 'post');
    await expect(reset).toHaveAttribute('action', '/m/resetPsw?token=abcdefghijklmnop1234');
    await raw.close();
  });
});

test.describe("each brand's own app", () => {
  for (const brand of [
    { code: 'LUCKY', name: 'Lucky Star', age: 21, themeColor: '#0a0f1f', query: '' },
    { code: 'GOLDEN', name: 'Golden Dragon', age: 18, themeColor: '#5a0f14', query: '?merchant=GOLDEN' },
    { code: 'JADE', name: 'Jade Palace', age: 18, themeColor: '#0b3b2e', query: '?merchant=JADE' },
  ]) {
    test(`${brand.code}: its title, theme colour, manifest and ${brand.age}+ footer`, async ({ page, request }) => {
      await page.goto(`/m/help${brand.query}`);
      await expect(page).toHaveTitle(`Help centre · ${brand.name}`);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', brand.themeColor);

      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe(`/m/manifest.webmanifest${brand.query}`);
      const manifest = (await (await request.get(href!)).json()) as { name: string; theme_color: string; icons: { src: string }[] };
      expect(manifest.name).toBe(brand.name);
      expect(manifest.theme_color).toBe(brand.themeColor);
      expect(manifest.icons[0]!.src).toBe(`/media/brand/${brand.code}/icons/icon-192.png`);

      const footer = page.getByRole('contentinfo');
      await footer.scrollIntoViewIfNeeded();
      await expect(footer.getByRole('img', { name: `Adults ${brand.age} and over only` })).toHaveText(`${brand.age}+`);
      await expect(footer).toContainText(`Gambling is for adults aged ${brand.age} and over only.`);
      if (brand.code !== 'JADE') {
        await footer.screenshot({ path: test.info().outputPath(`footer-${brand.code}.png`) });
      }

      await footer.getByRole('link', { name: 'Responsible gaming' }).click();
      await expect(page).toHaveURL(/\/m\/helpDetail\?tag=responsible-gaming/);
      await expect(page.getByRole('main')).toContainText(`adults aged ${brand.age} and over`);
      await expect(page).toHaveTitle(`Help detail · ${brand.name}`);
    });
  }

  test("home's title is the brand alone", async ({ page }) => {
    await page.goto('/m/home?merchant=GOLDEN');
    await expect(page).toHaveTitle('Golden Dragon');
  });

  test('an address outside the app shows the brand its own page, with the way into the lobby', async ({ page }) => {
    const response = await page.goto('/no-such-page?merchant=GOLDEN');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    await expect(page).toHaveTitle('Page not found · Golden Dragon');
    await page.screenshot({ path: test.info().outputPath('not-found-GOLDEN.png') });
    await page.getByRole('link', { name: 'Go to the lobby' }).click();
    await expect(page).toHaveURL(/\/m\/home\?merchant=GOLDEN$/);
    await expect(page).toHaveTitle('Golden Dragon');
  });
});
