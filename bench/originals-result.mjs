#!/usr/bin/env node
/* global document */
// Tap to result on each one-shot in-house game, normal and turbo.
//
//   node bench/originals-result.mjs [--samples 5] [--url http://127.0.0.1:8080]
//
// Without --url it starts the app as a user does (scripts/start.mjs) on a free port with a fresh DATA_DIR.
// Debian's Chromium through Playwright at 390x844 (mobile, touch), a trial account ("Try for free"). For
// each game: the time from the Bet tap to the result line (won / paid back / no win) showing, median of the
// samples, first with the stage's animation (the result waits for it on purpose: it is the roll, the ball,
// the wheel) and then in turbo (the result as soon as the answer is there). Wall-clock on this host, not
// CPU-throttled: the figures compare the two modes and the games, not phones. Not a test.
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { PHONE, startApp } from './lib/app.mjs';
import { median } from './lib/measure.mjs';

const { values: args } = parseArgs({ options: { samples: { type: 'string', default: '5' }, url: { type: 'string' } } });
const SAMPLES = Number(args.samples);
const GAMES = [
  { game: 'dice', setup: async () => {} },
  { game: 'limbo', setup: async () => {} },
  { game: 'coinflip', setup: async () => {} },
  { game: 'keno', setup: async (page) => page.getByRole('button', { name: 'Random pick' }).click() },
  { game: 'plinko', setup: async () => {} },
  { game: 'wheel', setup: async () => {} },
];

const app = args.url ? null : await startApp({ name: 'originals-result' });
const base = args.url ?? app.base;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
try {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(`${base}/m/inHouse/dice`);
  await page.getByRole('button', { name: 'Try for free' }).click();
  await page.getByTestId('game-balance').waitFor({ timeout: 30_000 });
  const rows = [];
  for (const { game, setup } of GAMES) {
    const figures = {};
    for (const mode of ['normal', 'turbo']) {
      await page.goto(`${base}/m/inHouse/${game}`);
      // the server's page shows turbo off whatever this phone remembers: read it once the page is live
      await page.waitForSelector('html[data-hydrated]');
      await page.waitForTimeout(300);
      await page.keyboard.press('Escape');
      const turbo = page.getByRole('button', { name: 'Turbo' });
      await turbo.waitFor();
      if ((await turbo.getAttribute('aria-pressed')) !== String(mode === 'turbo')) await turbo.click();
      await setup(page);
      await page.getByRole('textbox', { name: /Bet amount/ }).fill('1');
      const result = page.locator('.og-feedback__pill');
      const times = [];
      for (let i = 0; i < SAMPLES + 1; i++) {
        await page.getByRole('button', { name: 'Bet', exact: true }).waitFor({ state: 'visible' });
        await page.waitForFunction(() => !document.querySelector('.og-bet[aria-busy="true"]'));
        const started = Date.now();
        await page.getByRole('button', { name: 'Bet', exact: true }).click();
        await result.waitFor({ state: 'visible', timeout: 15_000 });
        const ms = Date.now() - started;
        if (i > 0) times.push(ms); // the first round warms the game's code and the seed pair
        await page.waitForFunction(() => !document.querySelector('.og-bet[aria-busy="true"]'));
      }
      figures[mode] = median(times);
    }
    rows.push({ game, ...figures });
    console.error(`${game}: normal ${figures.normal} ms, turbo ${figures.turbo} ms`);
  }
  console.log(`tap to result, median of ${SAMPLES} (ms, wall clock on this host, not throttled)`);
  console.log('| game | normal (with the animation) | turbo |');
  console.log('|---|---|---|');
  for (const r of rows) console.log(`| ${r.game} | ${r.normal} | ${r.turbo} |`);
} finally {
  await browser.close();
  await app?.stop();
}
