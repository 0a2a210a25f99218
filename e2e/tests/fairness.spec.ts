import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { closeAnnouncementPopups } from '../support/popups';

/**
 * The in-house games' public fairness pages and the standalone verifier, at 390x844: the page arrives
 * rendered by the server with its worked example, the verifier downloads from it, and the downloaded file,
 * opened from disk with no server and no network, recomputes the example's round and a crash round.
 */
const SHOTS = join(process.cwd(), 'test-results', 'fairness-screens');

// The worked example's values, pinned by packages/contract/src/fair/examples.test.ts.
const EXAMPLE = {
  serverSeed: 'bc9e0df0f8d988da140b49b77a5dfa265961c001201b1f3accb22294ba1390c0',
  serverSeedHash: '4caafd6eac1c357f28d137dd3f049878d5f9daeef2e154169dd5d6b305d0f439',
  clientSeed: 'my-lucky-seed',
  nonce: '42',
  hmac0: 'b3b55c724aaf33ee27c055ce60e3712a85f03ed466b21b9fedba0db8fbbeed43',
  crashHash: '8e4c04b8c0026dd5c84e3872371eec2e88184f336760bbc4b9035990a23a256a',
  crashSalt: '3f1d9a0c55e2b7a4c8d06e1f92ab437c',
  crashPrevious: 'c1742b382c1c066b9a681b49b170764876e063fa4bf25c6c65445358382d3a36',
};

test.describe('fairness pages', () => {
  test.beforeEach(async ({ page }) => {
    await closeAnnouncementPopups(page);
  });

  test('the server renders a game\'s page with its worked example', async ({ request }) => {
    const res = await request.get('/m/inHouse/fairness/dice');
    expect(res.status()).toBe(200);
    const html = await res.text();
    // (in the merchant's default language: the pseudo-code and the numbers are the same in every one)
    expect(html).toContain('class="fp-hero__title"');
    expect(html).toContain('roll = floor(float(0) × 10000) / 100');
    expect(html).toContain(EXAMPLE.hmac0);
    expect(html).toContain('roll = 70.19');
    // the verifier file is handed over as a download
    const file = await request.get('/m/fair-verifier.html');
    expect(file.status()).toBe(200);
    expect(file.headers()['content-disposition']).toContain('attachment');
  });

  test('the verifier downloaded from the page reproduces the example round offline', async ({ page }) => {
    await page.goto('/m/inHouse/fairness/dice');
    await expect(page.getByRole('heading', { level: 1, name: 'How Dice is decided' })).toBeVisible();
    await expect(page.getByTestId('example-outcome')).toHaveText('roll = 70.19');
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'dice.png'), fullPage: true });
    await expectNoAxeViolations(page, 'dice fairness page');
    // No part of the page is wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the verifier' }).click()]);
    expect(download.suggestedFilename()).toBe('fair-verifier.html');
    const saved = join(test.info().outputDir, 'fair-verifier.html');
    await download.saveAs(saved);

    // From disk: nothing may be fetched from anywhere.
    const requests: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('file:')) requests.push(r.url());
    });
    await page.goto(pathToFileURL(saved).href);
    await expect(page.getByRole('heading', { level: 1, name: 'Provably fair verifier' })).toBeVisible();

    const round = page.locator('#fv-round');
    await round.getByLabel('Game').selectOption('dice');
    await round.getByLabel('Server seed (revealed)').fill(EXAMPLE.serverSeed);
    await round.getByLabel('Server seed hash').fill(EXAMPLE.serverSeedHash);
    await round.getByLabel('Client seed').fill(EXAMPLE.clientSeed);
    await round.getByLabel('Nonce').fill(EXAMPLE.nonce);
    await round.getByRole('button', { name: 'Verify' }).click();
    const result = page.locator('#fv-round-result');
    await expect(result).toContainText('✔ The server seed matches its hash');
    await expect(result).toHaveAttribute('data-outcome', '{"roll":70.19}');
    await expect(result).toContainText('1.9604×');
    await expect(result).toContainText('1.96');
    await expect(result).toContainText(EXAMPLE.hmac0);

    // Another game from the same seeds: the mines of the example.
    await round.getByLabel('Game').selectOption('mines');
    await round.getByRole('button', { name: 'Verify' }).click();
    await expect(result).toHaveAttribute('data-outcome', '{"mines":[5,8,17]}');

    // A wrong hash is called out.
    await round.getByLabel('Server seed hash').fill('0'.repeat(64));
    await round.getByRole('button', { name: 'Verify' }).click();
    await expect(result).toContainText('✘ The server seed does not match its hash');

    const crash = page.locator('#fv-crash');
    await crash.getByLabel('Round hash').fill(EXAMPLE.crashHash);
    await crash.getByLabel("The chain's published salt").fill(EXAMPLE.crashSalt);
    await crash.getByLabel('Walk to this hash').fill(EXAMPLE.crashPrevious);
    await crash.getByRole('button', { name: 'Verify' }).click();
    const crashResult = page.locator('#fv-crash-result');
    await expect(crashResult).toContainText('1.57×');
    await expect(crashResult).toContainText(EXAMPLE.crashPrevious);
    await expect(crashResult).toContainText('✔ Reached in 1 step');
    await page.screenshot({ path: join(SHOTS, 'verifier.png'), fullPage: true });

    expect(requests).toEqual([]);
  });
});
