import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { closeAnnouncementPopups } from '../support/popups';

/**
 * Phone sign-in through Firebase: the real JS SDK in the page talks to the Auth emulator (started by
 * playwright.config.ts with firebase-tools), and the second server, started with FIREBASE_PROJECT_ID and
 * FIREBASE_AUTH_EMULATOR_HOST, checks the emulator's ID token. The seed's GOLDEN member has +84 912 345 678.
 */
const emulator = `http://${process.env.E2E_FIREBASE_AUTH_EMULATOR}`;
const PROJECT = 'demo-lobby';
const PHONE = '+84912345678';

test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_FIREBASE_PORT}` });

/** The codes the emulator "texted" (it sends no SMS; its REST API lists them). */
async function codesFor(request: APIRequestContext, phone: string): Promise<string[]> {
  const res = await request.get(`${emulator}/emulator/v1/projects/${PROJECT}/verificationCodes`);
  expect(res.ok()).toBe(true);
  const { verificationCodes } = (await res.json()) as { verificationCodes: { phoneNumber: string; code: string }[] };
  return verificationCodes.filter((c) => c.phoneNumber === phone).map((c) => c.code);
}

async function openSmsLogin(page: Page, firebaseScripts: string[]) {
  page.on('request', (r) => {
    if (/firebase-sdk-[\w-]+\.js$/.test(new URL(r.url()).pathname)) firebaseScripts.push(r.url());
  });
  await page.goto('/m/login?merchant=GOLDEN');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  // The username tab has no code field: the SDK is not fetched for it.
  expect(firebaseScripts).toEqual([]);
  await page.getByRole('tab', { name: 'SMS code' }).click();
  await expect(page.getByRole('button', { name: 'Country code +84, change' })).toBeVisible();
}

test.describe('Firebase phone sign-in (Auth emulator)', () => {
  test.beforeEach(async ({ page, request }) => {
    // Home greets a new session with the merchant's pop-ups; a modal hides the header until it is closed.
    await closeAnnouncementPopups(page);
    // Each test starts with no codes in the emulator.
    const res = await request.delete(`${emulator}/emulator/v1/projects/${PROJECT}/accounts`);
    expect(res.ok()).toBe(true);
  });

  test('sends the code through Firebase, refuses a wrong one, and signs in with the right one', async ({ page, request }) => {
    const firebaseScripts: string[] = [];
    await openSmsLogin(page, firebaseScripts);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('912345678');

    // A code typed before one was sent: Firebase has nothing to check it against.
    await page.getByRole('textbox', { name: 'SMS code' }).fill('123456');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Tap “Get code” first to receive a verification code.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'SMS code' })).toHaveValue('');

    // Get code: Firebase sends it (no slider puzzle: its reCAPTCHA guards the send), then the countdown runs.
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByText('Verification code sent')).toBeVisible();
    await expect(page.getByRole('button', { name: /^\d+ s$/ })).toBeDisabled();
    await expect(page.getByRole('slider', { name: 'Puzzle slider' })).toHaveCount(0);
    expect(firebaseScripts.length).toBeGreaterThan(0);

    let code = '';
    await expect
      .poll(async () => {
        code = (await codesFor(request, PHONE)).at(-1) ?? '';
        return code;
      })
      .toMatch(/^\d{6}$/);

    // A wrong code: Firebase refuses it and the player reads why; nothing reaches the server's login.
    const wrong = code.slice(0, 5) + String((Number(code[5]) + 1) % 10);
    let logins = 0;
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/wps/session/login') logins++;
    });
    await page.getByRole('textbox', { name: 'SMS code' }).fill(wrong);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByText('Verification code error')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'SMS code' })).toHaveValue('');
    await expect(page).toHaveURL(/\/m\/login/);
    expect(logins).toBe(0);

    // The right code: Firebase's ID token goes to the server (login type firebase), which signs the member in.
    const [login] = await Promise.all([
      page.waitForRequest((r) => new URL(r.url()).pathname === '/wps/session/login'),
      (async () => {
        await page.getByRole('textbox', { name: 'SMS code' }).fill(code);
        await page.getByRole('button', { name: 'Log in', exact: true }).click();
      })(),
    ]);
    expect(login.method()).toBe('POST');
    await expect(page).toHaveURL(/\/m\/home$/);
    // the header names the member by their nickname once the member's details have loaded
    await expect(page.getByRole('banner').getByRole('link', { name: 'Golden Demo, open my account' })).toBeVisible();
  });

  test('a send Firebase refuses only hides the sending notice', async ({ page }) => {
    const firebaseScripts: string[] = [];
    await openSmsLogin(page, firebaseScripts);
    // The emulator is asked to send and answers with an error (as Firebase does for a blocked number or quota).
    await page.route(/\/identitytoolkit\.googleapis\.com\/v1\/accounts:sendVerificationCode/, async (route) => {
      // a moment on the line, so the sending notice is seen before it goes
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({
        status: 400,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ error: { code: 400, message: 'QUOTA_EXCEEDED', errors: [] } }),
      });
    });
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('912345678');
    await page.getByRole('button', { name: 'Get code' }).click();
    await expect(page.getByText('Sending the verification code…')).toBeVisible();
    await expect(page.getByText('Sending the verification code…')).toBeHidden();
    // No success, no error, no countdown: the button is ready for another try.
    await expect(page.getByText('Verification code sent')).toHaveCount(0);
    await expect(page.locator('.toast--error')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Get code' })).toBeEnabled();
  });
});
