import { deflateSync } from 'node:zlib';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { mutePopups } from '../support/popups';

const GOOD = 'The deposit page froze after I pressed confirm, twice.';

async function logIn(page: Page): Promise<void> {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Lucky#2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL(/\/m\/home/);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: Buffer): number {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real 24×24 PNG in one colour, so the thumbnail shows what the player picked. */
function png(r: number, g: number, b: number): Buffer {
  const size = 24;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => [r, g, b]).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const image = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/png', buffer });
const thumbnails = (page: Page) => page.getByRole('img', { name: /^Screenshot \d/ });

test.describe('feedback (/m/feedback)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a player writes, attaches two screenshots, removes one and sends; bad files are refused (dark)', async ({ page }) => {
    await mutePopups(page);
    await logIn(page);

    // Reached from the member centre.
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'Feedback' }).click();
    await page.waitForURL(/\/m\/feedback$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();

    const content = page.getByRole('textbox', { name: 'Your feedback' });
    await content.fill(GOOD);
    await expect(page.getByText(`${GOOD.length}/1000`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Comment (optional)' }).fill('Pixel 8, Chrome');

    const add = page.getByLabel('Add image');
    await add.setInputFiles([image('gold.png', png(246, 196, 83)), image('blue.png', png(60, 110, 220))]);
    await expect(thumbnails(page)).toHaveCount(2);
    await expect(page.getByText('2/3')).toBeVisible();
    // the thumbnail shows the picked picture (an object URL that has loaded)
    await expect.poll(() => thumbnails(page).first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(24);

    await page.getByRole('button', { name: 'Remove screenshot 1' }).click();
    await expect(thumbnails(page)).toHaveCount(1);
    await expect(thumbnails(page).first()).toHaveAccessibleName('Screenshot 1: blue.png');

    // A text file called .png, and a picture over 5 MB: refused before anything is sent.
    await add.setInputFiles([{ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('only words in here') }]);
    await expect(page.getByText('notes.png is not a PNG or JPG image.')).toBeVisible();
    const huge = Buffer.concat([png(1, 2, 3), Buffer.alloc(5 * 1024 * 1024)]);
    await add.setInputFiles([image('huge.png', huge)]);
    await expect(page.getByText('huge.png is larger than 5 MB.')).toBeVisible();
    await expect(thumbnails(page)).toHaveCount(1);
    await page.screenshot({ path: test.info().outputPath('feedback-refused-dark.png'), fullPage: true });
    await expectNoAxeViolations(page, 'feedback form with a refusal (dark)');

    const sent = page.waitForResponse((r) => r.url().endsWith('/wps/feedback') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    expect((await sent).status()).toBe(200);
    const thanks = page.getByRole('region', { name: 'Thank you!' });
    await expect(thanks).toBeVisible();
    await expect(thanks.getByText(/^Reference no\. \d+$/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('feedback-sent-dark.png'), fullPage: true });
    await expectNoAxeViolations(page, 'feedback sent (dark)');

    // Back where the player came from.
    await thanks.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL(/\/m\/member\/home$/);
  });

  test('a visitor finds it in the help centre; three images, a too-short text, then sent (light)', async ({ page }) => {
    await mutePopups(page);
    await page.addInitScript(() => localStorage.setItem('theme', 'light'));
    await page.goto('/m/help');
    await page.getByRole('link', { name: 'Send feedback' }).click();
    await page.waitForURL(/\/m\/feedback$/);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    await expect(page.getByText(/sending this as a guest/)).toBeVisible();
    await expectNoAxeViolations(page, 'feedback form (light)');

    await page
      .getByLabel('Add image')
      .setInputFiles([image('a.png', png(230, 80, 90)), image('b.png', png(80, 200, 140)), image('c.png', png(90, 120, 240))]);
    await expect(thumbnails(page)).toHaveCount(3);
    // At three the add tile is gone.
    await expect(page.getByLabel('Add image')).toHaveCount(0);

    const content = page.getByRole('textbox', { name: 'Your feedback' });
    await content.fill('Too short');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Please write between 10 and 1000 characters.')).toBeVisible();
    await expect(content).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('feedback-invalid-light.png'), fullPage: true });
    await expectNoAxeViolations(page, 'feedback form with an error (light)');

    await content.fill(GOOD);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('region', { name: 'Thank you!' })).toBeVisible();
    await expectNoAxeViolations(page, 'feedback sent (light)');
  });
});
