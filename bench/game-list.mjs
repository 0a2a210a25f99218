#!/usr/bin/env node
// Game list throughput: GET /lgw/games/mobile on a 20,000-game catalogue, against a bare Fastify route
// returning the very same bytes for the same URLs, measured in the same run, each server pinned to one core.
//
//   node bench/game-list.mjs [--games 20000] [--duration 5] [--rounds 3] [--connections 10]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/game-list.mjs   (PostgreSQL too)
//
// Three query mixes (a category page, a vendor page, a name search), each cycling through several pages or
// terms. The app runs twice: as configured (catalogue answers cached in the process for GAME_CACHE_TTL_MS)
// and with that cache off (every request queries the database), so the database path is measured as well.
// Not a test: it prints figures and fails only when requests fail.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { register } from 'tsx/esm/api';
import { BENCH_PRODUCTION_ENV } from './lib/production-env.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    games: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '3' },
  },
});
const GAMES = Number(args.games);
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const WARMUP = Number(args.warmup);
const ROUNDS = Number(args.rounds);

const hasTaskset = spawnSync('taskset', ['-V']).status === 0;
const cores = availableParallelism();
/** Servers run on core 0; this driver (autocannon) on core 1 when there is one. */
function pinned(command, commandArgs) {
  return hasTaskset ? ['taskset', ['-c', '0', command, ...commandArgs]] : [command, commandArgs];
}
if (hasTaskset && cores > 1) spawnSync('taskset', ['-cp', '1', String(process.pid)], { stdio: 'ignore' });

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function waitFor(url) {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

// --- The query mixes: what the lobby asks for ----------------------------------------------------------
const q = (params) => `/lgw/games/mobile?${new URLSearchParams({ clientType: '2', platform: 'html5', language: 'EN', pageSize: '36', ...params })}`;
const MIXES = {
  'type page (RNG, pages 1-10)': Array.from({ length: 10 }, (_, i) => q({ gameType: 'RNG', pageNo: String(i + 1) })),
  'vendor page (5 vendors, pages 1-4)': ['JILI', 'FC', 'PGE', 'NOVA', 'EVL'].flatMap((v) =>
    Array.from({ length: 4 }, (_, i) => q({ vassalage: v, pageNo: String(i + 1) })),
  ),
  'name search (10 terms)': ['gold', 'dragon', 'ocean', 'bingo', 'lucky', 'tiger', 'megaways', 'royal', 'ginintuang', 'koi'].map((t) =>
    q({ gameName: t, pageNo: '1' }),
  ),
};
const ALL_URLS = Object.values(MIXES).flat();

async function measure(port, urls, title, duration = DURATION) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    title,
    connections: CONNECTIONS,
    duration,
    headers: { merchant: 'LUCKY' },
    requests: urls.map((p) => ({ method: 'GET', path: p })),
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, mean: result.latency.mean, non2xx: result.non2xx, errors: result.errors, total: result.requests.total };
}

// --- The database: a fresh one with the big catalogue ------------------------------------------------------
register();
const { createDatabase } = await import('../apps/server/src/db/database.ts');
const { migrateToLatest } = await import('../apps/server/src/db/migrator.ts');
const { prepareDatabase } = await import('../apps/server/src/db/prepare.ts');
const { seed } = await import('../apps/server/src/db/seed/seed.ts');

async function countGames(url) {
  const handle = createDatabase(url);
  try {
    const row = await handle.db.selectFrom('games').select((eb) => eb.fn.countAll().as('n')).where('merchant_code', '=', 'LUCKY').executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await handle.destroy();
  }
}

/** What `npm start` does on an empty database: migrations and the default seed (demo accounts, 1,600 games). */
async function firstStart(url) {
  const handle = createDatabase(url);
  try {
    const t0 = performance.now();
    await prepareDatabase(handle);
    return performance.now() - t0;
  } finally {
    await handle.destroy();
  }
}

async function bigCatalogue(url) {
  const handle = createDatabase(url);
  try {
    const t0 = performance.now();
    await migrateToLatest(handle);
    await seed(handle.db, Date.now(), { gameCount: GAMES });
    return performance.now() - t0;
  } finally {
    await handle.destroy();
  }
}

async function postgresSchema(baseUrl) {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

// --- The servers -----------------------------------------------------------------------------------------
function startApp(databaseUrl, dataDir, port, cacheMs) {
  const [cmd, cmdArgs] = pinned(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')]);
  return spawn(cmd, cmdArgs, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      ...BENCH_PRODUCTION_ENV,
      OIDC_LOCAL: '0',
      GAME_CACHE_TTL_MS: String(cacheMs),
    },
  });
}

/** A bare Fastify app, no plugins, answering each URL with the bytes the real route gave for it. */
const BASELINE_SCRIPT = `
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
const bodies = new Map(Object.entries(JSON.parse(readFileSync(process.env.BENCH_BODIES, 'utf8'))));
const app = Fastify({ logger: false });
app.get('/lgw/games/mobile', (request, reply) => {
  reply.type('application/json; charset=utf-8').send(bodies.get(request.url) ?? '{}');
});
app.get('/healthz', () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;

/**
 * The app's own floor: the whole app (every global hook: helmet, compress, cookies, merchant, session) with
 * one more route under /lgw that answers the same bytes without any work. What the route adds is above it.
 */
const FLOOR_PATH = '/lgw/bench/floor';
const FLOOR_SCRIPT = `
import { readFileSync } from 'node:fs';
const { buildApp } = await import(${JSON.stringify(path.join(ROOT, 'apps/server/src/app.ts'))});
const { loadConfig } = await import(${JSON.stringify(path.join(ROOT, 'apps/server/src/config.ts'))});
const bodies = new Map(Object.entries(JSON.parse(readFileSync(process.env.BENCH_BODIES, 'utf8'))));
const config = loadConfig(process.env);
const app = await buildApp({ config });
app.get('${FLOOR_PATH}', { schema: { hide: true } }, (request, reply) => {
  reply.type('application/json; charset=utf-8').send(bodies.get(request.url.replace('${FLOOR_PATH}', '/lgw/games/mobile')) ?? '{}');
});
await app.listen({ port: config.port, host: config.host });
`;

function startFloor(databaseUrl, dataDir, port, bodiesFile) {
  const [cmd, cmdArgs] = pinned(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', FLOOR_SCRIPT]);
  return spawn(cmd, cmdArgs, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn', REDIS_URL: '', ...BENCH_PRODUCTION_ENV, BENCH_BODIES: bodiesFile },
  });
}

function startBaseline(port, bodiesFile) {
  const [cmd, cmdArgs] = pinned(process.execPath, ['--input-type=module', '-e', BASELINE_SCRIPT]);
  return spawn(cmd, cmdArgs, { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(port), BENCH_BODIES: bodiesFile } });
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * The three servers run side by side (an idle one costs nothing) and are measured in turns, ROUNDS times per
 * mix, medians reported: on a shared machine the load drifts, and turns keep that drift out of the ratio.
 */
async function runDatabase(label, databaseUrl, dataDir) {
  const seedMs = await bigCatalogue(databaseUrl);
  const games = await countGames(databaseUrl);
  const ports = { cached: await freePort(), uncached: await freePort(), floor: await freePort(), baseline: await freePort() };
  const children = [];
  try {
    children.push(startApp(databaseUrl, dataDir, ports.cached, 15_000));
    children.push(startApp(databaseUrl, dataDir, ports.uncached, 0));
    await waitFor(`http://127.0.0.1:${ports.cached}/healthz`);
    await waitFor(`http://127.0.0.1:${ports.uncached}/healthz`);
    // The bytes of every URL, from the app itself, for the baseline.
    const bodies = {};
    for (const u of ALL_URLS) {
      const res = await fetch(`http://127.0.0.1:${ports.cached}${u}`, { headers: { merchant: 'LUCKY' } });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${u}: ${res.status} ${text}`);
      bodies[u] = text;
    }
    const bodiesFile = path.join(dataDir, 'bodies.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    children.push(startBaseline(ports.baseline, bodiesFile));
    children.push(startFloor(databaseUrl, dataDir, ports.floor, bodiesFile));
    await waitFor(`http://127.0.0.1:${ports.baseline}/healthz`);
    await waitFor(`http://127.0.0.1:${ports.floor}/healthz`);
    const urlsFor = (mode, urls) => (mode === 'floor' ? urls.map((u) => u.replace('/lgw/games/mobile', FLOOR_PATH)) : urls);
    for (const mode of Object.keys(ports)) await measure(ports[mode], urlsFor(mode, ALL_URLS), 'warm-up', WARMUP);

    const rows = [];
    for (const [mix, urls] of Object.entries(MIXES)) {
      const samples = { cached: [], floor: [], uncached: [], baseline: [] };
      for (let round = 0; round < ROUNDS; round++) {
        for (const mode of ['cached', 'baseline', 'floor', 'uncached']) samples[mode].push(await measure(ports[mode], urlsFor(mode, urls), mix));
      }
      for (const [mode, list] of Object.entries(samples)) {
        rows.push({
          mix,
          mode,
          rps: median(list.map((r) => r.rps)),
          p50: median(list.map((r) => r.p50)),
          p99: median(list.map((r) => r.p99)),
          mean: median(list.map((r) => r.mean)),
          ratios: mode === 'baseline' ? [] : list.map((r, i) => r.rps / samples.baseline[i].rps),
          non2xx: list.reduce((n, r) => n + r.non2xx, 0),
          errors: list.reduce((n, r) => n + r.errors, 0),
        });
      }
    }
    return { label, seedMs, games, rows };
  } finally {
    for (const child of children) await stop(child);
  }
}

function report(run) {
  console.log('');
  console.log(`${run.label}: ${run.games.toLocaleString('en')} games at LUCKY; catalogue seeded in ${(run.seedMs / 1000).toFixed(1)} s`);
  console.log('  mix                                  | mode     |   req/s |  p50 ms |  p99 ms | mean ms | vs floor | vs baseline');
  let failed = false;
  for (const mix of Object.keys(MIXES)) {
    const base = run.rows.find((r) => r.mix === mix && r.mode === 'baseline');
    const floor = run.rows.find((r) => r.mix === mix && r.mode === 'floor');
    for (const mode of ['cached', 'uncached', 'floor', 'baseline']) {
      const r = run.rows.find((x) => x.mix === mix && x.mode === mode);
      if (!r) continue;
      if (r.non2xx > 0 || r.errors > 0) failed = true;
      const ratio = mode === 'baseline' ? '' : `${(r.rps / base.rps).toFixed(2)}  (rounds: ${r.ratios.map((x) => x.toFixed(2)).join(', ')})`;
      console.log(
        `  ${mix.padEnd(36)} | ${mode.padEnd(8)} | ${r.rps.toFixed(0).padStart(7)} | ${String(r.p50).padStart(7)} | ${String(r.p99).padStart(7)} | ${r.mean.toFixed(2).padStart(7)} | ${(mode === 'cached' || mode === 'uncached' ? (r.rps / floor.rps).toFixed(2) : '').padStart(8)} | ${ratio}${r.non2xx || r.errors ? `  (${r.non2xx} non-2xx, ${r.errors} errors)` : ''}`,
      );
    }
  }
  return failed;
}

const dir = mkdtempSync(path.join(tmpdir(), 'lobby-bench-games-'));
const runs = [];
const firstStarts = [];
try {
  firstStarts.push(['SQLite', await firstStart(`sqlite:${path.join(dir, 'first-start.db')}`)]);
  runs.push(await runDatabase('SQLite', `sqlite:${path.join(dir, 'bench.db')}`, dir));
  if (process.env.BENCH_DATABASE_URL) {
    const first = await postgresSchema(process.env.BENCH_DATABASE_URL);
    try {
      firstStarts.push(['PostgreSQL', await firstStart(first.url)]);
    } finally {
      await first.drop();
    }
    const schema = await postgresSchema(process.env.BENCH_DATABASE_URL);
    try {
      runs.push(await runDatabase('PostgreSQL', schema.url, dir));
    } finally {
      await schema.drop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

console.log('');
console.log(`Game list benchmark (${new Date().toISOString()})`);
console.log(`  CPU: ${cpus()[0]?.model ?? 'unknown CPU'}; ${cores} cores; servers ${hasTaskset ? 'pinned to core 0 (taskset -c 0)' : 'NOT pinned (taskset missing)'}${hasTaskset && cores > 1 ? ', autocannon on core 1' : ''}`);
console.log(`  Node ${process.version}; ${CONNECTIONS} connections; per mix ${ROUNDS} rounds of ${DURATION} s per server in turns (medians), after a ${WARMUP} s warm-up`);
console.log('  baseline: a bare Fastify route answering, per URL, the bytes the real route gave');
console.log('  floor: the whole app (helmet, compress, cookies, merchant and session hooks) with a no-work route answering the same bytes');
console.log(`  cached: catalogue answers reused for 15 s (GAME_CACHE_TTL_MS); uncached: GAME_CACHE_TTL_MS=0, no answer kept: every request reads the catalogue version and the ids of its page (game rows, totals and vendors are kept per catalogue version)`);
for (const [label, ms] of firstStarts) console.log(`  first start on an empty ${label} database (migrations, accounts, 1,600-game catalogue): ${(ms / 1000).toFixed(2)} s`);
let failed = false;
for (const run of runs) failed = report(run) || failed;
if (failed) process.exitCode = 1;
