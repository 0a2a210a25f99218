import { test as base, type Page } from '@playwright/test';

/**
 * The app's public pages arrive rendered by the server and look ready before their script has run; a tap
 * on a button in that moment is kept and played once the page is live (a link works at once). Every navigation of
 * the test's page therefore waits until React has taken the page over (`html[data-hydrated]`, set by the
 * app after hydration or its own first render), so a test taps what a live page shows. Pages that are not
 * the app (a provider's checkout, a game) have no #root and are not waited for.
 */
async function live(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'),
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => {
      // the test's own expectations say what is wrong with a page that never comes alive
    });
}

/** Makes every navigation of `page` wait until the app has taken the page over (see above). */
export function waitForLiveOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await live(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await live(page);
    return response;
  };
}

export const test = base.extend({
  page: async ({ page }, use) => {
    waitForLiveOnNavigation(page);
    await use(page);
  },
});

export { expect } from '@playwright/test';
