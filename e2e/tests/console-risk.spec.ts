import { devices, type BrowserContext, type Page } from '@playwright/test';
import { expect, test, waitForLiveOnNavigation } from '../support/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from '../support/axe';
import { consoleSignIn } from '../support/ops';
import { closeAnnouncementPopups } from '../support/popups';
import { banner, depositFromPhone, logInPlayer, newUsername, registerPlayer, withdrawFromPhone } from '../support/player';

/**
 * Risk flags and the review that holds withdrawals, in the operators' console at 1280x800 against the real
 * server. Two players sign up on one phone (one browser: they share its device cookie) and both take the
 * first-deposit bonus; the first asks for a withdrawal. Finance opens the first player's Risk tab and finds
 * the shared device and the bonus claimed by both, the other account as evidence; puts the player under
 * review with a reason; the cashier holds the withdrawal for the review and its dialog shows the flags; the
 * list of players under review names them. Finance closes the review with a note and approves: paid. The
 * owner tags the player; a tag the server refuses says why. Screens scanned with axe.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const desktop = { baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-US' };
const phoneDevice = { ...devices['Pixel 7'], baseURL, viewport: { width: 390, height: 844 }, locale: 'en-US' };
const REASON = 'Shares a phone with another account; both took the first-deposit bonus';
const NOTE = 'Called the player: a sibling uses the same phone, separate wallets; cleared';

test.use({ viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

/** Logs the player out from the side menu (the browser keeps its device cookie). */
async function logOut(phone: Page): Promise<void> {
  await phone.goto('/m/home');
  await phone.getByRole('button', { name: 'Open menu' }).click();
  await phone.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Log out' }).click();
  await phone.getByRole('alertdialog', { name: 'Log out?' }).getByRole('button', { name: 'Log out' }).click();
  await expect(banner(phone).getByRole('link', { name: 'Log in' })).toBeVisible();
}

test.describe.serial('risk flags and reviews in the console', () => {
  test.describe.configure({ timeout: 240_000 });
  const contexts: BrowserContext[] = [];
  let op: Page;
  const first = { username: '', orderNo: '' };
  const second = { username: '' };

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext(desktop);
    contexts.push(context);
    op = await context.newPage();
  });

  test.afterAll(async () => {
    for (const context of contexts) await context.close();
  });

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
  const header = (page: Page) => page.locator('.page-header');
  const flagCards = (page: Page) => page.getByRole('list', { name: 'Risk flags' });
  /** One flag's card (or line), by its name. */
  const flag = (page: Page, name: string) => flagCards(page).locator(':scope > li').filter({ hasText: name });
  const withdrawals = (page: Page) => page.getByRole('table', { name: 'Withdrawals' });

  test('two players sign up on one phone and take the first-deposit bonus; the first asks for a withdrawal', async ({ browser }) => {
    const context = await browser.newContext(phoneDevice);
    contexts.push(context);
    const phone = await context.newPage();
    waitForLiveOnNavigation(phone);
    await closeAnnouncementPopups(phone);
    first.username = newUsername('rka');
    second.username = newUsername('rkb');

    await registerPlayer(phone, first.username);
    await depositFromPhone(phone);
    await logOut(phone);
    await registerPlayer(phone, second.username);
    await depositFromPhone(phone);
    await logOut(phone);
    // each signs in on this phone (a registration is not a sign-in)
    await logInPlayer(phone, second.username);
    await logOut(phone);
    await logInPlayer(phone, first.username);
    first.orderNo = await withdrawFromPhone(phone, '500');
    // one browser, one device id for both accounts
    expect((await context.cookies()).filter((c) => c.name === '__Host-lobby_device')).toHaveLength(1);
  });

  test("finance opens the player's Risk tab: the shared device and the bonus both claimed, the other account as evidence", async () => {
    await consoleSignIn(op, 'finance');
    await op.getByRole('combobox', { name: 'Merchant' }).selectOption('LUCKY');
    await nav(op).getByRole('link', { name: 'Players' }).click();
    await op.getByRole('searchbox', { name: 'Search players' }).fill(first.username);
    await op.getByRole('button', { name: 'Search', exact: true }).click();
    await op.getByRole('table', { name: 'Players' }).getByRole('link', { name: first.username, exact: true }).click();
    await expect(op.getByRole('heading', { level: 1, name: new RegExp(`^${first.username}`) })).toBeVisible();
    await op.getByRole('tab', { name: 'Risk' }).click();
    await expect(op).toHaveURL(/tab=risk/);

    const device = flag(op, 'Shared device');
    await expect(device.locator('.badge-risk')).toHaveText('High');
    await expect(device).toContainText(/other accounts? signed in from this player's device/);
    const link = device.getByRole('link', { name: second.username, exact: true });
    await expect(link).toHaveAttribute('href', `/console/players/${second.username}?merchant=LUCKY&tab=risk`);
    const line = device.getByRole('listitem').filter({ has: op.getByRole('link', { name: second.username, exact: true }) });
    await expect(line).toContainText('Signed in on the same device');
    await expect(line.locator('.risk-evidence-at')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);

    const bonus = flag(op, 'Bonus abuse');
    await expect(bonus.locator('.badge-risk')).toHaveText('High');
    await expect(bonus).toContainText('claimed the same promotion');
    await expect(bonus.getByRole('listitem').filter({ has: op.getByRole('link', { name: second.username, exact: true }) })).toContainText('linked by device');
    // the strongest first
    const severities = await flagCards(op).locator(':scope > li .badge-risk').allTextContents();
    expect(severities).toEqual([...severities].sort((a, b) => ['High', 'Medium', 'Low'].indexOf(a) - ['High', 'Medium', 'Low'].indexOf(b)));
    await expect(op.getByText(/Times are on the merchant's clock \(Asia\/Manila\)\.$/)).toBeVisible();

    const review = op.getByRole('region', { name: 'Review', exact: true });
    await expect(review).toContainText("Not under review: the player's withdrawals are not held for a review.");
    // finance reviews and tags players (compliance.manage)
    await expect(op.getByRole('region', { name: 'Tags', exact: true }).getByRole('textbox', { name: 'Add a tag' })).toBeEnabled();
    await expectNoAxeViolationsInBothThemes(op, 'console player risk tab');
    await op.screenshot({ path: test.info().outputPath('risk-tab.png') });
    await op.screenshot({ path: test.info().outputPath('risk-tab-full.png'), fullPage: true });
  });

  test('finance puts the player under review with a reason: the header says so, the withdrawal is held', async () => {
    const review = op.getByRole('region', { name: 'Review', exact: true });
    await review.getByRole('button', { name: 'Put under review' }).click();
    const dialog = op.getByRole('dialog', { name: `Put ${first.username} under review` });
    const confirm = dialog.getByRole('button', { name: 'Put under review' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await expectNoAxeViolations(op, 'console put under review');
    await op.screenshot({ path: test.info().outputPath('risk-open-dialog.png') });
    await confirm.click();
    await expect(op.getByText(`${first.username} is under review.`)).toBeVisible();
    await expect(dialog).toBeHidden();

    await expect(header(op).getByText('Under review', { exact: true })).toBeVisible();
    await expect(review).toContainText(new RegExp(`Under review since \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} by finance — ${REASON}`));
    await expect(review).toContainText('1 withdrawal held until the review is closed.');
    await expectNoAxeViolations(op, 'console player under review');
    await op.screenshot({ path: test.info().outputPath('risk-under-review.png') });
  });

  test('the cashier holds the withdrawal for the review; its dialog shows the review and the flags with their evidence', async () => {
    await nav(op).getByRole('link', { name: 'Cashier' }).click();
    const row = withdrawals(op).getByRole('row').filter({ hasText: first.orderNo });
    await expect(row.getByText('Held: player under review')).toBeVisible();
    const approve = row.getByRole('button', { name: `Approve withdrawal ${first.orderNo}` });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAttribute('title', /^Held while the player is under review/);
    // the held order's actions fit beside the navigation
    expect(await op.locator('.table-scroll').evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await op.screenshot({ path: test.info().outputPath('risk-cashier-held.png') });

    await row.getByRole('button', { name: `Details of withdrawal ${first.orderNo}` }).click();
    const dialog = op.getByRole('dialog', { name: `Withdrawal ${first.orderNo}` });
    const risk = dialog.getByRole('region', { name: 'Risk', exact: true });
    await expect(risk.getByText('Under review', { exact: true })).toBeVisible();
    await expect(risk).toContainText(`by finance — ${REASON}`);
    const device = flag(op, 'Shared device');
    await expect(device.locator('.badge-risk')).toHaveText('High');
    await expect(flag(op, 'Bonus abuse')).toContainText('claimed the same promotion');
    // the evidence folded until asked for
    await expect(device.getByRole('link', { name: second.username, exact: true })).toBeHidden();
    await device.getByText(/^Evidence \(\d+\)$/).click();
    await expect(device.getByRole('link', { name: second.username, exact: true })).toBeVisible();
    await expect(risk.getByRole('link', { name: `Open ${first.username}'s Risk tab` })).toHaveAttribute('href', `/console/players/${first.username}?merchant=LUCKY&tab=risk`);
    await expect(dialog.getByRole('note')).toContainText('Held while the player is under review');
    await expectNoAxeViolations(op, 'console withdrawal held for a review');
    await op.screenshot({ path: test.info().outputPath('risk-cashier-dialog.png') });
    await dialog.getByRole('button', { name: 'Close' }).last().click();
  });

  test('Compliance → Under review lists the player with the reason, who opened it and when', async () => {
    await nav(op).getByRole('link', { name: 'Compliance' }).click();
    await op.getByRole('navigation', { name: 'Compliance' }).getByRole('link', { name: 'Under review' }).click();
    await expect(op).toHaveURL(/\/console\/compliance\/reviews\?merchant=LUCKY/);
    await expect(op.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    const row = op.getByRole('table', { name: 'Players under review' }).getByRole('row').filter({ has: op.getByRole('link', { name: first.username, exact: true }) });
    await expect(row).toContainText(REASON);
    await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}by finance/);
    await expectNoAxeViolationsInBothThemes(op, 'console players under review');
    await op.screenshot({ path: test.info().outputPath('risk-reviews.png') });
  });

  test('finance closes the review with a note, then approves the released withdrawal with the flags in view: paid', async () => {
    await op.getByRole('table', { name: 'Players under review' }).getByRole('link', { name: first.username, exact: true }).click();
    await expect(op).toHaveURL(/tab=risk/);
    const review = op.getByRole('region', { name: 'Review', exact: true });
    await review.getByRole('button', { name: 'Close review' }).click();
    const dialog = op.getByRole('dialog', { name: `Close the review of ${first.username}` });
    await expect(dialog).toContainText('Closing releases the 1 withdrawal held for the review');
    await dialog.getByRole('textbox', { name: 'Note' }).fill(NOTE);
    await expectNoAxeViolations(op, 'console close review');
    await dialog.getByRole('button', { name: 'Close review' }).click();
    await expect(op.getByText(`Review of ${first.username} closed.`)).toBeVisible();
    await expect(review).toContainText('Not under review');
    await expect(header(op).getByText('Under review', { exact: true })).toHaveCount(0);
    const past = op.getByRole('table', { name: 'Past reviews' }).getByRole('row').nth(1);
    await expect(past).toContainText(REASON);
    await expect(past).toContainText(NOTE);
    await op.screenshot({ path: test.info().outputPath('risk-closed-full.png'), fullPage: true });

    await nav(op).getByRole('link', { name: 'Cashier' }).click();
    const row = withdrawals(op).getByRole('row').filter({ hasText: first.orderNo });
    await expect(row.getByText(/^Held/)).toHaveCount(0);
    await row.getByRole('button', { name: `Approve withdrawal ${first.orderNo}` }).click();
    const approve = op.getByRole('dialog', { name: `Approve withdrawal ${first.orderNo}` });
    const risk = approve.getByRole('region', { name: 'Risk', exact: true });
    await expect(flag(op, 'Shared device')).toBeVisible();
    await expect(risk.getByText('Under review', { exact: true })).toHaveCount(0);
    await expectNoAxeViolationsInBothThemes(op, 'console approval dialog with risk flags');
    await op.screenshot({ path: test.info().outputPath('risk-approve-dialog.png') });
    await approve.getByRole('button', { name: 'Approve and pay out' }).click();
    await expect(op.getByText(`Withdrawal ${first.orderNo} approved.`)).toBeVisible();
    await op.getByRole('combobox', { name: 'Status' }).selectOption('paid');
    const paid = withdrawals(op).getByRole('row').filter({ hasText: first.orderNo });
    await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
    await expect(paid).toContainText('₱500.00');
  });

  test("the owner tags the player; a tag the server refuses says why; the header shows the tags", async ({ browser }) => {
    const context = await browser.newContext(desktop);
    contexts.push(context);
    const owner = await context.newPage();
    await consoleSignIn(owner, 'owner');
    await owner.goto(`/console/players/${first.username}?merchant=LUCKY&tab=risk`);
    const tags = owner.getByRole('region', { name: 'Tags', exact: true });
    await expect(tags).toContainText('No tags.');
    const input = tags.getByRole('textbox', { name: 'Add a tag' });
    await input.fill('same phone');
    await input.press('Enter');
    await expect(owner.getByText(`Tags of ${first.username} saved.`)).toBeVisible();
    await expect(input).toHaveValue('');
    await input.fill('bonus hunter');
    await tags.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(tags.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['bonus hunter', 'same phone']);

    await input.fill('<watch>');
    await tags.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(tags.getByRole('alert')).toHaveText('“<watch>” was not saved: a word or two: letters, digits, spaces, _ and -, up to 24.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(header(owner).getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['bonus hunter', 'same phone']);
    await expectNoAxeViolations(owner, 'console player tags');
    await owner.screenshot({ path: test.info().outputPath('risk-tags.png') });

    await tags.getByRole('button', { name: 'Remove tag same phone' }).click();
    await expect(tags.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['bonus hunter']);
    await expect(header(owner).getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText(['bonus hunter']);
  });
});
