import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Fails with a readable list when axe finds any WCAG A/AA violation on the page as it settles. Finite
 * animations (the 300 ms route fade, a pop-up rising in) finish first: axe measures contrast through
 * ancestors' opacity, so a scan mid-fade would judge colours no one sees for long. Endless ones (the
 * ticker, the badge bob) are left running.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${label}`).toEqual([]);
}
