import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { patchMerchant } from '../support/ops';
import { mutePopups } from '../support/popups';

/** Every image on screen: where it came from and whether it shows pixels. */
function visibleImages(page: Page) {
  return page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => {
        const box = img.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      })
      .map((img) => ({ src: img.currentSrc || img.src, shown: img.complete && img.naturalWidth > 0 })),
  );
}

// The page is served from 127.0.0.1; "localhost" is the same server under another host name: a CDN of its own.
const DEAD = 'http://127.0.0.1:9';

test.describe('image CDN fallback', () => {
  test('with a dead first CDN the artwork comes from the second, and nothing shows broken', async ({ page, request }) => {
    test.slow();
    const second = `http://localhost:${process.env.E2E_PORT}`;
    await patchMerchant(request, 'LUCKY', { imageCdns: [DEAD, second] });
    try {
      await mutePopups(page);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/m/home');
      await expect(page.getByRole('region', { name: 'Progressive jackpot' })).toBeVisible();
      await expect(page.locator('.game-card img').first()).toBeVisible();
      await expect
        .poll(async () => (await visibleImages(page)).filter((i) => !i.shown).map((i) => i.src), { timeout: 30_000 })
        .toEqual([]);
      const images = await visibleImages(page);
      const artwork = images.filter((i) => /\/media\/(games|banners|vendors)\//.test(i.src));
      expect(artwork.length).toBeGreaterThan(3);
      for (const image of artwork) expect(image.src.startsWith(`${second}/media/`), image.src).toBe(true);
      // The dead CDN is remembered for the session: the next page's images skip it from the start.
      expect(await page.evaluate(() => sessionStorage.getItem('MC_FAILED_IMAGE_CDNS'))).toBe(JSON.stringify([DEAD]));
      const asked: string[] = [];
      page.on('request', (r) => {
        if (r.url().startsWith(DEAD)) asked.push(r.url());
      });
      await page.getByRole('link', { name: /^Promotions?$/ }).first().click();
      await expect(page).toHaveURL(/\/m\/activity/);
      await expect(page.getByRole('article').first()).toBeVisible();
      // Wait for the promotion artwork itself to be on screen and shown (the list may still be swapping the
      // dead CDN for the next one), not only for the absence of broken images, which an empty screen passes.
      await expect
        .poll(async () => (await visibleImages(page)).filter((i) => i.src.includes('/media/promotions/') && i.shown).length, {
          timeout: 30_000,
        })
        .toBeGreaterThan(0);
      await expect
        .poll(async () => (await visibleImages(page)).filter((i) => !i.shown).map((i) => i.src), { timeout: 30_000 })
        .toEqual([]);
      const promo = (await visibleImages(page)).filter((i) => i.src.includes('/media/promotions/'));
      for (const image of promo) expect(image.src.startsWith(`${second}/media/`), image.src).toBe(true);
      expect(asked).toEqual([]);
    } finally {
      await patchMerchant(request, 'LUCKY', { imageCdns: [] });
    }
  });
});
