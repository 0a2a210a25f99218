import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { waitForMail } from './outbox';

/**
 * Identity verification on the phone (/m/set/verification), as a player goes through it: the e-mail
 * confirmed in the screen's own sheet with the mailed code, and documents picked through the screen's file
 * inputs (a phone's camera or file picker hands the page a file the same way).
 */

/**
 * A picture drawn on a canvas in the page (an ID card's side or a face), `width` x `height`, as PNG or
 * JPEG bytes. A random stamp makes every picture its own: the checker refuses the same picture twice, or
 * one another account sent.
 */
export async function documentPicture(
  page: Page,
  what: 'front' | 'back' | 'selfie',
  type: 'image/png' | 'image/jpeg',
  width: number,
  height: number,
): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
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

/**
 * Level 1 from the verification screen: "Verify e-mail" in its next-step card, the address, the code read
 * from the test server's outbox as the player would read the mail, and the level turns to 1.
 */
export async function confirmEmailFromVerificationScreen(page: Page, request: APIRequestContext, email: string): Promise<void> {
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
}

/** Picks `file` in a document tile's file input and waits until the tile says it is uploaded. */
export async function uploadThroughTile(input: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await input.setInputFiles(file);
  await expect(input).toHaveAccessibleName(/Uploaded/);
}
