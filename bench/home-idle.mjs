#!/usr/bin/env node
/* global window */
// Main-thread cost of an idle home screen: how busy the page's main thread is over 10 s while nobody
// touches it (ticker, jackpot, winner board and banners left to run), and how many long tasks (> 50 ms).
//
//   npm run build && node bench/home-idle.mjs [--runs 3] [--seconds 10] [--trace out.json] [--hide '.selector']
//
// Starts the app as `npm start` does (bench/lib/app.mjs: a free port, a fresh SQLite database in a temp
// folder), opens /m/home in Debian's Chromium at 390x844 (2x, touch),
// waits for the home content and a settle period, then takes Performance.getMetrics before and after the
// idle window: TaskDuration (all main-thread work), ScriptDuration, Layout and RecalcStyle, plus the long
// tasks reported by a PerformanceObserver. Prints one line per run and the median. Not a test.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { PHONE, startApp } from './lib/app.mjs';

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

const { base, stop } = await startApp({ name: 'bench-home' });

let browser;
try {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  const results = [];
  for (let run = 1; run <= RUNS; run++) {
    const context = await browser.newContext(PHONE);
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
  await stop();
}
