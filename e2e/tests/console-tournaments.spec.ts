import { randomUUID } from 'node:crypto';
import { expect, test, waitForLiveOnNavigation } from '../support/test';
import { expectNoAxeViolationsInBothThemes, settle } from '../support/axe';
import { consoleSignIn } from '../support/ops';
import { mutePopups } from '../support/popups';

test.use({ viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test.describe('tournaments in the console', () => {
  test.describe.configure({ timeout: 240_000 });

  test('a content operator creates and publishes a tournament, and sees the standings move when a player plays', async ({ page, browser }) => {
    await consoleSignIn(page, 'content');
    await page.getByRole('combobox', { name: 'Merchant' }).selectOption('LUCKY');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Promotions' }).click();
    await page.getByRole('navigation', { name: 'Promotions' }).getByRole('link', { name: 'Tournaments' }).click();
    await expect(page).toHaveURL(/\/console\/promotions\/tournaments/);
    await page.getByRole('link', { name: 'New tournament' }).click();

    const form = page.getByRole('form', { name: 'Tournament' });
    const name = `Coin Clash ${randomUUID().slice(0, 4)}`;
    await form.getByLabel('Name (EN)').fill(name);
    await form.getByLabel('Description (EN)').fill('Flip coins: the biggest net win takes the crown.');
    // it starts now, on the brand's clock
    const start = new Date(Date.now() - 60_000 + 8 * 3_600_000).toISOString().slice(0, 16);
    await form.getByLabel(/^Starts/).fill(start);
    await form.getByRole('checkbox', { name: 'In-house games' }).check();
    await form.getByLabel('Score').selectOption('net_win');
    await form.getByLabel('Amount, row 1').fill('800');
    await form.getByLabel('Amount, row 2').fill('150');
    await form.getByLabel('Paid as, row 2').selectOption('bonus');
    await page.screenshot({ path: test.info().outputPath('console-tournament-editor.png'), fullPage: true });
    await form.getByRole('button', { name: 'Create draft' }).click();

    await expect(page.getByRole('heading', { name })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: `Publish ${name}?` });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Running', { exact: true }).first()).toBeVisible();

    // a player wins a round on a phone: the standings show it within a few seconds (refreshed while running)
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
    const player = await phone.newPage();
    waitForLiveOnNavigation(player);
    await mutePopups(player);
    await player.goto('/m/login');
    await player.getByRole('textbox', { name: 'Username' }).fill('demo');
    await player.getByLabel('Password', { exact: true }).fill('Lucky#2026');
    await player.getByRole('button', { name: 'Log in', exact: true }).click();
    await player.waitForURL(/\/m\/home/);
    // three coin flips: won or lost, each counts in the net win
    for (let i = 0; i < 3; i++) {
      const res = await player.request.post('/wps/originals/coinflip/bet', { headers: { Merchant: 'LUCKY' }, data: { amount: 10, requestId: randomUUID(), params: { side: 'heads' } } });
      expect(res.status(), await res.text()).toBe(200);
    }
    await phone.close();
    const standings = page.getByRole('table', { name: 'Standings' });
    await expect(standings.getByRole('link', { name: 'demo' })).toBeVisible({ timeout: 15_000 });
    await settle(page);
    await page.screenshot({ path: test.info().outputPath('console-tournament-live.png'), fullPage: true });
    await expectNoAxeViolationsInBothThemes(page, 'console tournament');

    await page.getByRole('link', { name: 'Tournaments' }).first().click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Running');
    await settle(page);
    await page.screenshot({ path: test.info().outputPath('console-tournaments.png'), fullPage: true });
    await expectNoAxeViolationsInBothThemes(page, 'console tournaments');
  });
});
