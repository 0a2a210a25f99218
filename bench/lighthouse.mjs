#!/usr/bin/env node
// Lighthouse on the main mobile pages: performance and accessibility, medians of several runs, against targets.
//
//   node bench/lighthouse.mjs [--runs 3] [--pages home,slot-games,provider,activity,login,member-home,dice,member-deposit]
//                             (also on request: sport-games, tournaments, member-bonuses)
//                             [--modes calibrated,default] [--index N] [--url http://127.0.0.1:8080]
//                             [--out figures.json] [--shots DIR] [--block "*.js,..."]
//
// Calibrated: Lighthouse's 4x CPU slowdown assumes a host of benchmarkIndex ~1,400; on a faster host it
// emulates a fast phone. So first a few Lighthouse runs on a trivial page read this host's benchmarkIndex
// (median), or --index gives it, and the `calibrated` mode sets throttling.cpuSlowdownMultiplier =
// benchmarkIndex / 350 (clamped 1-20): every host emulates the same budget phone. A run whose own
// benchmarkIndex moved more than 30% from the calibration is refused (the host's speed changed under it) and
// run again. The `default` mode (Lighthouse's 4x) stays as a second column for comparison. The index and the
// multiplier are printed beside every figure.
//
// Without --url it starts the app as a user does (scripts/start.mjs: builds what is stale, then the compiled
// server) on a free port with a fresh DATA_DIR in a temp folder. Each run is a fresh headless Chromium
// (/usr/bin/chromium, own temp profile: nothing cached, no cookies, empty storage) driven by Lighthouse's
// Node API with its defaults: mobile emulation (Moto G Power), simulated throttling (slow 4G, 4x CPU).
// Categories performance and accessibility; the MEDIAN of each metric over the runs is compared with the
// targets. `member-home` is /m/home logged in as the demo member: before every run the member logs in over
// HTTP (a renewal revokes the session it renews, so a session serves one page load) and its session cookie is put
// into the fresh browser's cookie jar before Lighthouse loads the page. A fresh profile does not know the merchant, so that
// page carries `?merchant=LUCKY` (as a merchant's own link does). The server renders the member's page for
// the cookie; the run checks that (or, with server rendering off, that the browser's renewal and wallet call
// answered 200) and that nothing answered 401, and saves each page's final screenshot (--shots, default next to the JSON).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer from 'puppeteer-core';
import lighthouse from 'lighthouse';
import { throttling as THROTTLING } from 'lighthouse/core/config/constants.js';
import { DEMO, loginCookies, startApp, warmPages } from './lib/app.mjs';
import { INDEX_PER_SLOWDOWN, slowdownFor } from './lib/calibration.mjs';
import { median } from './lib/measure.mjs';

const PAGES = {
  home: { path: '/m/home' },
  'slot-games': { path: '/m/slot-games' },
  provider: { path: '/m/provider?vassalage=JILI' },
  activity: { path: '/m/activity' },
  login: { path: '/m/login' },
  'member-home': { path: `/m/home?merchant=${DEMO.merchant}`, member: true },
  dice: { path: '/m/inHouse/dice' },
  'member-deposit': { path: `/m/voucherCenter?merchant=${DEMO.merchant}`, member: true },
  // drawn in the browser (prices and clocks move every second): not in the default set
  'sport-games': { path: '/m/sport-games', optional: true },
  tournaments: { path: '/m/tournaments', optional: true },
  'member-bonuses': { path: `/m/bonuses?merchant=${DEMO.merchant}`, member: true, optional: true },
};

/** A run whose benchmarkIndex moved more than this from the calibration is refused. */
const INDEX_DRIFT = 0.3;
const CALIBRATION_RUNS = 3;

const TARGETS = {
  performance: { max: false, limit: 95, unit: '' },
  lcpMs: { max: true, limit: 1500, unit: 'ms' },
  tbtMs: { max: true, limit: 100, unit: 'ms' },
  cls: { max: true, limit: 0.02, unit: '' },
  accessibility: { max: false, limit: 100, unit: '' },
};

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: Object.keys(PAGES).filter((k) => !PAGES[k].optional).join(',') },
    url: { type: 'string' },
    modes: { type: 'string', default: 'calibrated,default' },
    index: { type: 'string' },
    out: { type: 'string' },
    shots: { type: 'string' },
    // comma-separated URL patterns the browser does not load (what does a part cost? e.g. '*.js')
    block: { type: 'string' },
  },
});
const BLOCKED = (args.block ?? '').split(',').map((p) => p.trim()).filter(Boolean);
const RUNS = Number(args.runs);
const MODES = args.modes.split(',').map((m) => m.trim()).filter(Boolean);
for (const mode of MODES) if (mode !== 'calibrated' && mode !== 'default') throw new Error(`unknown mode "${mode}"; known: calibrated, default`);
const pageKeys = args.pages.split(',').map((p) => p.trim()).filter(Boolean);
for (const key of pageKeys) {
  if (!PAGES[key]) throw new Error(`unknown page "${key}"; known: ${Object.keys(PAGES).join(', ')}`);
}
const outFile = path.resolve(args.out ?? path.join(mkdtempSync(path.join(tmpdir(), 'lobby-lighthouse-')), 'lighthouse.json'));
const shotsDir = path.resolve(args.shots ?? path.join(path.dirname(outFile), 'lighthouse-shots'));
mkdirSync(shotsDir, { recursive: true });

/** The figures of one Lighthouse result. */
function figuresOf(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    fcpMs: audit('first-contentful-paint'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    speedIndexMs: audit('speed-index'),
    ttiMs: audit('interactive'),
    maxPotentialFidMs: audit('max-potential-fid'),
    serverResponseMs: audit('server-response-time'),
  };
}

/** What the page's largest paint was (an element's opening tag), and its longest main-thread tasks. */
function diagnosticsOf(lhr) {
  const lcpNode = (lhr.audits['lcp-breakdown-insight']?.details?.items ?? []).find((i) => i.type === 'node');
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 10)
    .map((t) => ({ source: String(t.url).split('/').pop(), startMs: Math.round(t.startTime), durationMs: Math.round(t.duration) }));
  // Main-thread time by kind (script evaluation, style and layout, parsing, rendering, garbage collection)
  const work = Object.fromEntries(
    (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((i) => [i.group, Math.round(i.duration)]),
  );
  return { lcpElement: lcpNode?.snippet ?? null, longTasks, work };
}

/** Accessibility audits that failed, with the selectors of their first offending elements. */
function a11yFailures(lhr) {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  const failed = [];
  for (const ref of refs) {
    const a = lhr.audits[ref.id];
    if (!a || a.score === null || a.score === 1 || a.scoreDisplayMode === 'notApplicable') continue;
    if (a.scoreDisplayMode === 'manual' || a.scoreDisplayMode === 'informative') continue;
    const selectors = (a.details?.items ?? []).map((i) => i.node?.selector).filter(Boolean);
    failed.push({ id: ref.id, weight: ref.weight, title: a.title, selectors });
  }
  return failed;
}

/**
 * Whether a member page load was the member's: the server rendered it for the session cookie (its state
 * names the member; the page then needs no renewal or wallet call), or the browser renewed the session and
 * read the wallet; and nothing answered 401.
 */
async function memberCheck(lhr, url, cookie) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const statusOf = (fragment) => requests.find((r) => r.url.includes(fragment))?.statusCode ?? null;
  const renew = statusOf('/wps/session/renew');
  const wallet = statusOf('/wps/wallets/gcs');
  const unauthorized = requests.filter((r) => r.statusCode === 401).map((r) => new URL(r.url).pathname);
  const html = await (await fetch(url, { headers: { cookie } })).text();
  const serverRendered = html.includes(`"userName":"${DEMO.username}"`);
  const ok = unauthorized.length === 0 && (serverRendered || (renew === 200 && wallet === 200));
  return { renew, wallet, serverRendered, unauthorized, ok };
}

/**
 * One Lighthouse run in a fresh Chromium. A member's session cookies go into the browser's own cookie jar
 * first (as after a login), so the page and every call it makes carry them; Lighthouse then must not clear
 * the (fresh, otherwise empty) profile's storage.
 */
async function lighthouseRun(url, cookies, cpuSlowdownMultiplier = THROTTLING.mobileSlow4G.cpuSlowdownMultiplier) {
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
  });
  let browser;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    if (cookies?.length) {
      const origin = new URL(url).origin;
      await page.setCookie(
        ...cookies.map((c) => ({ name: c.name, value: c.value, url: origin, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' })),
      );
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: Boolean(cookies?.length),
        throttling: { ...THROTTLING.mobileSlow4G, cpuSlowdownMultiplier },
        ...(BLOCKED.length ? { blockedUrlPatterns: BLOCKED } : {}),
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr;
  } finally {
    await browser?.disconnect().catch(() => undefined);
    await chrome.kill();
  }
}

function passes(key, value) {
  if (value === null) return false;
  const t = TARGETS[key];
  return t.max ? value <= t.limit : value >= t.limit;
}

const fmt = {
  performance: (v) => String(v),
  accessibility: (v) => String(v),
  lcpMs: (v) => `${(v / 1000).toFixed(2)} s`,
  tbtMs: (v) => `${Math.round(v)} ms`,
  cls: (v) => v.toFixed(3),
};
const targetText = {
  performance: '>= 95',
  lcpMs: '<= 1.5 s',
  tbtMs: '<= 100 ms',
  cls: '<= 0.02',
  accessibility: '100',
};

const app = args.url ? null : await startApp({ name: 'lighthouse' });
const base = (args.url ?? app.base).replace(/\/$/, '');
const report = {
  date: new Date().toISOString(),
  base,
  runsPerPage: RUNS,
  lighthouse: null,
  chromium: null,
  settings:
    `Lighthouse mobile emulation (Moto G Power), simulated slow 4G; CPU slowdown: calibrated = benchmarkIndex / ${INDEX_PER_SLOWDOWN} (1-20), default = 4x`,
  calibration: null,
  targets: targetText,
  pages: {},
  failedRuns: [],
};
const { failedRuns } = report;

/** The host's benchmarkIndex: --index, else the median of a few Lighthouse runs on a trivial page. */
async function calibrate() {
  if (args.index) return { index: Number(args.index), readings: [], source: '--index' };
  const readings = [];
  for (let i = 0; i < CALIBRATION_RUNS; i++) {
    const lhr = await lighthouseRun(`${base}/healthz`, undefined);
    const index = lhr.environment?.benchmarkIndex;
    if (index) readings.push(Math.round(index));
  }
  if (!readings.length) throw new Error('no benchmarkIndex in the calibration runs');
  return { index: median(readings), readings, source: `median of ${readings.length} Lighthouse runs on /healthz` };
}

try {
  if (MODES.includes('calibrated')) {
    const c = await calibrate();
    report.calibration = { benchmarkIndex: c.index, readings: c.readings, source: c.source, cpuSlowdownMultiplier: slowdownFor(c.index), drift: INDEX_DRIFT };
    console.error(
      `calibration: benchmarkIndex ${c.index} (${c.source}${c.readings.length ? `: ${c.readings.join(', ')}` : ''}) -> CPU slowdown ${report.calibration.cpuSlowdownMultiplier}x`,
    );
  }
  await warmPages(base, pageKeys.map((key) => PAGES[key]));
  const multiplierOf = (mode) => (mode === 'calibrated' ? report.calibration.cpuSlowdownMultiplier : THROTTLING.mobileSlow4G.cpuSlowdownMultiplier);

  for (const key of pageKeys) {
    const page = PAGES[key];
    const url = `${base}${page.path}`;
    report.pages[key] = { url, member: Boolean(page.member), modes: {} };
    for (const mode of MODES) {
      const multiplier = multiplierOf(mode);
      const runs = [];
      // A failed run (Lighthouse's own NO_NAVSTART on a loaded machine, a Chromium that did not start, a host
      // whose speed moved away from the calibration) is reported and replaced, twice at most per page.
      for (let run = 1, attempts = 0; run <= RUNS && attempts < RUNS + 2; attempts++) {
        let lhr;
        let cookie;
        try {
          const login = page.member ? await loginCookies(base) : undefined;
          cookie = login?.header;
          lhr = await lighthouseRun(url, login?.cookies, multiplier);
          if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          const index = lhr.environment?.benchmarkIndex ?? null;
          if (mode === 'calibrated' && index !== null) {
            const drift = Math.abs(index - report.calibration.benchmarkIndex) / report.calibration.benchmarkIndex;
            if (drift > INDEX_DRIFT) {
              throw new Error(`refused: this run's benchmarkIndex ${Math.round(index)} is ${Math.round(drift * 100)}% from the calibration's ${report.calibration.benchmarkIndex}`);
            }
          }
        } catch (err) {
          console.error(`${key} [${mode}] run ${run}/${RUNS} failed: ${err.message}`);
          failedRuns.push({ page: key, mode, run, error: err.message });
          continue;
        }
        report.lighthouse = lhr.lighthouseVersion;
        report.chromium = lhr.environment?.hostUserAgent ?? null;
        const figures = figuresOf(lhr);
        // Lighthouse's CPU benchmark of this run (higher is faster) and the machine's load: shared machines drift.
        const host = { benchmarkIndex: lhr.environment?.benchmarkIndex ?? null, cpuSlowdownMultiplier: multiplier, loadAverage1m: loadavg()[0] };
        const entry = { run, figures, host, diagnostics: diagnosticsOf(lhr), a11yFailures: a11yFailures(lhr), warnings: lhr.runWarnings };
        if (page.member) entry.member = await memberCheck(lhr, url, cookie);
        const shot = lhr.audits['final-screenshot']?.details?.data;
        if (shot) {
          const file = path.join(shotsDir, `${key}-${mode}-run${run}.jpg`);
          writeFileSync(file, Buffer.from(shot.replace(/^data:image\/\w+;base64,/, ''), 'base64'));
          entry.screenshot = file;
        }
        runs.push(entry);
        const memberNote = entry.member
          ? `; member: renew ${entry.member.renew}, wallet ${entry.member.wallet}${entry.member.unauthorized.length ? `, 401 on ${entry.member.unauthorized.join(' ')}` : ''}`
          : '';
        console.error(
          `${key} [${mode}] run ${run}/${RUNS}: perf ${figures.performance}, LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, CLS ${figures.cls?.toFixed(3)}, a11y ${figures.accessibility}${memberNote} (benchmarkIndex ${host.benchmarkIndex}, CPU ${multiplier}x, load ${host.loadAverage1m.toFixed(1)})`,
        );
        console.error(`  largest paint: ${entry.diagnostics.lcpElement?.slice(0, 120) ?? '?'}`);
        run++;
      }
      const medians = {};
      for (const metric of Object.keys(figuresOf({ audits: {}, categories: {} }))) {
        const values = runs.map((r) => r.figures[metric]).filter((v) => v !== null);
        medians[metric] = values.length ? median(values) : null;
      }
      // Failing audits of any run, with the selectors seen (first ones first).
      const failures = new Map();
      for (const r of runs) {
        for (const f of r.a11yFailures) {
          const seen = failures.get(f.id) ?? { id: f.id, title: f.title, weight: f.weight, runs: 0, selectors: [] };
          seen.runs++;
          for (const sel of f.selectors) if (!seen.selectors.includes(sel)) seen.selectors.push(sel);
          failures.set(f.id, seen);
        }
      }
      const indexes = runs.map((r) => r.host.benchmarkIndex).filter((v) => v !== null);
      report.pages[key].modes[mode] = {
        cpuSlowdownMultiplier: multiplier,
        benchmarkIndex: indexes.length ? median(indexes) : null,
        median: medians,
        pass: Object.fromEntries(Object.keys(TARGETS).map((m) => [m, passes(m, medians[m])])),
        a11yFailures: [...failures.values()],
        memberCheck: page.member ? runs.map((r) => r.member) : undefined,
        runs,
      };
    }
  }
} finally {
  await app?.stop();
}

writeFileSync(outFile, `${JSON.stringify(report, null, 2)}\n`);

// ---- the tables, one per mode ------------------------------------------------------------------------------
const columns = ['performance', 'lcpMs', 'tbtMs', 'cls', 'accessibility'];
const headers = ['page', 'performance', 'LCP', 'TBT', 'CLS', 'accessibility', 'benchmarkIndex / CPU'];
console.log('');
console.log(`Lighthouse ${report.lighthouse}, ${report.settings}; median of ${RUNS} run(s) per page; ${base}`);
if (report.calibration) {
  console.log(
    `Calibration: benchmarkIndex ${report.calibration.benchmarkIndex} (${report.calibration.source}) -> CPU slowdown ${report.calibration.cpuSlowdownMultiplier}x; runs more than ${INDEX_DRIFT * 100}% off refused`,
  );
}
for (const mode of MODES) {
  const rows = [headers, ['target', ...columns.map((c) => targetText[c]), '']];
  for (const [key, p] of Object.entries(report.pages)) {
    const m = p.modes[mode];
    if (!m) continue;
    rows.push([
      key,
      ...columns.map((c) => (m.median[c] === null ? 'n/a FAIL' : `${fmt[c](m.median[c])} ${m.pass[c] ? 'pass' : 'FAIL'}`)),
      `${m.benchmarkIndex === null ? '?' : Math.round(m.benchmarkIndex)} / ${m.cpuSlowdownMultiplier}x`,
    ]);
  }
  const widths = headers.map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  const line = (r) => `| ${r.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n${mode === 'calibrated' ? 'Calibrated (the budget phone on any host)' : "Lighthouse's default 4x (uncalibrated, for comparison)"}`);
  const loads = Object.values(report.pages).flatMap((p) => p.modes[mode]?.runs.map((r) => r.host.loadAverage1m) ?? []);
  if (loads.length) console.log(`1-minute load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)} on ${cpus().length} cores`);
  console.log(line(rows[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows.slice(1)) console.log(line(r));
}

for (const [key, p] of Object.entries(report.pages)) {
  for (const [mode, m] of Object.entries(p.modes)) {
    if (p.member) {
      const ok = m.memberCheck.filter((c) => c.ok).length;
      console.log(
        `\n${key} [${mode}]: member header in ${ok}/${m.memberCheck.length} runs (rendered by the server for the member, or session renewal and wallet balance 200; no 401); screenshots in ${shotsDir}`,
      );
      if (ok < m.memberCheck.length) process.exitCode = 1;
    }
    if (m.median.accessibility !== null && m.median.accessibility < 100 && m.a11yFailures.length) {
      console.log(`\n${key} [${mode}]: accessibility ${m.median.accessibility}, failing audits:`);
      for (const f of m.a11yFailures) {
        const shown = f.selectors.slice(0, 3);
        const more = f.selectors.length > shown.length ? ` (+${f.selectors.length - shown.length} more)` : '';
        console.log(`  ${f.id} (weight ${f.weight}, ${f.runs}/${RUNS} runs): ${shown.join(' ; ') || '(no element)'}${more}`);
      }
    }
  }
}
if (failedRuns.length) {
  console.log(`\n${failedRuns.length} Lighthouse attempt(s) failed or were refused (run again in their place, at most twice per page):`);
  for (const f of failedRuns) console.log(`  ${f.page} [${f.mode}] run ${f.run}: ${f.error}`);
}
const short = Object.entries(report.pages).flatMap(([key, p]) => Object.entries(p.modes).filter(([, m]) => m.runs.length < RUNS).map(([mode, m]) => [key, mode, m]));
for (const [key, mode, m] of short) console.log(`${key} [${mode}]: only ${m.runs.length} of ${RUNS} runs succeeded`);
if (short.length) process.exitCode = 1;
console.log(`\nFull figures: ${outFile}`);
