import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations, photograph } from '../support/axe';
import { PLAYER_PASSWORD, depositFromPhone, newUsername, registerPlayer } from '../support/player';
import { mutePopups } from '../support/popups';

/**
 * Responsible gaming against the real server at 390x844: a new member funds the account, sets a daily loss
 * limit on /m/set/responsible-gaming, plays Dice until a stake is refused and reads the refusal naming the
 * limit and its reset; then takes a 24-hour break, is signed out, and is told until when at the next sign-in.
 * The screen is scanned with axe and photographed in both themes.
 */
function shot(page: Page, name: string, fullPage = true): Promise<void> {
  return photograph(page, 'responsible-gaming', name, fullPage);
}

async function chooseTheme(page: Page, theme: 'Dark' | 'Light'): Promise<void> {
  await page.goto('/m/set');
  await page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: theme }).click();
}

// About 45 s on a quiet machine (registration and a sandbox deposit are a third of it); the margin is for a
// loaded runner.
test.describe.configure({ timeout: 90_000 });

test('responsible gaming: a daily loss limit stops Dice, a break signs the member out until its end', async ({ page }) => {
  await mutePopups(page);
  // results at once, without the dice's roll: the spec is about the refusal, not the animation
  await page.addInitScript(() => window.localStorage.setItem('MC_ORIGINALS_TURBO', '1'));
  const username = newUsername('rg');
  await registerPlayer(page, username);
  await depositFromPhone(page);

  // /m/set → Responsible gaming
  await page.goto('/m/set');
  await page.getByRole('region', { name: 'Play responsibly' }).getByRole('link', { name: /Responsible gaming/ }).click();
  await expect(page).toHaveURL(/\/m\/set\/responsible-gaming$/);
  const limits = page.getByRole('region', { name: 'Limits' });
  await limits.getByRole('tab', { name: 'Loss' }).click();
  await limits.getByRole('button', { name: /^Daily/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Daily loss limit' });
  await sheet.getByRole('textbox', { name: 'Limit amount' }).fill('20');
  await expect(sheet.getByText('This limit counts at once.')).toBeVisible();
  await shot(page, 'limit-sheet-dark', false);
  await sheet.getByRole('button', { name: 'Save limit' }).click();
  await expect(sheet).toBeHidden();
  await expect(limits.getByRole('button', { name: /^Daily\s*₱20\.00/ })).toBeVisible();
  await expect(page.getByText('Limits in force: 1')).toBeVisible();

  // Dice until the limit refuses a stake
  await page.goto('/m/inHouse/dice');
  await expect(page.getByRole('heading', { name: 'Dice' })).toBeVisible();
  await page.getByRole('textbox', { name: /Bet amount/ }).fill('10');
  // roll over 98: a 2% chance, so the losses (stakes less wins) reach the limit in a few rounds
  await page.getByLabel(/^Target/).fill('98');
  await expect(page.getByTestId('dice-chance')).toHaveText('2.00%');
  let refused = false;
  for (let round = 0; round < 20 && !refused; round++) {
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/originals/dice/bet'),
      page.getByRole('button', { name: 'Bet', exact: true }).click(),
    ]);
    if (response.status() === 403) {
      expect((await response.json()).errorCode).toBe('rg.limit.reached');
      refused = true;
    } else {
      expect(response.status(), await response.text()).toBe(200);
      await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled();
    }
  }
  expect(refused, 'a stake was refused within 20 rounds').toBe(true);
  const refusal = page.getByRole('alert').filter({ hasText: 'daily loss limit' });
  await expect(refusal).toHaveText(/^You have reached your daily loss limit of ₱20\.00\. It resets on [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M\.$/);
  await shot(page, 'dice-refused', false);

  // the screen shows what the limit has counted, in both themes
  await page.goto('/m/set/responsible-gaming');
  await limits.getByRole('tab', { name: 'Loss' }).click();
  await expect(limits.getByRole('tabpanel').getByRole('progressbar')).toHaveAttribute('aria-valuenow', /^[1-9]\d*$/);
  await shot(page, 'screen-dark');
  await expectNoAxeViolations(page, 'responsible gaming (dark)');
  await chooseTheme(page, 'Light');
  await page.goto('/m/set/responsible-gaming');
  await limits.getByRole('tab', { name: 'Loss' }).click();
  await shot(page, 'screen-light');
  await expectNoAxeViolations(page, 'responsible gaming (light)');

  // a 24-hour break: what happens, the password, then signed out
  await page.getByRole('region', { name: 'Take a break' }).getByRole('button', { name: '24 hours' }).click();
  const confirm = page.getByRole('dialog', { name: 'Take a break for 24 hours?' });
  await expect(confirm.getByText('You are signed out on every device at once.')).toBeVisible();
  await confirm.getByLabel('Login password').fill(PLAYER_PASSWORD);
  await shot(page, 'break-confirm-light', false);
  await expectNoAxeViolations(page, 'break confirmation (light)');
  await confirm.getByRole('button', { name: 'Start my break' }).click();
  await expect(page).toHaveURL(/\/m\/set\/responsible-gaming\/paused\?/);
  await expect(page.getByRole('heading', { name: 'Your break has started' })).toBeVisible();
  await expect(page.getByTestId('paused-until')).toHaveText(/^You can sign in again on [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M\.$/);
  await shot(page, 'paused-light');

  // the session is gone on the server too, and sign-in is refused until the end, saying so
  expect((await page.request.get('/wps/member/responsibleGaming')).status()).toBe(401);
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText(/^Your account is on a break until [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M\.$/)).toBeVisible();
  await expect(page).toHaveURL(/\/m\/login/);
  await shot(page, 'login-refused-light', false);
});
