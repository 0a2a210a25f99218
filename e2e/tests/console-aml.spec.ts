import { readFile } from 'node:fs/promises';
import { devices, type BrowserContext, type Page } from '@playwright/test';
import { expect, test, waitForLiveOnNavigation } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { consoleSignIn } from '../support/ops';
import { closeAnnouncementPopups } from '../support/popups';
import { depositFromPhone, newUsername, registerPlayer } from '../support/player';

/**
 * Anti-money-laundering in the operators' console at 1280x800, against the real server: the finance operator
 * (compliance.manage) lowers Lucky Star's covered-transaction threshold to ₱500.00 under Compliance → Rules; a
 * new player's ₱1,000 deposit through the sandbox checkout raises a covered alert; finance finds it in the
 * open queue, reports it with the regulator's reference, finds it under Reported and exports the queue as
 * CSV. The read-only operator sees the queue and the rules without a decision or a form, and the server
 * refuses the change sent anyway. LUCKY's rules go back to the defaults at the end. Screens scanned with axe.
 */
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const desktop = { baseURL, viewport: { width: 1280, height: 800 }, locale: 'en-US' };
/** The defaults (the AMLA casino threshold for PHP, stakes of once the deposit), which other specs expect. */
const DEFAULT_RULES = { coveredThreshold: '5000000.00', turnoverBp: 10_000 };
const REFERENCE = 'CTR-E2E-000123';

test.use({ viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 });

test.describe.serial('AML alerts in the console', () => {
  test.describe.configure({ timeout: 240_000 });
  const contexts: BrowserContext[] = [];
  let op: Page;
  const player = { username: '' };

  test.beforeAll(async ({ browser }) => {
    const context = await browser.newContext(desktop);
    contexts.push(context);
    op = await context.newPage();
  });

  test.afterAll(async ({ request }) => {
    const res = await request.put('/ops/aml/rules?merchant=LUCKY', {
      headers: { Authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` },
      data: DEFAULT_RULES,
    });
    expect(res.status(), await res.text()).toBe(200);
    for (const context of contexts) await context.close();
  });

  const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
  const subnav = (page: Page) => page.getByRole('navigation', { name: 'Compliance' });
  const queue = (page: Page) => page.getByRole('table', { name: 'AML alerts' });
  const playerRow = (page: Page) => queue(page).getByRole('row').filter({ has: page.getByRole('link', { name: player.username, exact: true }) });

  test("finance lowers Lucky Star's covered-transaction threshold under Compliance → Rules", async () => {
    await consoleSignIn(op, 'finance');
    await op.getByRole('combobox', { name: 'Merchant' }).selectOption('LUCKY');
    await nav(op).getByRole('link', { name: 'Compliance' }).click();
    await expect(op).toHaveURL(/\/console\/compliance\/alerts\?merchant=LUCKY/);
    await subnav(op).getByRole('link', { name: 'AML rules' }).click();
    await expect(op).toHaveURL(/\/console\/compliance\/rules/);

    const now = op.getByRole('region', { name: 'Rules of LUCKY' });
    await expect(now.getByTestId('aml-threshold')).toHaveText('₱5,000,000.00');
    await expect(now.getByTestId('aml-turnover')).toHaveText('Stakes below 100% of the latest deposit');
    const form = op.getByRole('region', { name: 'Change the rules' });
    await expect(form.getByRole('textbox', { name: 'Covered-transaction threshold (PHP)' })).toHaveValue('5000000.00');
    await form.getByRole('textbox', { name: 'Covered-transaction threshold (PHP)' }).fill('500');
    await expectNoAxeViolations(op, 'console AML rules');
    await form.getByRole('button', { name: 'Save rules' }).click();
    await expect(op.getByText('AML rules of LUCKY saved.')).toBeVisible();
    await expect(now.getByTestId('aml-threshold')).toHaveText('₱500.00');
    await expect(now.getByTestId('aml-last-changed')).toHaveText(/^by finance, \d{4}-\d{2}-\d{2} \d{2}:\d{2} \(Asia\/Manila\)$/);
    await op.screenshot({ path: test.info().outputPath('aml-rules.png') });
  });

  test('a player deposits ₱1,000 on the phone through the sandbox checkout', async ({ browser }) => {
    const phoneContext = await browser.newContext({ ...devices['Pixel 7'], baseURL, viewport: { width: 390, height: 844 }, locale: 'en-US' });
    contexts.push(phoneContext);
    const phone = await phoneContext.newPage();
    waitForLiveOnNavigation(phone);
    await closeAnnouncementPopups(phone);
    player.username = newUsername('aml');
    await registerPlayer(phone, player.username);
    await depositFromPhone(phone);
  });

  test("the covered alert is in the open queue; finance reports it with the regulator's reference", async () => {
    // the queue as it is now (the screen's earlier answer would be fresh for a few seconds yet)
    await op.goto('/console/compliance/alerts?merchant=LUCKY');
    await expect(subnav(op).getByRole('link', { name: 'AML alerts' })).toHaveAttribute('aria-current', 'page');
    await expect(op.getByRole('tab', { name: 'Open' })).toHaveAttribute('aria-selected', 'true');
    const row = playerRow(op);
    await expect(row).toHaveCount(1);
    // raised (on LUCKY's clock), kind, transaction, account, amount, reason, actions
    await expect(row.getByRole('cell').nth(0)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(row.getByRole('cell').nth(1)).toHaveText('Covered');
    await expect(row.getByRole('cell').nth(2)).toHaveText(/^DepositD\w+$/);
    await expect(row.getByRole('cell').nth(4)).toHaveText('₱1,000.00');
    await expect(row.getByRole('cell').nth(5)).toHaveText('A single deposit above the covered-transaction threshold of PHP 500.00.');
    await expect(row.getByRole('cell').nth(6)).toHaveText('ClearReport');
    await expect(op.getByText("Days and times are on the merchant's clock (Asia/Manila).")).toBeVisible();
    await expectNoAxeViolations(op, 'console AML alerts');
    await op.screenshot({ path: test.info().outputPath('aml-open-queue.png') });

    const report = row.getByRole('button', { name: /^Report alert \d+$/ });
    const id = (await report.getAttribute('aria-label'))!.replace('Report alert ', '');
    await report.click();
    const dialog = op.getByRole('dialog', { name: `Report alert ${id}` });
    await expect(dialog).toContainText(player.username);
    await expect(dialog).toContainText('₱1,000.00');
    const confirm = dialog.getByRole('button', { name: 'Mark reported' });
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Covered transaction report filed with the regulator');
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: "Regulator's reference" }).fill(REFERENCE);
    await expectNoAxeViolations(op, 'console AML report dialog');
    await op.screenshot({ path: test.info().outputPath('aml-report-dialog.png') });
    await confirm.click();
    await expect(op.getByText(`Alert ${id} marked reported (${REFERENCE}).`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(playerRow(op)).toHaveCount(0);

    await op.getByRole('tab', { name: 'Reported' }).click();
    await expect(op).toHaveURL(/status=reported/);
    const reported = playerRow(op);
    await expect(reported.getByText('Reported', { exact: true })).toBeVisible();
    await expect(reported).toContainText(`Report ref. ${REFERENCE}`);
    await expect(reported).toContainText(/by finance, \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await expect(reported).toContainText('Covered transaction report filed with the regulator');
    await expect(reported.getByRole('button', { name: /^(Clear|Report) alert/ })).toHaveCount(0);
    await expectNoAxeViolations(op, 'console AML reported alerts');
    await op.screenshot({ path: test.info().outputPath('aml-reported.png') });
    await op.getByRole('tab', { name: 'All' }).click();
    await expect(playerRow(op)).toContainText(`Report ref. ${REFERENCE}`);
    await op.screenshot({ path: test.info().outputPath('aml-all.png') });
    await op.getByRole('tab', { name: 'Reported' }).click();

    // the regulator's export: every reported alert of LUCKY, made by the server
    const link = op.getByRole('link', { name: 'Export CSV' });
    await expect(link).toHaveAttribute('href', '/ops/aml/alerts?merchant=LUCKY&status=reported&format=csv');
    const [download] = await Promise.all([op.waitForEvent('download'), link.click()]);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('alert id,raised (Asia/Manila),kind,transaction,reference,account,amount,currency,reason,status,decided by,decided (Asia/Manila),note,report reference');
    const line = lines.find((l) => l.includes(player.username));
    expect(line).toContain(`covered,deposit,`);
    expect(line).toContain(`,1000.00,PHP,`);
    expect(line).toContain(`,reported,finance,`);
    expect(line).toContain(REFERENCE);
  });

  test('read-only sees the reported alert and the rules, without a decision or a form; the server refuses a change', async ({ browser }) => {
    const context = await browser.newContext(desktop);
    contexts.push(context);
    const viewer = await context.newPage();
    await consoleSignIn(viewer, 'viewer');
    await viewer.goto('/console/compliance/alerts?merchant=LUCKY&status=reported');
    await expect(playerRow(viewer)).toContainText(`Report ref. ${REFERENCE}`);
    await expect(viewer.getByRole('button', { name: /^(Clear|Report) alert/ })).toHaveCount(0);
    await subnav(viewer).getByRole('link', { name: 'AML rules' }).click();
    await expect(viewer.getByRole('region', { name: 'Rules of LUCKY' }).getByTestId('aml-threshold')).toHaveText('₱500.00');
    await expect(viewer.getByRole('region', { name: 'Change the rules' })).toHaveCount(0);
    await expectNoAxeViolations(viewer, 'console AML rules, read-only');
    await viewer.screenshot({ path: test.info().outputPath('aml-rules-read-only.png') });

    // what the screen does not offer, the server does not allow
    const refused = await viewer.request.put('/ops/aml/rules?merchant=LUCKY', { headers: { 'x-console': '1' }, data: DEFAULT_RULES });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).errorCode).toBe('ops.forbidden');
  });
});
