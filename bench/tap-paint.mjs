#!/usr/bin/env node
/* global window, document, requestAnimationFrame, MutationObserver */
// Tap to next paint on the home screen, and the JavaScript a first visit downloads before home is usable.
//
//   node bench/tap-paint.mjs [--samples 5] [--cpu calibrated|N] [--url http://127.0.0.1:8080] [--out figures.json]
//                            [--ready auto|hydrated|grid] [--settle 1.5] [--only side-menu,category-tab,…]
//
// Without --url it starts the app as a user does (scripts/start.mjs) on a free port with a fresh DATA_DIR.
// Debian's Chromium through Playwright at 390x844 (2x, mobile, touch), the page's CPU slowed through CDP
// (Emulation.setCPUThrottlingRate): by default calibrated to the host (Lighthouse's benchmarkIndex measured in
// this browser, slowdown = index / 350, see lib/calibration.mjs), so any host emulates the same budget phone;
// `--cpu 4` gives a fixed rate. Service workers blocked so every load is the network's, not a cache's.
//
// Tap to next paint: the Event Timing API (PerformanceObserver type 'event', durationThreshold 16, buffered)
// reports, for each input event slower than 16 ms, the time from the input to the next paint after its
// handlers. A tap's figure is the largest duration among its pointerdown, pointerup and click entries; no
// entry means under 16 ms (shown as "<16"). Every sample is a fresh load of /m/home (usable, then a 1.5 s
// settle), so each tap is the first one on a freshly opened home: a) opening the side menu, b) switching the
// home category tab from HOT to Slots, c) toggling the favourite star of the first game tile, logged in as
// the demo member (samples alternate add and remove; an odd count is put back untimed), d) opening a game
// from home (a vendor's game is a document of its own: the tap's next paint is the launch's loading message
// before the page goes, timed as the frame after the click) and e) a Dice bet on /m/inHouse/dice, both as the demo member. Median of the samples,
// target 100 ms. The announcement pop-ups are muted for the day (as a player can) so they cover nothing.
//
// JavaScript before home is usable: a first visit in a fresh context (nothing cached) to /m/home; "usable" is
// the moment `html[data-hydrated]` appears when the app sets it (server rendering sets it after hydration;
// --ready auto decides after the load settles: the attribute is there, or the HTML or a script mentions it),
// else the moment the first game tile of the home game area is visible. Counted: every JavaScript response
// whose Resource Timing responseEnd is before that moment; size: each body gzipped by this script (zlib
// level 6), summed. Not a test.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { DEMO, PHONE, startApp } from './lib/app.mjs';
import { benchmarkIndexIn, slowdownFor } from './lib/calibration.mjs';
import { median } from './lib/measure.mjs';

const { values: args } = parseArgs({
  options: {
    samples: { type: 'string', default: '5' },
    cpu: { type: 'string', default: 'calibrated' },
    url: { type: 'string' },
    out: { type: 'string' },
    ready: { type: 'string', default: 'auto' },
    settle: { type: 'string', default: '1.5' },
    only: { type: 'string' },
  },
});
const SAMPLES = Number(args.samples);
let CPU_RATE = args.cpu === 'calibrated' ? null : Number(args.cpu);
let calibration = null;
const SETTLE_MS = Number(args.settle) * 1000;
const TARGET_MS = 100;
const TAP_EVENTS = ['pointerdown', 'pointerup', 'click'];
if (!['auto', 'hydrated', 'grid'].includes(args.ready)) throw new Error('--ready: auto, hydrated or grid');
const outFile = path.resolve(args.out ?? path.join(tmpdir(), `lobby-tap-paint-${Date.now()}.json`));

/** Runs in the page before its own scripts: the Event Timing observer, and the pop-ups muted for today. */
function pageSetup() {
  const d = new Date();
  const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  localStorage.setItem('MC_POPUPS_MUTED', day);
  // When html[data-hydrated] appears (server rendering sets it after hydration), on the page's clock.
  new MutationObserver(() => {
    if (window.__hydratedAt === undefined && document.documentElement.hasAttribute('data-hydrated')) {
      window.__hydratedAt = performance.now();
    }
  }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
  performance.setResourceTimingBufferSize(2000);
  window.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const entry = {
        name: e.name,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
        interactionId: e.interactionId,
      };
      window.__eventTimings.push(entry);
      // also to the bench itself, so a tap that leaves the page (opening a game) is still counted
      window.__reportTiming?.(entry);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  // The next paint after a click, the classic way (the frame's callback, then a task after its paint), for
  // a tap that leaves the document: its Event Timing entry may never be delivered before the page unloads.
  window.addEventListener(
    'click',
    (event) => {
      requestAnimationFrame(() =>
        setTimeout(() => window.__reportTiming?.({ name: 'click-paint', startTime: event.timeStamp, duration: performance.now() - event.timeStamp })),
      );
    },
    true,
  );
}

/** Every Event Timing entry any page reported, in order (see pageSetup). */
const reported = [];

async function newContext(browser) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  await context.exposeBinding('__reportTiming', (_source, entry) => {
    reported.push(entry);
  });
  await context.addInitScript(pageSetup);
  return context;
}

async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  return page;
}

/** The first game tile's play button in the home game area (the tab panel under the category tabs). */
const firstTile = (page) => page.getByRole('tabpanel').getByRole('button', { name: /^Play / }).first();

async function waitHomeUsable(page, mode) {
  if (mode === 'hydrated') await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 120_000 });
  else await firstTile(page).waitFor({ state: 'visible', timeout: 120_000 });
}

/**
 * Taps `locator` and returns the tap's largest Event Timing duration among pointerdown / pointerup / click
 * (0 when none passed the 16 ms threshold), with the entries seen.
 */
async function timedTap(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  const { t0, origin } = await page.evaluate(() => ({ t0: performance.now(), origin: performance.timeOrigin }));
  const mark = reported.length;
  await locator.tap();
  // Entries are queued after the next paint: give it two frames and a little time on a slowed CPU.
  await page.waitForTimeout(500);
  const sameDocument = await page
    .evaluate((before) => performance.timeOrigin === before, origin)
    .catch(() => false);
  if (sameDocument) {
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const entries = await page.evaluate(
      ([from, names]) => window.__eventTimings.filter((e) => e.startTime >= from && names.includes(e.name)),
      [t0, TAP_EVENTS],
    );
    return { duration: entries.reduce((max, e) => Math.max(max, e.duration), 0), entries };
  }
  // The tap opened another document (a game). Its next paint in this document (the launch's loading
  // message) is timed from the click as the frame after it; Event Timing's entries, when they were
  // delivered before the page went, count too.
  const entries = reported.slice(mark).filter((e) => e.startTime >= t0 && [...TAP_EVENTS, 'click-paint'].includes(e.name));
  const duration = entries.reduce((max, e) => Math.max(max, e.duration), 0);
  return { duration, entries, navigated: true };
}

async function openHome(page, base, mode) {
  await page.goto(`${base}/m/home`);
  await waitHomeUsable(page, mode);
  await page.waitForTimeout(SETTLE_MS);
}

/** The app sets html[data-hydrated] somewhere in what it served (markup or scripts). */
function mentionsHydrated(texts) {
  return texts.some((t) => /data-hydrated|dataset\.hydrated/.test(t));
}

// ---- JavaScript downloaded before home is usable ---------------------------------------------------------
/** Page time (ms since navigation) when the first game tile of home is visible. */
async function gridVisibleAt(page) {
  await firstTile(page).waitFor({ state: 'visible', timeout: 120_000 });
  return page.evaluate(() => performance.now());
}

async function firstVisitScripts(browser, base) {
  const context = await newContext(browser);
  const page = await throttledPage(context);
  const responses = [];
  let documentResponse = null;
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type === 'document' && !documentResponse) documentResponse = response;
    if (type === 'script' || /javascript|ecmascript/.test(contentType)) responses.push(response);
  });
  await page.goto(`${base}/m/home`);
  const gridAt = await gridVisibleAt(page);
  // Server-rendered tiles can show before the scripts that hydrate them (and set the attribute) arrive:
  // let the loading finish before deciding which moment counts.
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
  let mode = args.ready;
  if (mode === 'auto') {
    const set = await page.evaluate(() => window.__hydratedAt !== undefined);
    const html = documentResponse ? await documentResponse.text().catch(() => '') : '';
    const bodies = await Promise.all(responses.map((r) => r.text().catch(() => '')));
    mode = set || mentionsHydrated([html, ...bodies]) ? 'hydrated' : 'grid';
  }
  let readyAt = gridAt;
  if (mode === 'hydrated') {
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 120_000 });
    readyAt = await page.evaluate(() => window.__hydratedAt ?? performance.now());
  }
  // When each script finished arriving, on the page's clock (Resource Timing).
  const arrived = new Map(
    await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => [e.name, e.responseEnd]),
    ),
  );
  const files = [];
  const later = [];
  for (const response of responses) {
    const end = arrived.get(response.url());
    const body = await response.body().catch(() => null);
    if (!body) continue;
    const file = {
      url: new URL(response.url()).pathname,
      arrivedMs: end ?? null,
      bytes: body.length,
      gzipBytes: gzipSync(body, { level: 6 }).length,
      encoding: response.headers()['content-encoding'] ?? null,
    };
    if (end !== undefined && end <= readyAt) files.push(file);
    else later.push(file);
  }
  await context.close();
  const gzipBytes = files.reduce((s, f) => s + f.gzipBytes, 0);
  const bytes = files.reduce((s, f) => s + f.bytes, 0);
  return {
    readyBy: mode === 'hydrated' ? 'html[data-hydrated]' : 'first game tile visible',
    usableMs: Math.round(readyAt),
    gridVisibleMs: Math.round(gridAt),
    count: files.length,
    bytes,
    gzipBytes,
    files,
    // scripts the first visit fetched after that moment (lazy chunks), for the record
    afterUsable: later,
  };
}

// ---- the taps ---------------------------------------------------------------------------------------------
async function logIn(page, base) {
  await page.goto(`${base}/m/login?merchant=${DEMO.merchant}`);
  // Signed in through the live app: a form sent before the app is live comes back empty (by design, so the
  // fields never travel as a plain form), which at a budget phone's speed a quick script would hit.
  await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 });
  await page.getByRole('textbox', { name: 'Username' }).fill(DEMO.username);
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).tap();
  await page.waitForURL(/\/m\/home$/, { timeout: 60_000 });
}

const INTERACTIONS = [
  {
    key: 'side-menu',
    title: 'open the side menu on /m/home',
    member: false,
    async sample(page) {
      const result = await timedTap(page, page.getByRole('button', { name: 'Open menu' }));
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible', timeout: 30_000 });
      return result;
    },
  },
  {
    key: 'category-tab',
    title: 'switch the home category tab (HOT to Slots)',
    member: false,
    async sample(page) {
      const tab = page.getByRole('tablist', { name: 'Browse games' }).getByRole('tab', { name: 'Slots' });
      const result = await timedTap(page, tab);
      await page.waitForFunction(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent?.includes('Slots'));
      return result;
    },
  },
  {
    key: 'favourite',
    title: 'toggle the favourite star of a game tile (demo member)',
    member: true,
    async sample(page) {
      // The first tile with a star (lottery tiles have none); found again by its game after the tap.
      const starName = / favourites$/;
      const first = page.getByRole('tabpanel').locator('.game-card', { has: page.getByRole('button', { name: starName }) }).first();
      const nodeId = await first.getAttribute('data-node-id');
      const star = first.getByRole('button', { name: starName });
      const before = await star.getAttribute('aria-pressed');
      const result = await timedTap(page, star);
      const after = before === 'true' ? 'false' : 'true';
      await page
        .locator(`.game-card[data-node-id="${nodeId}"] button[aria-pressed="${after}"]`)
        .first()
        .waitFor({ timeout: 30_000 });
      result.nodeId = nodeId;
      result.action = before === 'true' ? 'remove' : 'add';
      return result;
    },
  },
  {
    key: 'open-game',
    title: "open a game from home (the first tile's play button, demo member)",
    member: true,
    async sample(page) {
      const result = await timedTap(page, firstTile(page));
      // the tap leaves home for the game (or opens what stands before it); only the tap's next paint is timed
      await page.waitForURL((url) => !url.pathname.endsWith('/m/home'), { timeout: 30_000 }).catch(() => {});
      return result;
    },
  },
  {
    key: 'dice-bet',
    title: "a Dice bet's first feedback (/m/inHouse/dice, demo member)",
    member: true,
    start: '/m/inHouse/dice',
    async ready(page) {
      await page.locator('.og-bet:not([disabled])').waitFor({ state: 'visible', timeout: 120_000 });
    },
    async sample(page) {
      const result = await timedTap(page, page.locator('.og-bet'));
      await page.locator('.og-bet:not([disabled])').waitFor({ timeout: 30_000 });
      return result;
    },
  },
];

const app = args.url ? null : await startApp({ name: 'tap-paint' });
const base = (args.url ?? app.base).replace(/\/$/, '');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
if (CPU_RATE === null) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { index, readings } = await benchmarkIndexIn(page);
  await context.close();
  CPU_RATE = slowdownFor(index);
  calibration = { benchmarkIndex: index, readings, cpuSlowdownMultiplier: CPU_RATE };
  console.error(`calibration: benchmarkIndex ${index} (${readings.join(', ')}) -> CPU slowdown ${CPU_RATE}x`);
}
const report = {
  date: new Date().toISOString(),
  base,
  cpuThrottling: CPU_RATE,
  calibration,
  samples: SAMPLES,
  targetMs: TARGET_MS,
  // shared machines drift: the 1-minute load average when the run started and ended
  loadAverage1m: { start: loadavg()[0], end: null },
  interactions: {},
};
try {
  report.javascript = await firstVisitScripts(browser, base);
  const readyMode = report.javascript.readyBy === 'html[data-hydrated]' ? 'hydrated' : 'grid';
  for (const interaction of INTERACTIONS.filter((i) => !args.only || args.only.split(',').includes(i.key))) {
    const context = await newContext(browser);
    const page = await throttledPage(context);
    if (interaction.member) await logIn(page, base);
    const samples = [];
    for (let i = 0; i < SAMPLES; i++) {
      if (interaction.start) {
        await page.goto(`${base}${interaction.start}`);
        await interaction.ready(page);
        await page.waitForTimeout(SETTLE_MS);
      } else {
        await openHome(page, base, readyMode);
      }
      const s = await interaction.sample(page);
      samples.push(s);
      console.error(`${interaction.key} sample ${i + 1}/${SAMPLES}: ${s.duration ? `${Math.round(s.duration)} ms` : '<16 ms'}${s.action ? ` (${s.action})` : ''}${s.navigated ? ' (the page then opened the game)' : ''}`);
    }
    // Leave the demo member's favourites as found.
    if (interaction.key === 'favourite' && SAMPLES % 2 === 1) {
      await openHome(page, base, readyMode);
      await interaction.sample(page);
    }
    await context.close();
    const durations = samples.map((s) => s.duration);
    const med = median(durations);
    report.interactions[interaction.key] = {
      title: interaction.title,
      medianMs: med,
      pass: med <= TARGET_MS,
      samplesMs: durations,
      samples,
    };
  }
} finally {
  await browser.close();
  await app?.stop();
}
report.loadAverage1m.end = loadavg()[0];
writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);

const ms = (v) => (v === 0 ? '<16 ms' : `${Math.round(v)} ms`);
console.log('');
console.log(`Tap to next paint (Event Timing, largest of pointerdown/pointerup/click), CPU ${CPU_RATE}x slower${calibration ? ` (calibrated: benchmarkIndex ${calibration.benchmarkIndex} / 350)` : ''}, 390x844 touch; ${base}`);
console.log(`median of ${SAMPLES}, each the first tap on a freshly loaded /m/home; target <= ${TARGET_MS} ms`);
const load = report.loadAverage1m;
console.log(`Host: 1-minute load average ${load.start.toFixed(1)} at start, ${load.end.toFixed(1)} at end, on ${cpus().length} cores`);
const rows = [['interaction', 'median', 'result', 'samples']];
for (const [key, r] of Object.entries(report.interactions)) {
  rows.push([`${key}: ${r.title}`, ms(r.medianMs), r.pass ? 'pass' : 'FAIL', r.samplesMs.map(ms).join(', ')]);
}
const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(line(rows[0]));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows.slice(1)) console.log(line(r));
const js = report.javascript;
console.log('');
console.log(
  `JavaScript before home is usable (${js.readyBy}, ${js.usableMs} ms after navigation, first visit, CPU ${CPU_RATE}x): ` +
    `${js.count} files, ${(js.gzipBytes / 1024).toFixed(1)} KB gzip (zlib level 6), ${(js.bytes / 1024).toFixed(1)} KB uncompressed`,
);
console.log(`Full figures: ${outFile}`);
