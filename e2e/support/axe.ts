import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Waits until the page has settled: a quiet network and an idle main thread, and every finite animation
 * (the 300 ms route fade, a pop-up rising in) finished, also those that start late. Endless ones (the
 * ticker, the badge bob) are left running. Before an axe scan, and before a screenshot meant to be looked at.
 */
export async function settle(page: Page): Promise<void> {
  // The page may still be coming alive (parts hydrate at low priority, a pop-up opens once its answer is
  // fresh): wait for a quiet network and an idle main thread, let what runs finish, and look again until
  // nothing finite is left running.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await page.evaluate(async () => {
    const idle = () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 }));
    for (let round = 0; round < 5; round++) {
      await idle();
      const running = document
        .getAnimations()
        .filter((a) => a.playState !== 'finished' && a.effect?.getComputedTiming().iterations !== Infinity);
      if (running.length === 0) return;
      // an animation the page never ticks (off screen, in a skipped subtree) must not hold the scan forever
      const cap = new Promise<void>((resolve) => setTimeout(resolve, 3000));
      await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), cap]);
    }
  });
}

/** A screenshot of the settled page (see settle), kept for people to look at: test-results/<folder>/<name>.png. */
export async function photograph(page: Page, folder: string, name: string, fullPage: boolean): Promise<void> {
  const dir = join(process.cwd(), 'test-results', folder);
  mkdirSync(dir, { recursive: true });
  await settle(page);
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage });
}

/**
 * Fails with a readable list when axe finds any WCAG A/AA violation on the page once it has settled (see
 * settle): axe measures contrast through ancestors' opacity, so a scan mid-fade would judge colours no one
 * sees for long.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await settle(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}

/**
 * The same scan with the system's colour scheme light and then dark (a page whose theme follows the system,
 * as the console's does until its operator picks one); the page is left light.
 */
export async function expectNoAxeViolationsInBothThemes(page: Page, label: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoAxeViolations(page, `${label} (${colorScheme})`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}
