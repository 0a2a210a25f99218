import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolationsInBothThemes } from '../support/axe';
import { consoleSignIn } from '../support/ops';

/**
 * Promotions → Campaigns in the operators' console at 1280x800, against the real server. The content operator
 * creates a reload deposit match (50% up to ₱500 from ₱100, claimed with a code, twenty times the bonus in
 * thirty days), writes its promotion page and reads it on the phone preview with the offer's terms, saves it
 * as a draft, adds a RELOAD code, publishes it after the dialog says what publishing does, and finds it live
 * in the list. Every screen is scanned with axe in the light and the dark theme.
 */
test.use({ viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

/** "YYYY-MM-DDTHH:mm" of a moment on a zone's clock, as the editor's time fields take it. */
function zoneInput(ms: number, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(ms)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(name), fullPage: false });

test.describe.serial('bonus campaigns in the console', () => {
  test.describe.configure({ timeout: 180_000 });
  let op: Page;
  // a code no earlier run of this spec used (codes are unique per brand)
  const code = `RELOAD${String(Date.now()).slice(-6)}`;
  const name = `Reload weekend ${code.slice(-4)}`;

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    op = await context.newPage();
  });
  test.afterAll(async () => {
    await op.context().close();
  });

  test('the content operator opens Promotions → Campaigns', async () => {
    await consoleSignIn(op, 'content');
    await op.goto('/console/promotions?merchant=LUCKY');
    await expect(op).toHaveURL(/\/console\/promotions\/campaigns/);
    await expect(op.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    await expect(op.getByRole('navigation', { name: 'Promotions' }).getByRole('link', { name: 'Campaigns' })).toHaveAttribute('aria-current', 'page');
    await expect(op.getByRole('table', { name: 'Campaigns' })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(op, 'campaigns list');
    await shot(op, 'bonus-campaigns-empty.png');
  });

  test('creates a reload deposit match with a code, previewed on the phone with its terms', async () => {
    await op.getByRole('link', { name: 'New campaign' }).click();
    const form = op.getByRole('form', { name: 'Campaign' });
    await expect(form).toBeVisible();
    const zone = (await op.getByText(/^Times in /).textContent())!.replace('Times in ', '').trim();
    expect(zone).toBe('Asia/Manila');

    await form.getByLabel('Name (for operators)').fill(name);
    // started an hour ago on the merchant's clock: published, it is live at once
    await form.getByLabel(`Starts (${zone})`).fill(zoneInput(Date.now() - 3_600_000, zone));
    await form.getByLabel('Title', { exact: true }).fill('Reload weekend: 50% up to ₱500');
    await form.getByRole('textbox', { name: /^Body \(/ }).click();
    await op.keyboard.type('Top up this weekend and we add half of it again.');
    await form.getByLabel('Deposit', { exact: true }).selectOption('reload');
    await form.getByLabel('Percent', { exact: true }).fill('50');
    await form.getByLabel('Cap', { exact: true }).fill('500');
    await form.getByLabel('Minimum deposit', { exact: true }).fill('100');
    await form.getByLabel('Requires a promo code').check();

    const phone = op.locator('figure.phone');
    await expect(phone.getByRole('heading', { name: 'Reload weekend: 50% up to ₱500' })).toBeVisible();
    await expect(phone.getByTestId('preview-body')).toHaveText('Top up this weekend and we add half of it again.');
    const terms = phone.getByRole('region', { name: 'Terms' });
    await expect(terms).toContainText('50% of your deposit (reloads), up to ₱500.00.');
    await expect(terms).toContainText('Deposits from ₱100.00.');
    await expect(terms).toContainText('Wager 20× the bonus within 30 days to withdraw it.');
    await expect(terms).toContainText('Claimed with a promo code.');
    await expectNoAxeViolationsInBothThemes(op, 'campaign editor');
    await op.screenshot({ path: test.info().outputPath('bonus-editor.png'), fullPage: true });
    await phone.scrollIntoViewIfNeeded();
    await phone.screenshot({ path: test.info().outputPath('bonus-phone-preview.png') });

    await form.getByRole('button', { name: 'Create as draft' }).click();
    await expect(op.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(op.getByText('Draft', { exact: true })).toBeVisible();
  });

  test('adds the code, publishes after the dialog, and sees it live', async () => {
    await op.getByRole('tab', { name: 'Codes' }).click();
    const add = op.getByRole('form', { name: 'Add codes' });
    await add.getByLabel('Code', { exact: true }).fill(code);
    await add.getByRole('button', { name: 'Add code' }).click();
    await expect(op.getByRole('table', { name: 'Promo codes' }).getByText(code)).toBeVisible();

    await op.getByRole('button', { name: 'Publish' }).click();
    const dialog = op.getByRole('dialog', { name: `Publish “${name}”?` });
    await expect(dialog).toContainText('The promotion page goes up');
    await expectNoAxeViolationsInBothThemes(op, 'publish dialog');
    await shot(op, 'bonus-publish-dialog.png');
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await expect(dialog).toBeHidden();
    await expect(op.locator('.page-header').getByText('Live', { exact: true })).toBeVisible();
    await expectNoAxeViolationsInBothThemes(op, 'campaign detail');
    await shot(op, 'bonus-detail-live.png');

    await op.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Campaigns' }).click();
    const row = op.getByRole('table', { name: 'Campaigns' }).getByRole('row').filter({ hasText: name });
    await expect(row.getByText('Live', { exact: true })).toBeVisible();
    await expect(row.getByText('Deposit match')).toBeVisible();
    await expect(row.getByText('1 (0 redeemed)')).toBeVisible();
    await op.getByRole('combobox', { name: 'Status' }).selectOption('live');
    await expect(row).toBeVisible();
    await expectNoAxeViolationsInBothThemes(op, 'campaigns list with a live campaign');
    await shot(op, 'bonus-campaigns-live.png');
  });

  test("the owner reads a player's bonuses on the player file, the tabs still on one line", async () => {
    await op.getByRole('button', { name: 'Sign out' }).click();
    await consoleSignIn(op, 'owner');
    await op.goto('/console/players/demo?merchant=LUCKY&tab=bonuses');
    const tabs = op.getByRole('tablist', { name: 'Player sections' });
    await expect(tabs.getByRole('tab', { name: 'Bonuses' })).toHaveAttribute('aria-selected', 'true');
    await expect(op.getByRole('table', { name: 'Bonuses' })).toBeVisible();
    const first = await tabs.getByRole('tab').first().boundingBox();
    const last = await tabs.getByRole('tab').last().boundingBox();
    expect(last!.y).toBe(first!.y);
    await expectNoAxeViolationsInBothThemes(op, "player's bonuses");
    await shot(op, 'bonus-player-tab.png');
  });
});
