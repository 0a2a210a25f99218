import type { BrowserContext, Page } from '@playwright/test';

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

/**
 * "Do not show again today" (the pop-up's own checkbox), set before the page loads: for flows about
 * something else, whose taps must not race a pop-up that opens when home goes idle (it can open between a
 * tap's aim and its landing, and take the tap).
 */
export async function mutePopups(target: Page | BrowserContext): Promise<void> {
  await target.addInitScript(() => {
    const d = new Date();
    const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    window.localStorage.setItem('MC_POPUPS_MUTED', day);
  });
}
