import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { mutePopups } from '../support/popups';

/**
 * The agent area against the real server: agent01 (seeded with a three-level team) sees its team and KPI,
 * opens a player account, sets its withdrawal PIN and relays money to the new player, then offers its
 * sub-agent agent02 a daily salary contract; agent02 logs in, gets the home alert, goes and accepts.
 */
const AGENT = { username: 'agent01', password: 'Agent#2026' };
const SUB = { username: 'agent02', password: 'Agent#2026' };
const PIN = '246810';

async function logIn(page: Page, who: { username: string; password: string }) {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(who.username);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

async function available(page: Page): Promise<number> {
  const figure = page.getByTestId('agent-available');
  await expect(figure).toHaveText(/\d\.\d\d$/);
  return Number((await figure.textContent())!.replace(/[^\d.]/g, ''));
}

test.describe.serial('agent area', () => {
  test.describe.configure({ timeout: 180_000 });
  const player = `e2ep${Date.now().toString(36)}`.slice(0, 14);

  // The home login pop-ups would sit under the contract alert: mute them for today, as their own checkbox does.
  test.beforeEach(async ({ page }) => {
    await mutePopups(page);
  });

  test('agent01 sees its team and KPI, adds a player and relays money to it', async ({ page }) => {
    await logIn(page, AGENT);
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Agent centre' }).click();
    await expect(page).toHaveURL(/\/m\/agent\/home$/);

    await expect(page.getByRole('heading', { name: 'Agent One' })).toBeVisible();
    const tiles = page.getByTestId('kpi-tiles');
    await expect(tiles.getByText('Valid bets')).toBeVisible();
    const team = page.getByTestId('agent-team');
    await expect(team.getByText('agent02', { exact: true })).toBeVisible();
    await expect(team.getByText('player21', { exact: true })).toBeVisible();
    // This week starts on Monday in the merchant's time zone: on a Monday it is one day, shown without a chart.
    // The custom range opens on the last seven days, always a chart.
    await page.getByRole('button', { name: 'This week' }).click();
    await expect(page.locator('.kpi-chart canvas').first().or(page.getByText('Choose a week, a month or a range'))).toBeVisible();
    await page.getByRole('button', { name: 'Custom' }).click();
    await expect(page.getByLabel('From')).toBeVisible();
    await expect(page.locator('.kpi-chart canvas').first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('agent-dark.png'), fullPage: true });
    await expectNoAxeViolations(page, 'agent centre (dark)');

    // the invitation link and its QR code
    await page.getByRole('button', { name: 'Invite link' }).click();
    const invite = page.getByRole('dialog', { name: 'Your invitation' });
    await expect(invite.getByTestId('invite-link')).toContainText('/m/register?code=AGENT01');
    await expect(invite.getByRole('img', { name: /QR/i })).toBeVisible();
    await expectNoAxeViolations(page, 'invite sheet (dark)');
    await page.screenshot({ path: test.info().outputPath('invite-sheet-dark.png') });
    await invite.getByRole('button', { name: 'Close' }).click();

    // a new player under agent01
    await page.getByRole('button', { name: 'Add member' }).click();
    const create = page.getByRole('dialog', { name: 'Add to your team' });
    await create.getByRole('textbox', { name: 'Username' }).fill(player);
    await create.getByLabel('Password', { exact: true }).fill('Coral-Meteor-2026');
    await expectNoAxeViolations(page, 'add member sheet (dark)');
    await create.getByRole('button', { name: 'Create player' }).click();
    await expect(create).toHaveCount(0);
    await page.getByRole('searchbox', { name: 'Search username' }).fill(player);
    await expect(team.getByRole('listitem')).toHaveCount(1);
    await expect(team.getByText(player, { exact: true })).toBeVisible();

    // the withdrawal PIN confirms a relay: set it where a member sets it
    await page.goto('/m/withdraw');
    const pin = page.getByRole('region', { name: 'Withdrawal PIN' });
    await pin.getByLabel('Login password').fill(AGENT.password);
    await pin.getByRole('textbox', { name: 'New PIN' }).fill(PIN);
    await pin.getByRole('textbox', { name: 'Confirm PIN' }).fill(PIN);
    await pin.getByRole('button', { name: 'Set PIN' }).click();
    await expect(pin).toHaveCount(0);

    await page.goto('/m/agent/home');
    const before = await available(page);
    await page.getByRole('searchbox', { name: 'Search username' }).fill(player);
    await expect(team.getByRole('listitem')).toHaveCount(1);
    await team.getByRole('button', { name: `Relay to ${player}` }).click();
    const relay = page.getByRole('dialog', { name: 'Payment relay' });
    await relay.getByRole('textbox', { name: 'Amount' }).fill('25');
    await relay.getByRole('textbox', { name: 'Withdrawal PIN' }).fill(PIN);
    await expectNoAxeViolations(page, 'relay sheet (dark)');
    await page.screenshot({ path: test.info().outputPath('relay-sheet-dark.png') });
    await relay.getByRole('button', { name: 'Relay now' }).click();
    await expect(relay).toHaveCount(0);
    await expect.poll(() => available(page)).toBeCloseTo(before - 25, 2);
  });

  test('agent01 offers agent02 a salary contract; agent02 gets the home alert and accepts it', async ({ page }) => {
    await logIn(page, AGENT);
    await page.goto('/m/agent/home');
    const team = page.getByTestId('agent-team');
    await page.getByRole('button', { name: 'Sub-agents' }).click();
    await team.getByRole('listitem').filter({ hasText: 'agent02' }).getByRole('button', { name: 'Offer contract' }).click();
    const offer = page.getByRole('dialog', { name: 'Contract for agent02' });
    await expectNoAxeViolations(page, 'contract sheet (dark)');
    await page.screenshot({ path: test.info().outputPath('contract-sheet-dark.png') });
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await expect(offer).toHaveCount(0);

    // light theme, chosen in the settings
    await page.goto('/m/set');
    await page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: 'Light' }).click();
    await page.goto('/m/agent/home');
    await expect(page.getByTestId('kpi-tiles')).toBeVisible();
    // on the first of the month (the merchant's calendar) this month is one day, shown without a chart
    await page.getByRole('button', { name: 'This month' }).click();
    await expect(page.locator('.kpi-chart canvas').first().or(page.getByText('Choose a week, a month or a range'))).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await page.screenshot({ path: test.info().outputPath('agent-light.png'), fullPage: true });
    await expectNoAxeViolations(page, 'agent centre (light)');

    // agent02 signs in: home asks about the request
    await page.context().clearCookies();
    await page.evaluate(() => window.sessionStorage.clear());
    await logIn(page, SUB);
    const alert = page.getByRole('alertdialog', { name: 'Contract request' });
    await expect(alert).toContainText('daily salary');
    await expectNoAxeViolations(page, 'contract alert (light)');
    await page.screenshot({ path: test.info().outputPath('contract-alert-light.png') });
    await alert.getByRole('button', { name: 'Go' }).click();
    await expect(page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
    const card = page.locator('.agent-contract').first();
    await expect(card).toContainText('Offered by agent01');
    // the salary agent02 has had for three days (the demo's), with its days settled and paid
    const current = page.locator('.agent-contract').nth(1);
    await expect(current.getByText('Active')).toBeVisible();
    await current.getByRole('button', { name: 'Payments and statement' }).click();
    const payments = page.getByRole('dialog', { name: 'Payments' });
    await expect(payments.getByText('Team valid bets').first()).toBeVisible();
    await expect(payments.getByText('Nothing settled yet')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(payments).toHaveCount(0);
    await expectNoAxeViolations(page, 'salary contract (light)');
    await card.getByRole('button', { name: 'Accept' }).click();
    await expect(card.getByText('Active')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('contract-light.png'), fullPage: true });

    // answered: home asks no more
    await page.goto('/m/home');
    await page.waitForTimeout(1500);
    await expect(alert).toHaveCount(0);
  });
});
