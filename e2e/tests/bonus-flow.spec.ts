import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { consoleSignIn } from '../support/ops';
import { depositFromPhone, prepareWithdrawal, registerPlayer, requestWithdrawal } from '../support/player';
import { mutePopups } from '../support/popups';

/**
 * A reload bonus from the operator's desk to the player's withdrawal, against the real server. The content
 * operator (1280x800) creates a reload deposit match (50% up to ₱500, claimed with a code, wagered once, the
 * originals counting in full) and its code, and publishes it. A new player on a phone (390x844) makes a first
 * deposit, enters the code in My bonuses, deposits again with the match, sees the bonus and its progress,
 * plays dice until the requirement is met (the bonus becomes cash), and withdraws without being asked to give
 * anything up.
 */

function zoneInput(ms: number, timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(ms)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

const stamp = String(Date.now()).slice(-6);
const CODE = `RELOADF${stamp}`;
const TITLE = `Reload weekend ${stamp}`;

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test.describe.serial('a reload bonus, operator to withdrawal', () => {
  test.describe.configure({ timeout: 240_000 });

  test('the content operator creates the reload bonus with a code at 1280x800 and publishes it', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`, viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const op = await context.newPage();
    await consoleSignIn(op, 'content');
    await op.goto('/console/promotions/campaigns?merchant=LUCKY');
    await op.getByRole('link', { name: 'New campaign' }).click();
    const form = op.getByRole('form', { name: 'Campaign' });
    const zone = (await op.getByText(/^Times in /).textContent())!.replace('Times in ', '').trim();
    await form.getByLabel('Name (for operators)').fill(`Reload flow ${stamp}`);
    await form.getByLabel(`Starts (${zone})`).fill(zoneInput(Date.now() - 3_600_000, zone));
    await form.getByLabel('Title', { exact: true }).fill(TITLE);
    await form.getByRole('textbox', { name: /^Body \(/ }).click();
    await op.keyboard.type('Half of your next deposit again, wagered once.');
    await form.getByLabel('Deposit', { exact: true }).selectOption('reload');
    await form.getByLabel('Percent', { exact: true }).fill('50');
    await form.getByLabel('Cap', { exact: true }).fill('500');
    await form.getByLabel('Minimum deposit', { exact: true }).fill('100');
    await form.getByLabel('Multiplier', { exact: true }).fill('1');
    await form.getByLabel('Originals (percent counted)').fill('100');
    await form.getByLabel('Requires a promo code').check();
    await form.getByRole('button', { name: 'Create as draft' }).click();
    await expect(op.getByRole('heading', { name: `Reload flow ${stamp}`, level: 1 })).toBeVisible();
    await op.getByRole('tab', { name: 'Codes' }).click();
    const add = op.getByRole('form', { name: 'Add codes' });
    await add.getByLabel('Code', { exact: true }).fill(CODE);
    await add.getByRole('button', { name: 'Add code' }).click();
    await expect(op.getByRole('table', { name: 'Promo codes' }).getByText(CODE)).toBeVisible();
    await op.getByRole('button', { name: 'Publish' }).click();
    await op.getByRole('dialog', { name: /^Publish/ }).getByRole('button', { name: 'Publish' }).click();
    await expect(op.locator('.page-header').getByText('Live', { exact: true })).toBeVisible();
    await shot(op, 'flow-console-live');
    await context.close();
  });

  test('a player enters the code on the phone, deposits, wagers the bonus and withdraws', async ({ page }) => {
    await mutePopups(page);
    const username = `flow${stamp}${Math.floor(Math.random() * 90 + 10)}`;
    await registerPlayer(page, username);
    // a first deposit under the first-deposit bonus's minimum: a reload is for players who deposited before
    await depositFromPhone(page, 100);

    await page.goto('/m/bonuses');
    await page.getByRole('textbox', { name: 'Promo code' }).fill(CODE.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    const pending = page.getByRole('status', { name: 'Deposit to get your 50% bonus' });
    await expect(pending).toBeVisible();
    await pending.getByRole('link', { name: 'Deposit' }).click();
    await expect(page.getByRole('group', { name: 'Bonus' }).getByRole('radio', { name: new RegExp(TITLE) })).toBeChecked();
    await page.getByText('GCash', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('200');
    await expect(page.getByRole('group', { name: 'Deposit summary' })).toContainText('+₱100.00');
    await shot(page, 'flow-deposit');
    await page.getByRole('button', { name: 'Deposit ₱200.00' }).click();
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByText('₱100.00 bonus added')).toBeVisible({ timeout: 30_000 });

    await page.goto('/m/bonuses');
    const bonus = page.getByRole('article', { name: TITLE });
    await expect(bonus).toContainText('₱0.00 of ₱100.00 wagered');
    await shot(page, 'flow-bonus');

    // dice: two rolls of ₱50 meet the requirement
    await page.goto('/m/inHouse/dice');
    const stake = page.getByRole('textbox', { name: /Bet amount/ });
    await stake.fill('50');
    const bet = page.getByRole('button', { name: 'Bet', exact: true });
    await bet.click();
    await expect(bet).toBeEnabled({ timeout: 15_000 });
    await page.goto('/m/bonuses');
    await expect(bonus).toContainText('₱50.00 of ₱100.00 wagered');
    await expect(bonus.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    await shot(page, 'flow-progress');
    await page.goto('/m/inHouse/dice');
    await stake.fill('50');
    await bet.click();
    await expect(bet).toBeEnabled({ timeout: 15_000 });
    await page.goto('/m/bonuses');
    await expect(page.getByRole('heading', { name: 'No active bonuses' })).toBeVisible();
    await expect(page.getByText('Completed').first()).toBeVisible();
    await shot(page, 'flow-completed');

    // the bonus is cash now: a withdrawal asks nothing about bonuses
    await prepareWithdrawal(page);
    await requestWithdrawal(page, '200');
    await expect(page.getByRole('group', { name: 'Give up your bonus?' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
    await shot(page, 'flow-withdrawn');
  });
});
