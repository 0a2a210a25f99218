import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';

/**
 * The captcha's digits exist only as drawn paths in its SVG, so a test cannot read them as a person does.
 * Like the server's own tests (apps/server/test/helpers/accounts.ts, solvedCaptcha), the test replaces the
 * stored answer of the captcha it was shown with one it knows, in the harness's fresh database.
 */
export const KNOWN_CAPTCHA = '24680';

/** The harness's database, or another server's (a spec that starts a server of its own names its file). */
function database(file?: string) {
  if (file) return new Database(file);
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through playwright.config.ts)');
  return new Database(join(dir, 'e2e.db'));
}

/** Where the slider puzzle's gap is (the server keeps only that; the test reads it as the server would). */
export function sliderTarget(challengeId: string): number {
  const db = database();
  try {
    const row = db.prepare('SELECT target_x FROM slider_challenges WHERE id = ?').get(challengeId) as
      | { target_x: number }
      | undefined;
    if (!row) throw new Error(`no slider challenge ${challengeId}`);
    return row.target_x;
  } finally {
    db.close();
  }
}

/**
 * Opens the slider puzzle with `trigger` and drags its handle into the gap the way a finger would: pressed,
 * moved in uneven steps that slow down near the end, released.
 */
export async function solveSlider(page: Page, trigger: () => Promise<unknown>): Promise<void> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/captcha/slider'),
    trigger(),
  ]);
  const { value } = (await response.json()) as { value: { challengeId: string; width: number } };
  const target = sliderTarget(value.challengeId);
  const handle = page.getByRole('slider', { name: 'Puzzle slider' });
  await handle.waitFor();
  const box = (await handle.boundingBox())!;
  const stage = (await page.locator('.slider-captcha__stage').boundingBox())!;
  const distance = target * (stage.width / value.width);
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const steps = 24;
  for (let i = 1; i <= steps; i++) {
    const eased = 1 - (1 - i / steps) ** 2;
    await page.mouse.move(x + distance * eased, y + ((i % 3) - 1));
    await page.waitForTimeout(15 + (i % 4) * 10);
  }
  await page.mouse.up();
}

export function setCaptchaAnswer(captchaId: string, answer: string = KNOWN_CAPTCHA, file?: string): void {
  const db = database(file);
  try {
    db.pragma('busy_timeout = 5000');
    const result = db
      .prepare('UPDATE captchas SET answer_hash = ? WHERE id = ?')
      .run(createHash('sha256').update(answer).digest('hex'), captchaId);
    if (result.changes !== 1) throw new Error(`no captcha ${captchaId}`);
  } finally {
    db.close();
  }
}

/** Waits for the page's next image captcha and makes KNOWN_CAPTCHA its answer. */
export async function nextCaptcha(page: Page, trigger: () => Promise<unknown>, file?: string): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/captcha' && r.request().method() === 'GET'),
    trigger(),
  ]);
  const { value } = (await response.json()) as { value: { captchaId: string } };
  setCaptchaAnswer(value.captchaId, KNOWN_CAPTCHA, file);
  return KNOWN_CAPTCHA;
}
