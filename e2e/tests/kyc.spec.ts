import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForMail } from '../support/outbox';
import { newUsername, registerPlayer } from '../support/player';
import { mutePopups } from '../support/popups';

/**
 * Identity verification against the real server at 390x844: a new player confirms an e-mail from the
 * verification screen (level 1), photographs an ID's front and back and takes a selfie (pictures drawn in
 * the page, each its own), is refused a text file renamed .jpg in words, sends the identity and sees it
 * being reviewed; an operator rejects it as unreadable and the player reads why, what to do, and gets the
 * form again. The screen is scanned with axe and photographed in both themes.
 */
const SHOTS = join(process.cwd(), 'test-results', 'kyc');

async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

async function chooseTheme(page: Page, theme: 'Dark' | 'Light'): Promise<void> {
  await page.goto('/m/set');
  await page.getByRole('radiogroup', { name: 'Theme' }).getByRole('radio', { name: theme }).click();
}

/**
 * A picture drawn on a canvas in the page (an ID card's side or a face), `width` x `height`, as PNG or
 * JPEG bytes. A random stamp makes every picture its own: the checker refuses the same picture twice, or
 * one another account sent.
 */
async function picture(page: Page, what: 'front' | 'back' | 'selfie', type: 'image/png' | 'image/jpeg', width: number, height: number) {
  const base64 = await page.evaluate(
    ({ what, type, width, height, stamp }) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const g = canvas.getContext('2d')!;
      const sky = g.createLinearGradient(0, 0, width, height);
      sky.addColorStop(0, what === 'selfie' ? '#d9c7b0' : '#cfe3f7');
      sky.addColorStop(1, what === 'selfie' ? '#8a7560' : '#5d88b8');
      g.fillStyle = sky;
      g.fillRect(0, 0, width, height);
      g.fillStyle = '#1b2a44';
      if (what === 'selfie') {
        g.beginPath();
        g.arc(width / 2, height * 0.42, height * 0.2, 0, Math.PI * 2);
        g.fill();
        g.fillRect(width * 0.25, height * 0.68, width * 0.5, height * 0.4);
      } else {
        g.font = `bold ${Math.round(height / 12)}px sans-serif`;
        g.fillText(what === 'front' ? 'REPUBLIC OF THE PHILIPPINES' : 'PHILIPPINE IDENTIFICATION', width * 0.06, height * 0.14);
        if (what === 'front') g.fillRect(width * 0.06, height * 0.25, width * 0.26, height * 0.55);
        for (let i = 0; i < 5; i++) g.fillRect(width * (what === 'front' ? 0.38 : 0.06), height * (0.3 + i * 0.11), width * (0.5 - i * 0.05), height * 0.04);
      }
      g.font = `${Math.round(height / 16)}px monospace`;
      g.fillText(stamp, width * 0.06, height * 0.95);
      return canvas.toDataURL(type, 0.9).split(',')[1]!;
    },
    { what, type, width, height, stamp: `${Date.now()}-${Math.random().toString(36).slice(2)}` },
  );
  const ext = type === 'image/png' ? 'png' : 'jpg';
  return { name: `${what}.${ext}`, mimeType: type, buffer: Buffer.from(base64, 'base64') };
}

// Registration and a mailed code are most of it; the margin is for a loaded runner.
test.describe.configure({ timeout: 120_000 });

test('identity verification: an e-mail confirmed from the screen, the ID and a selfie sent and being reviewed, then told why it was not accepted', async ({ page, request }) => {
  await mutePopups(page);
  const username = newUsername('kyc');
  await registerPlayer(page, username);

  // /m/set → Identity verification, level 0
  await page.goto('/m/set');
  const row = page.getByRole('region', { name: 'Security' }).getByRole('link', { name: /Identity verification/ });
  await expect(row).toContainText('Level 0');
  await row.click();
  await expect(page).toHaveURL(/\/m\/set\/verification$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await expect(page.getByTestId('kyc-level')).toHaveText('Level 0 of 3');
  const identity = page.getByRole('region', { name: 'Identity', exact: true });
  await expect(identity).toContainText('Complete level 1 first.');
  await shot(page, 'level-0-dark');
  await expectNoAxeViolations(page, 'verification at level 0 (dark)');

  // level 1: the e-mail, confirmed in its sheet on this screen with the mailed code
  const email = `${username}@example.com`;
  const next = page.getByRole('region', { name: 'Confirm your e-mail address' });
  await next.getByRole('button', { name: 'Verify e-mail' }).click();
  const sheet = page.getByRole('dialog', { name: 'E-mail' });
  const since = Date.now();
  await sheet.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await sheet.getByRole('button', { name: 'Send code' }).click();
  const mail = await waitForMail(request, email, since);
  const code = /\b(\d{6})\b/.exec(mail.body)?.[1];
  expect(code, mail.body).toBeDefined();
  await sheet.getByRole('textbox', { name: 'Verification code' }).fill(code!);
  await sheet.getByRole('button', { name: 'Confirm e-mail' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByTestId('kyc-level')).toHaveText('Level 1 of 3');
  await expect(page.getByRole('region', { name: 'Phone or e-mail' })).toContainText('Verified');
  await expect(identity).toContainText('Needed to withdraw more than ₱5,000.00 a day.');
  await expect(identity).toContainText('You must be 21 or older.');

  // the identity form in the light theme
  await chooseTheme(page, 'Light');
  const lightRow = page.getByRole('region', { name: 'Security' }).getByRole('link', { name: /Identity verification/ });
  await expect(lightRow).toContainText('Level 1');
  await lightRow.scrollIntoViewIfNeeded();
  await shot(page, 'settings-light', false);
  await page.goto('/m/set/verification');
  await expect(page.getByRole('region', { name: 'Verify your identity' })).toContainText('Next step');
  await shot(page, 'identity-form-light');
  await expectNoAxeViolations(page, 'verification with the identity form (light)');

  // a text file renamed .jpg: the server reads the bytes and refuses it, in words under its tile
  const front = identity.getByLabel(/Front of ID/);
  await expect(front).toHaveAttribute('capture', 'environment');
  await front.setInputFiles({ name: 'id-front.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('This is not a photo of anything.\n') });
  const refusal = identity.getByRole('alert').filter({ hasText: 'Please upload a photo (JPEG or PNG) or a PDF.' });
  await expect(refusal).toBeVisible();
  await expect(front).toHaveAttribute('aria-invalid', 'true');
  await refusal.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await shot(page, 'refused-light', false);

  // front (PNG), back (JPEG) and selfie, each uploaded as it is picked
  await front.setInputFiles(await picture(page, 'front', 'image/png', 640, 400));
  await expect(identity.getByLabel(/Front of ID/)).toHaveAccessibleName(/Uploaded/);
  await expect(identity.getByText('Please upload a photo (JPEG or PNG) or a PDF.')).toBeHidden();
  await identity.getByLabel(/Back of ID/).setInputFiles(await picture(page, 'back', 'image/jpeg', 640, 400));
  await expect(identity.getByLabel(/Back of ID/)).toHaveAccessibleName(/Uploaded/);
  const selfie = identity.getByLabel(/Selfie/);
  await expect(selfie).toHaveAttribute('capture', 'user');
  await selfie.setInputFiles(await picture(page, 'selfie', 'image/jpeg', 480, 640));
  await expect(selfie).toHaveAccessibleName(/Uploaded/);

  await identity.getByRole('textbox', { name: 'Full name' }).fill('Maria Santos');
  await identity.getByLabel('Date of birth').fill('1990-04-12');
  await identity.getByText('Passport', { exact: true }).click();
  await identity.getByRole('textbox', { name: 'ID number' }).fill(`P${Date.now().toString().slice(-8)}A`);
  await shot(page, 'identity-filled-light');
  await expectNoAxeViolations(page, 'verification with the documents uploaded (light)');

  const [sent] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/member/kyc/identity'),
    identity.getByRole('button', { name: 'Send for review' }).click(),
  ]);
  expect(sent.status(), await sent.text()).toBe(200);
  const submission = ((await sent.json()) as { value: { id: number; status: string } }).value;
  expect(submission.status).toBe('pending');
  await expect(identity.getByText('Being reviewed', { exact: true })).toBeVisible();
  await expect(identity).toContainText('Your documents are being reviewed');
  await expect(page.getByRole('region', { name: 'We are checking your documents' })).toBeVisible();
  await expect(identity.getByRole('button', { name: 'Send for review' })).toHaveCount(0);
  await shot(page, 'being-reviewed-light');

  // the same screen in the dark theme
  await chooseTheme(page, 'Dark');
  await page.goto('/m/set/verification');
  await expect(page.getByRole('region', { name: 'Identity', exact: true }).getByText('Being reviewed', { exact: true })).toBeVisible();
  await shot(page, 'being-reviewed-dark');
  await expectNoAxeViolations(page, 'verification being reviewed (dark)');

  // an operator cannot read the photos: the player is told why, what to do, and gets the form again
  const decided = await request.post(`/ops/kyc/submissions/${submission.id}/decision`, {
    headers: { Authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` },
    data: { decision: 'reject', reason: 'unreadable', note: 'Glare across the ID number' },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  await page.reload();
  const rejected = page.getByRole('region', { name: 'Identity', exact: true });
  await expect(rejected.getByText('Not accepted', { exact: true })).toBeVisible();
  await expect(rejected).toContainText('A photo was blurred or hard to read.');
  await expect(rejected).toContainText('Take new photos in good light, with the whole document in the frame and no glare.');
  await expect(rejected.getByRole('button', { name: 'Send for review' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verify your identity' })).toContainText('Next step');
  await shot(page, 'rejected-dark');
  await expectNoAxeViolations(page, 'verification not accepted (dark)');
});
