import { expect, type Page } from '@playwright/test';
import { nextCaptcha } from './captcha';

/**
 * A new player on the phone app, as a person would go through it: register, deposit through the sandbox
 * checkout, set up a payout (payee name, PIN, account) and withdraw. Used by specs that need a real player's
 * money on the other side (the operator console).
 */
export const PLAYER_PASSWORD = 'Coral-Meteor-2026';
export const PLAYER_PIN = '246810';

export function newUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
}

export const banner = (page: Page) => page.getByRole('banner');

export async function registerPlayer(page: Page, username: string): Promise<void> {
  const captcha = await nextCaptcha(page, () => page.goto('/m/register'));
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('textbox', { name: 'Captcha' }).fill(captcha);
  await page.getByText(/I am over \d+ years old and accept the terms/).click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(banner(page).getByText(username)).toBeVisible();
}

export async function logInPlayer(page: Page, username: string): Promise<void> {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PLAYER_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/**
 * Deposits with GCash through the sandbox checkout and waits for the success screen: ₱1,000 with its preset
 * button, or `amount` (whole pesos) typed into the amount field.
 */
export async function depositFromPhone(page: Page, amount?: number): Promise<void> {
  await page.goto('/m/voucherCenter');
  await page.getByText('GCash', { exact: true }).click();
  if (amount === undefined) await page.getByRole('button', { name: '₱1,000', exact: true }).click();
  else await page.getByRole('textbox', { name: 'Amount' }).fill(String(amount));
  await page.getByRole('button', { name: `Deposit ₱${(amount ?? 1000).toLocaleString('en-US')}.00` }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible({ timeout: 30_000 });
}

/** A new player's first visit to Withdraw: payee name, withdrawal PIN and a GCash payout account. */
export async function prepareWithdrawal(page: Page): Promise<void> {
  await page.goto('/m/withdraw');
  await expect(page.getByText('Withdrawable now')).toBeVisible();
  const payee = page.getByRole('region', { name: 'Payee name' });
  await payee.getByRole('textbox', { name: 'Full name of the account holder' }).fill('Maria Santos');
  await payee.getByRole('button', { name: 'Save name' }).click();
  await page.getByRole('alertdialog', { name: /Save payee name\?/ }).getByRole('button', { name: 'Save name' }).click();
  await expect(payee).toHaveCount(0);

  const pin = page.getByRole('region', { name: 'Withdrawal PIN' });
  await pin.getByLabel('Login password').fill(PLAYER_PASSWORD);
  await pin.getByRole('textbox', { name: 'New PIN' }).fill(PLAYER_PIN);
  await pin.getByRole('textbox', { name: 'Confirm PIN' }).fill(PLAYER_PIN);
  await pin.getByRole('button', { name: 'Set PIN' }).click();
  await expect(pin).toHaveCount(0);

  const accounts = page.getByRole('region', { name: 'Payout accounts' });
  await accounts.getByRole('button', { name: 'Add' }).click();
  const sheet = page.getByRole('dialog', { name: 'Add payout account' });
  await sheet.getByText('GCash', { exact: true }).click();
  await sheet.getByRole('textbox', { name: 'Mobile number' }).fill('0917 123 4567');
  await sheet.getByRole('button', { name: 'Save account' }).click();
  await expect(sheet).toHaveCount(0);
}

/** An amount, the Withdraw button, and the PIN confirmed: what comes next is the caller's to check. */
export async function requestWithdrawal(page: Page, amount: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Amount' }).fill(amount);
  // the button names the amount as money: "Withdraw ₱6,000.00"
  await page.getByRole('button', { name: new RegExp(`^Withdraw ₱${Number(amount).toLocaleString('en-US')}`) }).click();
  const pinSheet = page.getByRole('dialog', { name: 'Enter withdrawal PIN' });
  await pinSheet.getByRole('textbox', { name: 'Withdrawal PIN' }).fill(PLAYER_PIN);
  await pinSheet.getByRole('button', { name: 'Confirm withdrawal' }).click();
}

/** Payee name, withdrawal PIN and a GCash payout account, then a withdrawal; answers its order number. */
export async function withdrawFromPhone(page: Page, amount: string): Promise<string> {
  await prepareWithdrawal(page);
  await requestWithdrawal(page, amount);
  // the first-deposit bonus is still being wagered: the player gives it up to withdraw now
  const forfeit = page.getByRole('group', { name: 'Give up your bonus?' });
  await forfeit.getByRole('button', { name: 'Give up bonus and withdraw' }).click();
  await expect(page.getByRole('heading', { name: 'Withdrawal submitted' })).toBeVisible();
  return (await page.locator('.money-summary__mono').textContent())!.trim();
}

/** The app's theme, switched the way a player does it: the Theme choice on /m/set. */
export async function chooseTheme(page: Page, theme: 'Dark' | 'Light'): Promise<void> {
  await page.goto('/m/set');
  await page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: theme }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme.toLowerCase());
}
