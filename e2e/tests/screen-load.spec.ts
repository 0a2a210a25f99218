import { expect, test } from '../support/test';

/**
 * A screen whose code fails to load once (the line dropped, a release replaced the chunk) says so with a
 * Retry button, and loads on Retry: the browser fetches the chunk again rather than keeping the failure.
 */
test('a screen whose chunk failed once shows Retry, which loads it', async ({ page }) => {
  let refused = 0;
  await page.route(/\/m\/assets\/help-screen-[^/]+\.js$/, (route) => (refused++ === 0 ? route.abort() : route.continue()));
  await page.goto('/m/notice');
  await page.evaluate(() => {
    history.pushState({}, '', '/m/help');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { name: 'This page did not load' })).toBeVisible();
  await expect(page.getByText('Please wait')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('screen-load-error.png') });
  await page.getByRole('button', { name: 'Retry' }).click();
  // the screen itself (the header's title shows either way)
  await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Account' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page did not load' })).toHaveCount(0);
  expect(refused).toBe(2);
});
