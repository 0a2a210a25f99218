#!/usr/bin/env node
/* global window */
// Main-thread cost of an idle home screen: how busy the page's main thread is over 10 s while nobody
// touches it (ticker, jackpot, winner board and banners left to run), and how many long tasks (> 50 ms).
//
//   npm run build && node bench/home-idle.mjs [--runs 3] [--seconds 10] [--trace out.json] [--hide '.selector']
//
// Serves the built web app (apps/web/dist) from the API server on a free port with a fresh SQLite database
// in a temp folder (as the e2e suite does), opens /m/home in Debian's Chromium at 390x844 (2x, touch),
// waits for the home content and a settle period, then takes Performance.getMetrics before and after the
// idle window: TaskDuration (all main-thread work), ScriptDuration, Layout and RecalcStyle, plus the long
// tasks reported by a PerformanceObserver. Prints one line per run and the median. Not a test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '10' },
    settle: { type: 'string', default: '4' },
    trace: { type: 'string' },
    // a CSS selector hidden (display: none) before the idle window, to see what one part costs
    hide: { type: 'string' },
  },
});
const RUNS = Number(args.runs);
const SECONDS = Number(args.seconds);
const SETTLE_MS = Number(args.settle) * 1000;

function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

async function waitHealthy(url, deadline) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy at ${url}`);
}

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-bench-home-'));
const server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: `sqlite:${path.join(dataDir, 'bench.db')}`,
    OPS_TOKEN: 'bench-ops-token-0123456789',
    LOG_LEVEL: 'warn',
  },
});
const base = `http://127.0.0.1:${port}`;

let browser;
try {
  await waitHealthy(`${base}/healthz`, Date.now() + 120_000);
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  const results = [];
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      screen: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      locale: 'en-US',
    });
    const page = await context.newPage();
    await page.addInitScript(() => {
      // Home's announcement pop-ups muted for the day: the idle screen under them is measured.
      const d = new Date();
      const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
      localStorage.setItem('MC_POPUPS_MUTED', day);
      window.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${base}/m/home`);
    await page.getByRole('region', { name: 'Big winners' }).getByRole('button').first().waitFor({ timeout: 60_000 });
    await page.getByRole('region', { name: 'Promotions' }).getByRole('img').first().waitFor({ timeout: 60_000 });
    if (args.hide) await page.addStyleTag({ content: `${args.hide} { display: none !important; }` });
    await page.waitForTimeout(SETTLE_MS);

    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const metrics = async () =>
      Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
    const traceEvents = [];
    if (args.trace && run === 1) {
      cdp.on('Tracing.dataCollected', (e) => traceEvents.push(...e.value));
      await cdp.send('Tracing.start', {
        categories: 'devtools.timeline,disabled-by-default-devtools.timeline,toplevel,blink,cc,v8',
        transferMode: 'ReportEvents',
      });
    }
    const t0 = await page.evaluate(() => performance.now());
    const before = await metrics();
    await page.waitForTimeout(SECONDS * 1000);
    const after = await metrics();
    const t1 = await page.evaluate(() => performance.now());
    if (args.trace && run === 1) {
      const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
      await cdp.send('Tracing.end');
      await done;
      writeFileSync(args.trace, JSON.stringify({ traceEvents }));
    }
    const longTasks = await page.evaluate(
      ([from, to]) => window.__longTasks.filter((t) => t.start >= from && t.start < to),
      [t0, t1],
    );
    const ms = (name) => Math.round((after[name] - before[name]) * 1000);
    const r = {
      busyMs: ms('TaskDuration'),
      scriptMs: ms('ScriptDuration'),
      layoutMs: ms('LayoutDuration'),
      styleMs: ms('RecalcStyleDuration'),
      layouts: after.LayoutCount - before.LayoutCount,
      styleRecalcs: after.RecalcStyleCount - before.RecalcStyleCount,
      longTasks: longTasks.length,
      longTaskMs: Math.round(longTasks.reduce((s, t) => s + t.duration, 0)),
    };
    results.push(r);
    console.log(`run ${run}: ${JSON.stringify(r)}`);
    await context.close();
  }
  const median = (k) => {
    const v = results.map((r) => r[k]).sort((a, b) => a - b);
    return v[Math.floor(v.length / 2)];
  };
  const keys = Object.keys(results[0]);
  console.log(
    `median over ${RUNS} runs, ${SECONDS} s idle on /m/home: ${JSON.stringify(Object.fromEntries(keys.map((k) => [k, median(k)])))}`,
  );
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
