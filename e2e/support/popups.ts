import type { Page } from '@playwright/test';

/**
 * Home shows the merchant's announcement pop-ups (popup group) to every new session. Flows that are not
 * about them close each one as it appears, the way a player would, instead of clicking through its scrim.
 */
export async function closeAnnouncementPopups(page: Page): Promise<void> {
  const popups = page.locator('.overlay-root.login-popups');
  await page.addLocatorHandler(popups, async () => {
    await popups.getByRole('button', { name: 'Close' }).first().click();
  });
}
