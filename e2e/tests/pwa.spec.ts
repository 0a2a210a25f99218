import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';

/** Waits until a service worker controls the page (the first visit installs it, clients.claim takes over). */
async function waitForServiceWorker(page: Page): Promise<void> {
  // Polled from here: waitForFunction does not await an async predicate's promise.
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/m/');
          return registration?.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
        }),
      // the worker installs after the page's load event and precaches the build: slow on a busy machine
      { timeout: 60_000 },
    )
    .toBe(true);
}

async function checkInstallability(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Lucky Star home' })).toBeVisible();

  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/m/manifest.webmanifest');
  const manifestResponse = await request.get(href!);
  expect(manifestResponse.ok()).toBe(true);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/m/home', scope: '/m/', display: 'standalone' });
  expect(manifest.name.length).toBeGreaterThan(0);
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  for (const size of ['192x192', '512x512']) {
    const icon = manifest.icons.find((i) => i.sizes === size && (i.purpose ?? 'any').includes('any'));
    expect(icon, `a ${size} icon`).toBeDefined();
    const iconResponse = await request.get(icon!.src);
    expect(iconResponse.headers()['content-type']).toBe('image/png');
    // the PNG signature, and the declared size in its IHDR
    const bytes = await iconResponse.body();
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(`${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`).toBe(size);
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);

  await waitForServiceWorker(page);
  // What Lighthouse's installable-manifest audit asks the browser.
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors).toEqual([]);
  const { url, errors } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
  expect(url).toMatch(/\/m\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);
}

/**
 * Home greets a visitor with the seeded announcement pop-ups once its data has loaded (late on a busy
 * machine): wait for them and close them before using the header, so they cannot land on top of the
 * download popup halfway through.
 */
async function closeAnnouncements(page: Page): Promise<void> {
  const announcement = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('checkbox', { name: "Don't show again today" }) });
  await announcement.waitFor({ timeout: 30_000 }).catch(() => {});
  for (let i = 0; i < 10 && (await announcement.isVisible()); i++) {
    await announcement.getByRole('button', { name: 'Close' }).click();
  }
}

test.describe('installable app (PWA)', () => {
  test.describe.configure({ timeout: 150_000 });

  test('passes Chromium installability: linked manifest, PNG icons, service worker in control', async ({ request, baseURL }) => {
    // Chromium never offers installing from an incognito-like context (Playwright's default), so this test
    // uses a throw-away profile, as Lighthouse's own run does.
    const { launchOptions, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = test.info().project.use;
    const profile = mkdtempSync(join(tmpdir(), 'lobby-pwa-'));
    const context = await chromium.launchPersistentContext(profile, {
      ...launchOptions,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      baseURL,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    try {
      await checkInstallability(page, request);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('after a first visit the shell loads offline and says No Internet', async ({ page, context }) => {
    await page.goto('/m/home');
    await expect(page.getByRole('link', { name: 'Lucky Star home' })).toBeVisible();
    await waitForServiceWorker(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Lucky Star home' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    // (the toaster is a status region too, and failed API calls toast 'No Internet' there)
    const banner = page.getByRole('status').filter({ hasText: 'Saved pages still work' });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('No Internet');

    // Another in-app path comes from the shell too (navigation fallback), the API does not.
    await page.goto('/m/activity');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Promotion activity' })).toBeVisible();
    await expect(banner).toBeVisible();

    await context.setOffline(false);
    await expect(banner).toBeHidden();
  });
});

test.describe('download promotion', () => {
  // axe scans and the home page's pop-ups take long on a busy machine
  test.describe.configure({ timeout: 150_000 });

  test('/m/download: bonus title, icon, Android link, iOS tutorial, add-to-home guide', async ({ page }) => {
    await page.goto('/m/download');
    await expect(page.getByRole('banner').getByRole('heading', { name: 'Download promotion' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Download the app and claim ₱58' })).toBeVisible();
    const icon = page.getByRole('img', { name: 'Lucky Star app icon' });
    await expect(icon).toBeVisible();
    expect(await icon.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const android = page.getByRole('link', { name: /Download for Android/ });
    await expect(android).toHaveAttribute('href', '/media/download/LUCKY/android.apk');
    // The seed uploads no APK: the player is told so instead of saving an error page as a file.
    await android.click();
    await expect(page.getByText('This app build is not uploaded yet', { exact: false })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/download$/);
    await expectNoAxeViolations(page, '/m/download (dark)');

    await page.getByRole('button', { name: /Download for iOS/ }).click();
    const tutorial = page.getByRole('dialog', { name: 'Install on iPhone or iPad' });
    await expect(tutorial.getByText('Requires iOS 12.4 or later')).toBeVisible();
    await expect(tutorial.getByRole('listitem')).toHaveCount(5);
    await expect(tutorial.getByRole('link', { name: 'Install for iOS' })).toHaveAttribute('href', '/media/download/LUCKY/ios');
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await expectNoAxeViolations(page, 'iOS tutorial');
    await tutorial.getByRole('button', { name: 'Close' }).click();
    await expect(tutorial).toBeHidden();

    await page.getByRole('button', { name: 'Open instructions' }).click();
    const guide = page.getByRole('region', { name: 'Add to Home Screen' });
    await expect(guide).toBeVisible();
    await guide.getByRole('button', { name: 'Hide' }).click();
    await expect(guide).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open instructions' })).toBeVisible();

    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Download the app and claim ₱58' })).toBeVisible();
    await expectNoAxeViolations(page, '/m/download (light)');
  });

  test('the side menu opens the download popup; More details leads to /m/download', async ({ page }) => {
    await page.goto('/m/home');
    await closeAnnouncements(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Get the app' }).click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    await expect(popup.getByRole('heading', { name: 'Download the app and claim ₱58' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    await expectNoAxeViolations(page, 'download popup');

    await popup.getByRole('button', { name: 'Add to Home Screen' }).click();
    // the sheet's view (and so its name) changes to the guide; Back returns to the download view
    const guide = page.getByRole('dialog', { name: 'Add to Home Screen' });
    await expect(guide.getByRole('list', { name: 'Steps' })).toBeVisible();
    await guide.getByRole('button', { name: 'Back' }).click();
    await popup.getByRole('link', { name: 'More details' }).click();
    await expect(page).toHaveURL(/\/m\/download$/);
    await expect(popup).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Download the app and claim ₱58' })).toBeVisible();
  });

  test('inside an installed web app the download page and shortcut are gone', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('WEBCLIP', '1'));
    await page.goto('/m/download');
    await expect(page).toHaveURL(/\/m\/home$/);
    await closeAnnouncements(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'JILI' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Get the app' })).toHaveCount(0);
  });
});
