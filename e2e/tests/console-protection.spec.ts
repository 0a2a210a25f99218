import { devices, type BrowserContext, type Page } from '@playwright/test';
import { expect, test, waitForLiveOnNavigation } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { consoleSignIn } from '../support/ops';
import { closeAnnouncementPopups } from '../support/popups';

/**
 * Player protection in the operators' console at 1280x800, against the real server: the support operator
 * (players.manage) opens a demo player's file, sets a stricter daily deposit limit with a reason and sees it
 * in force and in the history, excludes the player for 24 hours (the header says so) and lifts it; the
 * player's deposit over the limit on the phone is refused and shows in the Limit hits report. The screens
 * are scanned with axe on the way.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
/** A seeded LUCKY player no other spec signs in with (apps/server/src/db/seed/agents.ts). */
const PLAYER = 'player22';
const PLAYER_PASSWORD = 'Player#2026';

test.use({ viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test.describe.serial('player protection in the console', () => {
  test.describe.configure({ timeout: 180_000 });
  let context: BrowserContext;
  let op: Page;

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    op = await context.newPage();
  });
  test.afterAll(async () => {
    await context?.close();
  });

  const header = () => op.locator('.page-header');
  const limits = () => op.getByRole('table', { name: 'Limits' });
  const history = () => op.getByRole('table', { name: 'History' });
  /** The row of one period inside a kind's group of the limits table. */
  const limitRow = (kind: string, period: string) =>
    limits().locator('tbody').filter({ has: op.getByRole('rowheader', { name: kind }) }).getByRole('row').filter({ has: op.getByRole('cell', { name: period, exact: true }) });

  test("support opens a player's Protection tab from the players grid", async () => {
    await consoleSignIn(op, 'support');
    await op.getByRole('combobox', { name: 'Merchant' }).selectOption('LUCKY');
    await op.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Players' }).click();
    await op.getByRole('searchbox', { name: 'Search players' }).fill(PLAYER);
    await op.getByRole('button', { name: 'Search', exact: true }).click();
    await op.getByRole('table', { name: 'Players' }).getByRole('link', { name: PLAYER, exact: true }).click();
    await expect(op.getByRole('heading', { level: 1, name: new RegExp(`^${PLAYER}`) })).toBeVisible();

    await op.getByRole('tab', { name: 'Protection' }).click();
    await expect(op).toHaveURL(/tab=protection/);
    await expect(limits()).toBeVisible();
    await expect(limits().getByRole('rowheader')).toHaveText(['Deposit', 'Loss', 'Wager', 'Session time']);
    await expect(op.getByText('No exclusion in force: the player can sign in.')).toBeVisible();
    await expectNoAxeViolations(op, 'console player protection');
  });

  test('a stricter daily deposit limit with a reason: in force at once, and in the history', async () => {
    await limitRow('Deposit', 'Day').getByRole('button', { name: 'Set stricter limit: Daily deposit' }).click();
    const dialog = op.getByRole('dialog', { name: `Set a stricter limit for ${PLAYER}` });
    await expect(dialog.getByRole('combobox', { name: 'Limit' })).toHaveValue('deposit');
    await expect(dialog.getByRole('combobox', { name: 'Period' })).toHaveValue('day');
    await expect(dialog).toContainText("The lower of the player's own limit and the operator's limit counts");
    await dialog.getByRole('textbox', { name: 'Limit (PHP)' }).fill('500');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Deposits tripled this week; agreed on a call');
    await expectNoAxeViolations(op, 'console set stricter limit');
    await op.screenshot({ path: test.info().outputPath('protection-set-limit.png') });
    await dialog.getByRole('button', { name: 'Set limit' }).click();
    await expect(op.getByText('Operator limit set: Daily deposit ₱500.00.')).toBeVisible();
    await expect(dialog).toBeHidden();

    const row = limitRow('Deposit', 'Day');
    // period, own, waiting, operator's, in force
    await expect(row.getByRole('cell').nth(3)).toHaveText('₱500.00');
    await expect(row.getByRole('cell').nth(4)).toHaveText('₱500.00');
    await expect(row.getByRole('button', { name: 'Remove operator limit: Daily deposit' })).toBeVisible();

    const entry = history().getByRole('row').filter({ hasText: 'Deposits tripled this week; agreed on a call' });
    await expect(entry).toContainText('support');
    await expect(entry).toContainText('Daily deposit');
    await expect(entry).toContainText('none → ₱500.00');
    await op.screenshot({ path: test.info().outputPath('protection-limits.png'), fullPage: true });
  });

  test('excluded for 24 hours: the header says so until the exclusion is lifted', async () => {
    await op.getByRole('button', { name: 'Exclude player' }).click();
    const dialog = op.getByRole('dialog', { name: `Exclude ${PLAYER}` });
    await expect(dialog.getByRole('combobox', { name: 'Duration' })).toHaveValue('24h');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Asked customer service to be stopped for a day');
    await dialog.getByRole('checkbox', { name: `I confirm excluding ${PLAYER}` }).check();
    await expectNoAxeViolations(op, 'console exclude player');
    await dialog.getByRole('button', { name: 'Exclude player' }).click();
    await expect(op.getByText(`${PLAYER} is excluded.`)).toBeVisible();

    await expect(header().getByText(/^Excluded by operator until \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)).toBeVisible();
    await expect(history().getByRole('row').filter({ hasText: 'Asked customer service to be stopped for a day' })).toContainText('24 hours, until');
    // the badge stays on the file's other tabs
    await op.getByRole('tab', { name: 'Profile' }).click();
    await expect(header().getByText(/^Excluded by operator until/)).toBeVisible();
    await op.screenshot({ path: test.info().outputPath('protection-excluded-header.png') });
    await op.getByRole('tab', { name: 'Protection' }).click();
    await expect(op.locator('.exclusion-card')).toContainText('Asked customer service to be stopped for a day');
    await expectNoAxeViolations(op, 'console player excluded');
    await op.screenshot({ path: test.info().outputPath('protection-excluded.png'), fullPage: true });

    await op.getByRole('button', { name: 'Lift operator exclusion' }).click();
    const lift = op.getByRole('dialog', { name: `Lift the operator's exclusion of ${PLAYER}` });
    await lift.getByRole('textbox', { name: 'Reason' }).fill('Called back; the player wants to keep playing with the limit');
    await lift.getByRole('button', { name: 'Lift operator exclusion' }).click();
    await expect(op.getByText(`Exclusion of ${PLAYER} lifted.`)).toBeVisible();
    await expect(op.getByText('No exclusion in force: the player can sign in.')).toBeVisible();
    await expect(header().getByText(/Excluded by operator/)).toHaveCount(0);
    await expect(history().getByRole('row').filter({ hasText: 'Exclusion lifted' })).toContainText('Called back; the player wants to keep playing with the limit');
    await expect(op.getByRole('table', { name: 'Exclusions' }).getByRole('row').nth(1)).toContainText("Operator's exclusion");
  });

  test("a deposit over the limit on the phone is refused, and the player shows in the Limit hits report", async ({ browser }) => {
    const phoneContext = await browser.newContext({ ...devices['Pixel 7'], baseURL, viewport: { width: 390, height: 844 }, locale: 'en-US' });
    try {
      const phone = await phoneContext.newPage();
      waitForLiveOnNavigation(phone);
      await closeAnnouncementPopups(phone);
      await phone.goto('/m/login');
      await phone.getByRole('textbox', { name: 'Username' }).fill(PLAYER);
      await phone.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
      await phone.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(phone).toHaveURL(/\/m\/home$/);
      await phone.goto('/m/voucherCenter');
      await phone.getByText('GCash', { exact: true }).click();
      await phone.getByRole('button', { name: '₱1,000', exact: true }).click();
      const answer = phone.waitForResponse((r) => new URL(r.url()).pathname === '/wps/deposit/orders' && r.request().method() === 'POST');
      await phone.getByRole('button', { name: 'Deposit ₱1,000.00' }).click();
      const refused = (await (await answer).json()) as { success: boolean; errorCode?: string };
      expect(refused).toMatchObject({ success: false, errorCode: 'rg.limit.reached' });
    } finally {
      await phoneContext.close();
    }

    await op.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Players' }).click();
    await op.getByRole('navigation', { name: 'Players' }).getByRole('link', { name: 'Limit hits' }).click();
    await expect(op).toHaveURL(/\/console\/players\/limit-hits\?/);
    await op.getByRole('combobox', { name: 'Limit' }).selectOption('deposit');
    await expect(op).toHaveURL(/kind=deposit/);
    const row = op.getByRole('table', { name: 'Limit hits' }).getByRole('row').filter({ has: op.getByRole('link', { name: PLAYER, exact: true }) });
    await expect(row).toContainText('Daily deposit');
    // the limit in LUCKY's currency, the last hit on its clock (Asia/Manila), as the report's answer names them
    await expect(row.getByRole('cell').nth(2)).toHaveText('₱500.00');
    await expect(row.getByRole('cell').nth(3)).toHaveText('1');
    await expect(row.getByRole('cell').nth(4)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(op.getByText("Periods follow the merchant's calendar; times are on its clock (Asia/Manila).")).toBeVisible();
    await expectNoAxeViolations(op, 'console limit hits');
    await op.screenshot({ path: test.info().outputPath('limit-hits.png') });

    // the account opens the player's file
    await row.getByRole('link', { name: PLAYER, exact: true }).click();
    await expect(op.getByRole('heading', { level: 1, name: new RegExp(`^${PLAYER}`) })).toBeVisible();
  });
});
