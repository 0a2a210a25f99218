#!/usr/bin/env node
// The boot chain task by task: which main-thread tasks a page runs from navigation until it is quiet, and
// what each long one spends its time on. Lighthouse says how much blocking time there is; this says where.
//
//   npm run build && node bench/boot-tasks.mjs [--pages home,member-home,...] [--cpu 1|calibrated|<n>]
//                                              [--over 10] [--seconds 6] [--trace out-dir] [--profile [--per-task]]
//
// For readable names in a profile, build the web app unminified first: `WEB_NO_MINIFY=1 npm run build -w apps/web`
// (React's and the app's own function names instead of one-letter ones); `--per-task` prints each long
// task's functions on their own. Playwright injects scripts of its own (InjectedScript, UtilityScript,
// querySelectorAll from its waits): they are the bench's, not the page's.
//
// Starts the app as `npm start` does (bench/lib/app.mjs), opens each page in Debian's Chromium at 390x844
// with a fresh context (member pages carry the demo member's session cookie), records a Chromium trace
// (devtools.timeline) from navigation for `--seconds`, and reports for the renderer's main thread: the
// number of tasks, their total, the tasks over `--over` ms with their largest parts (script evaluated or
// function called, by file; style, layout, paint, parse), and the total blocking time the page would score
// (the part of each task over 50 ms). With `--cpu 1` (the default) times are this host's; `--over 10`
// unthrottled is the budget's "no unit over 10 ms on this machine". `--cpu calibrated` applies the
// host-calibrated slowdown (bench/lib/calibration.mjs) and prints the index and multiplier. Not a test.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { DEMO, PHONE, loginCookies, startApp, warmPages } from './lib/app.mjs';
import { benchmarkIndexIn, slowdownFor } from './lib/calibration.mjs';

const PAGES = {
  home: { path: '/m/home' },
  'member-home': { path: `/m/home?merchant=${DEMO.merchant}`, member: true },
  'slot-games': { path: '/m/slot-games' },
  provider: { path: '/m/provider?vassalage=JILI' },
  activity: { path: '/m/activity' },
  login: { path: '/m/login' },
  dice: { path: '/m/inHouse/dice' },
  'member-deposit': { path: `/m/voucherCenter?merchant=${DEMO.merchant}`, member: true },
};

const { values: args } = parseArgs({
  options: {
    pages: { type: 'string', default: Object.keys(PAGES).join(',') },
    cpu: { type: 'string', default: '1' },
    over: { type: 'string', default: '10' },
    seconds: { type: 'string', default: '6' },
    runs: { type: 'string', default: '1' },
    trace: { type: 'string' },
    // also a sampling CPU profile: the functions the long tasks spend their time in (inclusive and self)
    profile: { type: 'boolean', default: false },
    // with --profile: the functions of each long task on its own, not summed over all of them
    'per-task': { type: 'boolean', default: false },
    // images whose URL matches this pattern are not loaded (what does drawing them cost?)
    block: { type: 'string' },
  },
});
const OVER_MS = Number(args.over);
const keys = args.pages.split(',').filter(Boolean);
for (const key of keys) if (!PAGES[key]) throw new Error(`unknown page "${key}"; known: ${Object.keys(PAGES).join(', ')}`);

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];

/** Main-thread tasks of the page's renderer, each with its parts (trace events nested in it) summed by kind. */
function tasksOf(trace) {
  const events = trace.traceEvents;
  const threadNames = new Map();
  for (const e of events) if (e.name === 'thread_name') threadNames.set(`${e.pid}:${e.tid}`, e.args.name);
  // The renderer main thread that ran the page's scripts (the one with the most EvaluateScript events).
  const counts = new Map();
  for (const e of events) {
    if (e.name !== 'EvaluateScript' && e.name !== 'v8.compileModule' && e.name !== 'FunctionCall') continue;
    const key = `${e.pid}:${e.tid}`;
    if (threadNames.get(key) !== 'CrRendererMain') continue;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return { tasks: [], start: 0 };
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && typeof e.dur === 'number');
  mine.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const nav = events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main)?.ts ?? mine[0]?.ts ?? 0;
  const tasks = [];
  for (const e of mine) {
    if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') {
      const last = tasks[tasks.length - 1];
      if (last && e.ts < last.ts + last.dur) continue; // nested
      tasks.push({ ts: e.ts, dur: e.dur, parts: new Map() });
    }
  }
  // Parts: top-level work kinds inside each task.
  let t = 0;
  const KINDS = new Set([
    'EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'EventDispatch',
    'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'Layerize', 'PrePaint', 'RunMicrotasks', 'FireAnimationFrame',
    'v8.run', 'ParseAuthorStyleSheet', 'HitTest', 'Commit', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'XHRReadyStateChange',
  ]);
  for (const e of mine) {
    if (!KINDS.has(e.name)) continue;
    while (t < tasks.length && tasks[t].ts + tasks[t].dur < e.ts) t++;
    const task = tasks[t];
    if (!task || e.ts < task.ts) continue;
    const data = e.args?.data ?? {};
    const url = data.url || data.scriptName || e.args?.fileName || '';
    const file = url ? url.replace(/^.*\//, '').replace(/\?.*$/, '') : '';
    const label = ['FunctionCall', 'EvaluateScript', 'v8.compileModule', 'v8.evaluateModule', 'TimerFire'].includes(e.name)
      ? `${e.name}${file ? ` ${file}` : ''}${data.functionName ? ` ${data.functionName}` : ''}`
      : e.name;
    // Count only the outermost event of a kind family (no double counting of nested script work).
    const key = label;
    const prev = task.parts.get(key);
    const end = e.ts + e.dur;
    if (prev && e.ts < prev.until) continue;
    task.parts.set(key, { ms: (prev?.ms ?? 0) + e.dur / 1000, until: end });
  }
  return { tasks, start: nav };
}

/** Inclusive and self time per function over the samples that fall inside the long tasks. */
function printProfile(profile, long, top = 60) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const label = (n) => {
    const f = n.callFrame;
    const file = f.url ? f.url.replace(/^.*\//, '') : '';
    return `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}` : ''}`;
  };
  const inclusive = new Map();
  const self = new Map();
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (!long.some((x) => t >= x.ts && t <= x.ts + x.dur)) continue;
    let id = profile.samples[i];
    const seen = new Set();
    const leaf = label(nodes.get(id));
    self.set(leaf, (self.get(leaf) ?? 0) + dt);
    while (id !== undefined) {
      const l = label(nodes.get(id));
      if (!seen.has(l)) {
        seen.add(l);
        inclusive.set(l, (inclusive.get(l) ?? 0) + dt);
      }
      id = parent.get(id);
    }
  }
  const topOf = (m, n) => [...m.entries()].sort((a, b) => b[1] - a[1]).slice(0, n);
  console.log('  inclusive (ms, in long tasks):');
  for (const [k, v] of topOf(inclusive, top)) console.log(`    ${v.toFixed(1).padStart(7)}  ${k}`);
  console.log('  self:');
  for (const [k, v] of topOf(self, Math.min(25, top))) console.log(`    ${v.toFixed(1).padStart(7)}  ${k}`);
}

const { base, stop } = await startApp({ name: 'bench-boot' });
let browser;
try {
  browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  let multiplier = Number(args.cpu);
  if (args.cpu === 'calibrated') {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${base}/healthz`);
    const { index } = await benchmarkIndexIn(page);
    multiplier = slowdownFor(index);
    console.log(`benchmarkIndex ${index}, CPU ${multiplier}x`);
    await context.close();
  }
  if (args.trace) mkdirSync(args.trace, { recursive: true });
  await warmPages(base, keys.map((key) => PAGES[key]));
  const summary = new Map();
  for (const key of keys) {
    for (let run = 1; run <= Number(args.runs); run++) {
      const spec = PAGES[key];
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      if (spec.member) {
        // As Lighthouse's runs do (CDP, no Domain attribute): the session cookie is a __Host- cookie.
        const login = await loginCookies(base);
        for (const c of login.cookies) {
          await cdp.send('Network.setCookie', { name: c.name, value: c.value, url: base, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' });
        }
      }
      await page.addInitScript(() => {
        const d = new Date();
        const day = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        localStorage.setItem('MC_POPUPS_MUTED', day);
      });
      if (multiplier > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: multiplier });
      if (args.profile) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }
      if (args.block) await page.route(new RegExp(args.block), (route) => route.abort());
      const calls = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/^\/(wps|lgw)\//.test(pathname)) calls.push(`${request.method()} ${pathname}`);
      });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(`${base}${spec.path}`, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]', { timeout: 60_000 }).catch(() => {});
      await page.waitForTimeout(Number(args.seconds) * 1000);
      const buffer = await browser.stopTracing();
      const profile = args.profile ? (await cdp.send('Profiler.stop')).profile : undefined;
      await context.close();
      const trace = JSON.parse(buffer.toString());
      if (args.trace) writeFileSync(path.join(args.trace, `${key}-${run}.json`), buffer);
      if (args.trace && profile) writeFileSync(path.join(args.trace, `${key}-${run}.cpuprofile`), JSON.stringify(profile));
      const { tasks, start } = tasksOf(trace);
      const total = tasks.reduce((s, x) => s + x.dur, 0) / 1000;
      const long = tasks.filter((x) => x.dur / 1000 > OVER_MS);
      const tbt = tasks.reduce((s, x) => s + Math.max(0, x.dur / 1000 - 50), 0);
      console.log(
        `\n${key} run ${run} (CPU ${multiplier}x): ${tasks.length} tasks, ${total.toFixed(0)} ms busy, ${long.length} over ${OVER_MS} ms, blocking ${tbt.toFixed(0)} ms over 50`,
      );
      console.log(`  API calls: ${calls.length ? calls.join(', ') : 'none'}`);
      summary.set(key, [...(summary.get(key) ?? []), { busy: total, long: long.length, blocking: tbt }]);
      for (const x of long) {
        const parts = [...x.parts.entries()]
          .filter(([, v]) => v.ms >= 1)
          .sort((a, b) => b[1].ms - a[1].ms)
          .slice(0, 5)
          .map(([k, v]) => `${k} ${v.ms.toFixed(1)}`)
          .join(' | ');
        console.log(`  @${((x.ts - start) / 1000).toFixed(0)} ms  ${(x.dur / 1000).toFixed(1)} ms: ${parts}`);
      }
      if (profile && args['per-task']) {
        for (const task of long) {
          console.log(`  task @${((task.ts - start) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(1)} ms:`);
          printProfile(profile, [task], 18);
        }
      } else if (profile) printProfile(profile, long);
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(`\nmedians (CPU ${multiplier}x):`);
  for (const [key, runs] of summary) {
    console.log(
      `  ${key}: ${median(runs.map((r) => r.busy)).toFixed(0)} ms busy, ${median(runs.map((r) => r.long))} tasks over ${OVER_MS} ms, blocking ${median(runs.map((r) => r.blocking)).toFixed(0)} ms over 50 (${runs.length} runs)`,
    );
  }
} finally {
  await browser?.close();
  await stop();
}
