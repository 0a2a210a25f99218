#!/usr/bin/env node
/* global window, document, requestAnimationFrame */
// Frame time of the demo vendor's fishing game on a budget phone: 10 s of auto-fire in headless Chromium.
//
//   node bench/fishing-frames.mjs [--seconds 10] [--warmup 3] [--cpu calibrated|N] [--url http://127.0.0.1:8080]
//                                 [--node <FISH node id>] [--out figures.json] [--shot screenshot.png]
//
// Without --url it starts the app as a user does (scripts/start.mjs) on a free port with a fresh DATA_DIR.
// Debian's Chromium through Playwright at 390x844 (2x, mobile, touch), the page's CPU slowed through CDP
// (Emulation.setCPUThrottlingRate) calibrated to the host as bench/lighthouse.mjs does: Lighthouse's
// benchmarkIndex measured in this browser, slowdown = index / 350 (lib/calibration.mjs), so any host emulates
// the same budget phone; `--cpu 4` gives a fixed rate. The demo member (logged in over HTTP) launches the
// first FISH tile of the catalogue (or --node); the vendor's page opens its room, auto-fire is switched on,
// and after the warm-up the run records for --seconds:
//   - frame time: the interval between consecutive requestAnimationFrame callbacks (a probe loop of its own
//     beside the game's, so it sees every frame the page produced), p50 / p95 / p99 and the longest;
//   - dropped frames: for each interval, the whole 60 Hz frames (16.7 ms) it missed (an interval of 50 ms
//     is 2 dropped), summed, and as a share of the frames a 60 fps page would have shown;
//   - the game's own work per frame (its frame callback, update and draw, timed inside the page), p50/p95/p99;
//   - shots fired (answered by the server) during the run;
//   - the benchmarkIndex read again after the run, and its drift from the calibration (a shared host drifts).
// The benchmarkIndex and the CPU multiplier are printed beside the figures. Not a test.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { loginCookies, PHONE, startApp } from './lib/app.mjs';
import { benchmarkIndexIn, slowdownFor } from './lib/calibration.mjs';
import { percentile } from './lib/measure.mjs';

const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
    cpu: { type: 'string', default: 'calibrated' },
    url: { type: 'string' },
    node: { type: 'string' },
    out: { type: 'string' },
    shot: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const WARMUP_MS = Number(args.warmup) * 1000;
const FRAME_MS = 1000 / 60;
const outFile = path.resolve(args.out ?? path.join(tmpdir(), `lobby-fishing-frames-${Date.now()}.json`));

/** In the page before its scripts: a probe rAF loop of its own, and the array the game times its frames into. */
function probe() {
  window.__fishBench = [];
  window.__frames = [];
  const loop = (ts) => {
    window.__frames.push(ts);
    requestAnimationFrame(loop);
  };
  requestAnimationFrame(loop);
}

async function launchUrl(base) {
  const login = await loginCookies(base);
  let node = args.node;
  if (!node) {
    const list = await (await fetch(`${base}/lgw/games/mobile?merchant=${login.merchant}&gameType=FISH&pageSize=1`)).json();
    node = list.value?.games?.[0]?.nodeId;
    if (!node) throw new Error('no FISH tile in the catalogue');
  }
  const res = await fetch(`${base}/wps/game/launchGame`, {
    method: 'POST',
    headers: { cookie: login.header, merchant: login.merchant, 'content-type': 'application/json' },
    body: JSON.stringify({ nodeId: node, returnUrl: '/m/home' }),
  });
  const answer = await res.json();
  if (!answer.success) throw new Error(`launch of ${node}: ${JSON.stringify(answer)}`);
  return { node, url: `${base}${answer.value.url}` };
}

const app = args.url ? null : await startApp({ name: 'fishing-frames' });
const base = (args.url ?? app.base).replace(/\/$/, '');
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
let report;
try {
  let rate = args.cpu === 'calibrated' ? null : Number(args.cpu);
  let calibration = null;
  if (rate === null) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const { index, readings } = await benchmarkIndexIn(page);
    await context.close();
    rate = slowdownFor(index);
    calibration = { benchmarkIndex: index, readings, cpuSlowdownMultiplier: rate };
    console.error(`calibration: benchmarkIndex ${index} (${readings.join(', ')}) -> CPU slowdown ${rate}x`);
  }
  const { node, url } = await launchUrl(base);
  const context = await browser.newContext({ ...PHONE });
  await context.addInitScript(probe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  let shots = 0;
  let recording = false;
  const statuses = {};
  page.on('response', (r) => {
    if (!recording || !r.url().endsWith('/games/demo/fishing/shot')) return;
    shots++;
    statuses[r.status()] = (statuses[r.status()] ?? 0) + 1;
  });
  const loadStart = Date.now();
  await page.goto(url);
  await page.getByText('Tap or drag on the sea to shoot', { exact: false }).waitFor({ timeout: 120_000 });
  const openMs = Date.now() - loadStart;
  await page.getByRole('button', { name: 'Auto-fire' }).click();
  await page.waitForTimeout(WARMUP_MS);
  await page.evaluate(() => {
    window.__frames.length = 0;
    window.__fishBench.length = 0;
  });
  recording = true;
  const load = { start: loadavg()[0], end: null };
  await page.waitForTimeout(SECONDS * 1000);
  recording = false;
  const { frames, work, balance, toast, renderScale } = await page.evaluate(() => ({
    renderScale: document.querySelector('[data-canvas]').width / document.querySelector('[data-canvas]').getBoundingClientRect().width,
    frames: [...window.__frames],
    work: [...window.__fishBench],
    balance: document.querySelector('[data-balance]').textContent,
    toast: document.querySelector('[data-toast]').textContent,
  }));
  load.end = loadavg()[0];
  if (args.shot) await page.screenshot({ path: path.resolve(args.shot) });
  await context.close();
  // the host's speed after the run: a shared machine drifts (bench/lighthouse.mjs refuses runs 30% off)
  let after = null;
  if (calibration) {
    const probeContext = await browser.newContext();
    after = (await benchmarkIndexIn(await probeContext.newPage())).index;
    await probeContext.close();
    calibration.indexAfterRun = after;
    calibration.drift = Math.round((Math.abs(after - calibration.benchmarkIndex) / calibration.benchmarkIndex) * 100) / 100;
  }

  const intervals = frames.slice(1).map((t, i) => t - frames[i]).sort((a, b) => a - b);
  const dropped = intervals.reduce((s, d) => s + Math.max(0, Math.round(d / FRAME_MS) - 1), 0);
  const spanMs = frames.length > 1 ? frames[frames.length - 1] - frames[0] : 0;
  const expectedFrames = Math.round(spanMs / FRAME_MS);
  const sortedWork = [...work].sort((a, b) => a - b);
  const r1 = (v) => Math.round(v * 10) / 10;
  report = {
    date: new Date().toISOString(),
    base,
    node,
    viewport: '390x844 @2x (devicePixelRatio capped at 2 by the game)',
    cpuThrottling: rate,
    calibration,
    seconds: SECONDS,
    pageOpenMs: openMs,
    loadAverage1m: load,
    cores: cpus().length,
    frames: frames.length,
    fps: r1((frames.length - 1) / (spanMs / 1000)),
    frameTimeMs: { p50: r1(percentile(intervals, 50)), p95: r1(percentile(intervals, 95)), p99: r1(percentile(intervals, 99)), max: r1(intervals[intervals.length - 1] ?? 0) },
    droppedFrames: dropped,
    droppedShare: expectedFrames ? Math.round((dropped / expectedFrames) * 1000) / 10 : null,
    gameWorkMs: { p50: r1(percentile(sortedWork, 50)), p95: r1(percentile(sortedWork, 95)), p99: r1(percentile(sortedWork, 99)) },
    shots,
    shotStatuses: statuses,
    // the game's backing-store pixels per CSS pixel at the end (2 on this phone; lowered while frames run long)
    renderScale: Math.round(renderScale * 100) / 100,
    lastToast: toast,
    balance,
  };
} finally {
  await browser.close();
  await app?.stop();
}
writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);
const c = report.calibration;
console.log('');
console.log(
  `Fishing game, ${report.seconds} s of auto-fire at 390x844, headless Chromium, CPU ${report.cpuThrottling}x slower` +
    (c ? ` (calibrated: benchmarkIndex ${c.benchmarkIndex} / 350 = ${c.cpuSlowdownMultiplier}x)` : ' (fixed by --cpu)'),
);
console.log(`Host: ${report.cores} cores, 1-minute load average ${report.loadAverage1m.start.toFixed(1)} at start, ${report.loadAverage1m.end.toFixed(1)} at end`);
console.log(`| figure | value |`);
console.log(`|---|---|`);
console.log(`| frames (fps) | ${report.frames} (${report.fps}) |`);
console.log(`| frame time p50 / p95 / p99 / max | ${report.frameTimeMs.p50} / ${report.frameTimeMs.p95} / ${report.frameTimeMs.p99} / ${report.frameTimeMs.max} ms |`);
console.log(`| dropped frames (60 Hz) | ${report.droppedFrames} (${report.droppedShare}% of ${Math.round(report.seconds * 60)}) |`);
console.log(`| game work per frame p50 / p95 / p99 | ${report.gameWorkMs.p50} / ${report.gameWorkMs.p95} / ${report.gameWorkMs.p99} ms |`);
console.log(`| render scale at the end (device px per CSS px) | ${report.renderScale} |`);
console.log(`| shots answered | ${report.shots} ${JSON.stringify(report.shotStatuses)} |`);
console.log(`| benchmarkIndex / CPU multiplier | ${c ? c.benchmarkIndex : '-'} / ${report.cpuThrottling}x${c ? ` (index after the run ${c.indexAfterRun}, drift ${Math.round(c.drift * 100)}%)` : ''} |`);
console.log(`Full figures: ${outFile}`);
