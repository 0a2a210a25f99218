#!/usr/bin/env node
// Simulated players against the production topology: two server instances on one PostgreSQL schema and one
// Redis, behind nginx running the repository's deploy/nginx.conf (upstream names pointed at the instances'
// ports, as apps/server/test/reliability/topology.test.ts does). Each virtual player, through the proxy only:
//   arrives   GET the login key, logs in as the browser does (sealed body, cookie session), lists the deposit
//             channels, creates a deposit order and pays it on the sandbox's checkout (POST <checkout>/pay),
//             launches a slot (the vendor's player token read from the launch ticket, as the vendor does);
//   plays     about every --think-ms (uniform 0.5x-1.5x, after its previous action was answered): a Dice bet
//             (POST /wps/originals/dice/bet, 1.00), or a slot round (the demo vendor's signed seamless-wallet
//             bet of 1.00 then its win of 0-5.00, both through the proxy as a vendor's calls arrive), or now
//             and then opens home (GET /m/home, server-rendered HTML, with the session cookie).
// At each level (--players) the players not yet arrived arrive (at most --arrivals at once), then all of
// them play for --seconds; per level it prints bets/s, p50/p99/max per kind of call, failures, CPU per
// process (instances, nginx, PostgreSQL, Redis, this driver, the machine) from /proc. A level whose p99 over
// all its play calls passes --target-ms (50) is marked; the largest level within it is named. Ends with the
// ledger's integrity check (GET /ops/ledger/integrity) and acknowledged bets against stored ones.
//
//   node bench/players.mjs [--players 500,2000,5000] [--seconds 30] [--think-ms 3000] [--connections 512]
//                          [--arrivals 16] [--pool 10] [--target-ms 50] [--mix dice=45,slot=45,home=10]
//   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), BENCH_REDIS_URL (default
//   redis://127.0.0.1:6379); needs nginx on PATH and the web build (`npm run build`) for /m/home.
//
// The instances run NODE_ENV=production with the stand-ins a player's day needs switched on (sandbox
// payments, demo vendor: production warns about them at start, it does not refuse them), the demo seed, and
// LOGIN_IP_LIMIT raised: every virtual player comes from 127.0.0.1. Members are inserted directly (one
// argon2id hash shared by all, funded by an opening balance) in a fresh schema; their sessions come from the
// real login API. Not a test: it prints figures and exits 1 only when calls failed or the ledger is unsound.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { Pool } from 'undici';
import { register } from 'tsx/esm/api';
import { freePort } from './lib/app.mjs';
import { percentile, postgresSchema } from './lib/measure.mjs';
import { BENCH_PRODUCTION_ENV } from './lib/production-env.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    players: { type: 'string', default: '500,2000,5000' },
    seconds: { type: 'string', default: '30' },
    'think-ms': { type: 'string', default: '3000' },
    connections: { type: 'string', default: '512' },
    arrivals: { type: 'string', default: '16' },
    pool: { type: 'string', default: '10' },
    'target-ms': { type: 'string', default: '50' },
    mix: { type: 'string', default: 'dice=45,slot=45,home=10' },
  },
});
const LEVELS = args.players.split(',').map((s) => Number(s.trim())).filter((n) => n > 0);
const SECONDS = Number(args.seconds);
const THINK_MS = Number(args['think-ms']);
const CONNECTIONS = Number(args.connections);
const ARRIVALS = Number(args.arrivals);
const POOL = Number(args.pool);
const TARGET_MS = Number(args['target-ms']);
const DATABASE = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const MERCHANT = 'LUCKY';
const PASSWORD = 'Player#2026';
const BALANCE = 100_000_000; // cents per player: a million pesos, more than any run bets
const OPS_TOKEN = `bench-ops-${randomBytes(12).toString('hex')}`;
const REDIS_PREFIX = `bench-players-${randomBytes(4).toString('hex')}:`;
const APP_NAME = REDIS_PREFIX.slice(0, -1); // the instances' PostgreSQL connections, in pg_stat_activity
/** What a player does when it acts (weights; a slot round is a bet and its win). */
const MIX = { dice: 0, slot: 0, home: 0, ...Object.fromEntries(args.mix.split(',').map((p) => p.split('=')).map(([k, v]) => [k.trim(), Number(v)])) };

if (LEVELS.length === 0) throw new Error('--players: a comma list of player counts');
if (spawnSync('nginx', ['-v']).status !== 0) throw new Error('nginx is not on PATH (apt-get install nginx-light)');

register();
const { createDatabase } = await import('../apps/server/src/db/database.ts');
const { prepareDatabase } = await import('../apps/server/src/db/prepare.ts');
const { seedOpeningBalance } = await import('../apps/server/src/db/seed/ledger.ts');
const { hashPassword } = await import('../apps/server/src/lib/passwords.ts');
const { integrationSecret } = await import('../apps/server/src/modules/play/seamless-wallet/protocol.ts');
const { encryptPayload } = await import('../packages/contract/src/accounts/body-cipher.ts');
const { ACCOUNT_PATHS } = await import('../packages/contract/src/accounts/paths.ts');
const { SESSION_COOKIE, SESSION_TRANSPORT_HEADER } = await import('../packages/contract/src/accounts/session.ts');
const { ENCRYPTION_SCHEME } = await import('../packages/contract/src/accounts/rules.ts');
const { MONEY_PATHS, MONEY_OPS_PATHS } = await import('../packages/contract/src/money/paths.ts');
const { GAME_PATHS } = await import('../packages/contract/src/games/paths.ts');

// --- /proc: CPU seconds of processes and of the machine ----------------------------------------------------
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** utime + stime of a process in seconds, its parent pid and command name; null when it is gone. */
function procStat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' '); // fields[0] is the state (field 3)
    return { comm, ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / TICKS };
  } catch {
    return null;
  }
}

function allProcs() {
  const out = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = procStat(Number(name));
    if (s) out.push({ pid: Number(name), ...s });
  }
  return out;
}

function machineBusy() {
  const [, ...f] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = f.map(Number);
  const idle = n[3] + (n[4] ?? 0);
  return { busy: (n.reduce((a, b) => a + b, 0) - idle) / TICKS };
}

/** CPU seconds by group at this moment: each instance, nginx (master and workers), PostgreSQL, Redis, this driver. */
function cpuSnapshot(groups) {
  const procs = allProcs();
  const byPid = new Map(procs.map((p) => [p.pid, p]));
  const snap = { at: performance.now(), machine: machineBusy().busy, driver: process.cpuUsage(), pids: {} };
  for (const [name, pick] of Object.entries(groups)) {
    snap.pids[name] = new Map(pick(procs, byPid).map((p) => [p.pid, p.cpu]));
  }
  return snap;
}

/** Per group: % of one core between two snapshots (a process that started in between counts from zero). */
function cpuBetween(a, b) {
  const seconds = (b.at - a.at) / 1000;
  const out = {};
  for (const [name, after] of Object.entries(b.pids)) {
    const before = a.pids[name] ?? new Map();
    let used = 0;
    for (const [pid, cpu] of after) used += cpu - (before.get(pid) ?? 0);
    out[name] = (100 * used) / seconds;
  }
  const d = (b.driver.user + b.driver.system - a.driver.user - a.driver.system) / 1e6;
  out.driver = (100 * d) / seconds;
  out.machine = (100 * (b.machine - a.machine)) / seconds;
  // what the rest of the machine used: other people's processes (PostgreSQL's figure also holds theirs)
  out.others = Math.max(0, out.machine - Object.entries(out).filter(([k]) => k !== 'machine').reduce((sum, [, v]) => sum + v, 0));
  return out;
}

// --- The database: migrated and seeded as on first start, then N funded players ---------------------------
async function prepare(url, count) {
  const handle = createDatabase(url);
  try {
    await prepareDatabase(handle, { demo: true });
    const hash = await hashPassword(PASSWORD); // one argon2id hash for all: a login still verifies it in full
    const now = Date.now();
    const ids = [];
    for (let i = 0; i < count; i += 500) {
      const rows = Array.from({ length: Math.min(500, count - i) }, (_, j) => {
        const name = `vp${i + j}`;
        return { merchant_code: MERCHANT, username: name, username_key: name, account: name, password_hash: hash, type: 0, head_icon: 1, rank_completed: 0, rank_expected: 0, profile: '{}', status: 'active', created_at: now };
      });
      const inserted = await handle.db.insertInto('members').values(rows).returning(['id', 'username']).execute();
      ids.push(...inserted);
    }
    for (let i = 0; i < ids.length; i += 500) {
      await handle.db.transaction().execute(async (trx) => {
        for (const m of ids.slice(i, i + 500)) {
          await seedOpeningBalance(trx, { memberId: m.id, merchantCode: MERCHANT, currency: 'PHP', demo: false, cents: BALANCE, at: now });
        }
      });
    }
    const game = await handle.db.selectFrom('games').select('node_id').where('merchant_code', '=', MERCHANT).where('game_type', '=', 'RNG').where('enabled', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    return { members: ids, slot: game.node_id };
  } finally {
    await handle.destroy();
  }
}

async function storedBets(baseUrl, schema) {
  const c = new pg.Client({ connectionString: baseUrl });
  await c.connect();
  try {
    const slot = await c.query(`select count(*)::int as n from ${schema}.vendor_transactions where kind = 'bet' and vendor = 'DEMO'`);
    const dice = await c.query(`select count(*)::int as n from ${schema}.original_rounds`);
    // the whole database's count (other schemas' users too): deadlocks PostgreSQL detected and broke
    const dl = await c.query(`select deadlocks::int as n from pg_stat_database where datname = current_database()`);
    return { slot: slot.rows[0].n, dice: dice.rows[0].n, deadlocks: dl.rows[0].n };
  } finally {
    await c.end();
  }
}

/** Every 500 ms, the instances' PostgreSQL backends by state and wait: how many on average, until stop(). */
function samplePostgres() {
  const c = new pg.Client({ connectionString: DATABASE });
  const counts = new Map();
  let samples = 0;
  let stopped = false;
  const done = (async () => {
    await c.connect();
    while (!stopped) {
      const { rows } = await c.query(
        `select state, coalesce(wait_event_type, '') as wt, coalesce(wait_event, '') as we, count(*)::int as n from pg_stat_activity where application_name = $1 group by 1, 2, 3`,
        [APP_NAME],
      );
      samples++;
      for (const r of rows) {
        const key = r.state === 'active' ? `active${r.wt ? ` (${r.wt}:${r.we})` : ' (on CPU)'}` : r.state === 'idle in transaction' ? 'idle in transaction (waiting on Node)' : r.state;
        counts.set(key, (counts.get(key) ?? 0) + r.n);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    await c.end();
  })();
  return async () => {
    stopped = true;
    await done;
    return [...counts].map(([k, n]) => [k, n / Math.max(1, samples)]).sort((a, b) => b[1] - a[1]);
  };
}

/** The instances' own view: per route, answered requests and the seconds they took (both instances). */
async function serverTimes(ports) {
  const out = new Map();
  for (const port of ports) {
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    for (const line of text.split('\n')) {
      const m = /^lobby_http_request_duration_seconds_(sum|count)\{([^}]*)\} ([\d.e+-]+)$/.exec(line);
      if (!m) continue;
      const route = /route="([^"]*)"/.exec(m[2])?.[1];
      const e = out.get(route) ?? { sum: 0, count: 0 };
      e[m[1]] += Number(m[3]);
      out.set(route, e);
    }
  }
  return out;
}

function serverTimesBetween(a, b) {
  const rows = [];
  for (const [route, after] of b) {
    const before = a.get(route) ?? { sum: 0, count: 0 };
    const n = after.count - before.count;
    if (n > 0) rows.push({ route, n, meanMs: (1000 * (after.sum - before.sum)) / n });
  }
  return rows.sort((x, y) => y.n - x.n);
}

// --- The topology: two instances, nginx in front ----------------------------------------------------------
const work = mkdtempSync(path.join(tmpdir(), 'lobby-bench-players-'));
const children = [];

async function waitFor(url, child, output = () => '') {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`exited (${child.exitCode}): ${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer: ${output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function startInstance(databaseUrl, secret) {
  const port = await freePort();
  const dataDir = path.join(work, 'data');
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...BENCH_PRODUCTION_ENV,
      GAME_TICKET_SECRET: secret,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: String(POOL),
      DATABASE_POOL_WAIT_MS: '10000', // as compose.yaml
      REDIS_URL: REDIS,
      REDIS_PREFIX,
      DATA_DIR: dataDir,
      OPS_TOKEN,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      SHUTDOWN_DRAIN_MS: '0',
      // every virtual player logs in from 127.0.0.1
      LOGIN_IP_LIMIT: '1000000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  const keep = (d) => {
    out += d;
    if (out.length > 20_000) out = out.slice(-10_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  await waitFor(`http://127.0.0.1:${port}/readyz`, child, () => out);
  return { child, port, log: () => out };
}

/** deploy/nginx.conf as it is, the compose service names replaced by the instances' addresses. */
function startNginx(ports, listen) {
  const site = readFileSync(path.join(ROOT, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('server app1:8080', `server 127.0.0.1:${ports[0]}`)
    .replaceAll('server app2:8080', `server 127.0.0.1:${ports[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${listen} backlog=4096;`);
  if (/app[12]:8080/.test(site)) throw new Error('deploy/nginx.conf no longer names app1:8080 and app2:8080');
  writeFileSync(path.join(work, 'site.conf'), site);
  for (const dir of ['body', 'proxy', 'logs']) mkdirSync(path.join(work, dir), { recursive: true });
  // the nginx image's main config (worker_processes auto), more connections, no access log
  const main = [
    'daemon off;',
    'worker_processes auto;',
    `pid ${work}/nginx.pid;`,
    `error_log ${work}/logs/error.log warn;`,
    'events { worker_connections 8192; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${work}/body;`,
    `  proxy_temp_path ${work}/proxy;`,
    `  include ${work}/site.conf;`,
    '}',
  ].join('\n');
  writeFileSync(path.join(work, 'nginx.conf'), main);
  const check = spawnSync('nginx', ['-t', '-c', path.join(work, 'nginx.conf'), '-p', work], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t: ${check.stderr}`);
  const proxy = spawn('nginx', ['-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'ignore' });
  children.push(proxy);
  return proxy;
}

// --- The driver: one keep-alive pool to the proxy, latency by kind of call ---------------------------------
class Stats {
  constructor() {
    this.kinds = new Map();
  }
  kind(name) {
    let k = this.kinds.get(name);
    if (!k) this.kinds.set(name, (k = { lat: [], non2xx: 0, refused: 0, errors: 0, samples: [] }));
    return k;
  }
}

let stats = new Stats();
let inFlight = 0;
let peakInFlight = 0;
let client;

/**
 * One call through the proxy; `check(status, text)` says whether the answer is the expected one. Latency is
 * counted for every answered call; a non-2xx answer, an unexpected one or a network error is a failure.
 */
async function call(kind, method, url, { headers = {}, body, check = (s) => s >= 200 && s < 300 } = {}) {
  const k = stats.kind(kind);
  inFlight++;
  if (inFlight > peakInFlight) peakInFlight = inFlight;
  const t0 = performance.now();
  try {
    const res = await client.request({ method, path: url, headers, body, headersTimeout: 60_000, bodyTimeout: 60_000 });
    const text = await res.body.text();
    k.lat.push(performance.now() - t0);
    const ok = check(res.statusCode, text);
    if (!ok) {
      if (res.statusCode < 200 || res.statusCode >= 400) k.non2xx++;
      else k.refused++;
      if (k.samples.length < 3) k.samples.push(`${res.statusCode} ${text.slice(0, 200)}`);
      return null;
    }
    return { status: res.statusCode, headers: res.headers, text };
  } catch (err) {
    k.errors++;
    if (k.samples.length < 3) k.samples.push(String(err?.message ?? err));
    return null;
  } finally {
    inFlight--;
  }
}

const envelopeOk = (s, text) => s === 200 && text.includes('"success":true');
const json = { 'content-type': 'application/json' };

let walletSecret;
const sign = (body) => createHmac('sha256', walletSecret).update(body).digest('hex');
let encryptionKey;

/** Logs in, deposits once, opens the slot. Resolves to the player, or null when a step failed. */
async function arrive(member, slot) {
  const player = { id: member.id, user: String(member.id), username: member.username, cookie: '', ptk: '', rounds: 0 };
  // the web fetches the key once per page load; the players share one answer for the body they seal
  const key = await call('login key', 'GET', ACCOUNT_PATHS.encryptionKey, { headers: { merchant: MERCHANT }, check: envelopeOk });
  if (!key) return null;
  encryptionKey ??= JSON.parse(key.text).value;
  const sealed = await encryptPayload(encryptionKey, { type: 'username', username: member.username, password: PASSWORD });
  const login = await call('login', 'POST', ACCOUNT_PATHS.login, {
    headers: { ...json, encryption: ENCRYPTION_SCHEME, merchant: MERCHANT, [SESSION_TRANSPORT_HEADER]: 'cookie' },
    body: JSON.stringify(sealed),
    check: envelopeOk,
  });
  if (!login) return null;
  const setCookie = [login.headers['set-cookie']].flat().filter(Boolean);
  const session = setCookie.map((c) => c.split(';')[0]).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!session) return null;
  player.cookie = session;
  const as = { cookie: player.cookie, merchant: MERCHANT };
  const channels = await call('deposit channels', 'GET', MONEY_PATHS.depositChannels, { headers: as, check: envelopeOk });
  if (!channels) return null;
  const list = JSON.parse(channels.text).value.channels;
  const channel = list.find((c) => c.code === 'GCASH') ?? list[0];
  const amount = Math.max(channel.min, channel.presets?.[0] ?? channel.min);
  const order = await call('deposit order', 'POST', MONEY_PATHS.depositOrders, {
    headers: { ...as, ...json },
    body: JSON.stringify({ requestId: `dep-${randomUUID()}`, channelId: channel.id, amount }),
    check: envelopeOk,
  });
  if (!order) return null;
  const { checkoutUrl } = JSON.parse(order.text).value;
  if (!checkoutUrl) return null;
  const paid = await call('deposit pay (sandbox)', 'POST', `${new URL(checkoutUrl, 'http://x').pathname}/pay`, { check: (s) => s === 303 });
  if (!paid) return null;
  const launch = await call('slot launch', 'POST', GAME_PATHS.launch, { headers: { ...as, ...json }, body: JSON.stringify({ nodeId: slot }), check: envelopeOk });
  if (!launch) return null;
  const ticket = new URL(JSON.parse(launch.text).value.url, 'http://x').searchParams.get('ticket');
  player.ptk = JSON.parse(Buffer.from(ticket.split('.')[1], 'base64url').toString('utf8')).ptk;
  return player;
}

const totals = { dice: 0, slot: 0 };

async function dice(player) {
  const res = await call('dice bet', 'POST', '/wps/originals/dice/bet', {
    headers: { cookie: player.cookie, merchant: MERCHANT, ...json },
    body: JSON.stringify({ amount: 1, requestId: `d-${randomUUID()}`, params: { target: 50, direction: 'under' } }),
    check: envelopeOk,
  });
  if (res) totals.dice++;
  return res ? 'dice' : null;
}

async function slotRound(player, slot) {
  const round = `r-${player.id}-${player.rounds++}-${randomBytes(3).toString('hex')}`;
  const tx = `${round}-b`;
  const base = { user: player.user, token: player.ptk, game_code: slot, round, currency: 'PHP' };
  const betBody = JSON.stringify({ request_uuid: randomUUID(), ...base, round_closed: false, transaction_uuid: tx, amount: 100 * 1000 });
  const walletOk = (s, text) => s === 200 && text.includes('"status":"RS_OK"');
  const bet = await call('slot bet', 'POST', '/vendor-api/DEMO/transaction/bet', { headers: { ...json, 'x-signature': sign(betBody) }, body: betBody, check: walletOk });
  if (!bet) return null;
  totals.slot++;
  const win = [0, 0, 0, 50, 100, 200, 500][Math.floor(Math.random() * 7)];
  const winBody = JSON.stringify({ request_uuid: randomUUID(), ...base, round_closed: true, transaction_uuid: `${round}-w`, reference_transaction_uuid: tx, amount: win * 1000 });
  const ok = await call('slot win', 'POST', '/vendor-api/DEMO/transaction/win', { headers: { ...json, 'x-signature': sign(winBody) }, body: winBody, check: walletOk });
  return ok ? 'slot' : null;
}

async function home(player) {
  return call('home (SSR)', 'GET', '/m/home', { headers: { cookie: player.cookie, accept: 'text/html' }, check: (s, text) => s === 200 && text.includes('<html') });
}

const pickTotal = MIX.dice + MIX.slot + MIX.home;
function act(player, slot) {
  const r = Math.random() * pickTotal;
  if (r < MIX.dice) return dice(player);
  if (r < MIX.dice + MIX.slot) return slotRound(player, slot);
  return home(player);
}

/** Every player acts, thinks 0.5x-1.5x THINK_MS after the answer, acts again, until `end`. */
async function play(players, slot, end) {
  const loop = async (player) => {
    await new Promise((r) => setTimeout(r, Math.random() * THINK_MS)); // arrivals spread over one think time
    while (performance.now() < end) {
      await act(player, slot);
      const think = THINK_MS * (0.5 + Math.random());
      if (performance.now() + think >= end) break;
      await new Promise((r) => setTimeout(r, think));
    }
  };
  await Promise.all(players.map(loop));
}

async function pool(items, limit, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]);
      }
    }),
  );
  return out;
}

function summary(s) {
  const rows = [];
  for (const [name, k] of s.kinds) {
    const sorted = Float64Array.from(k.lat).sort();
    rows.push({ name, n: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.length ? sorted[sorted.length - 1] : 0, non2xx: k.non2xx, refused: k.refused, errors: k.errors, samples: k.samples });
  }
  const all = Float64Array.from([...s.kinds.values()].flatMap((k) => k.lat)).sort();
  return { rows, all: { n: all.length, p50: percentile(all, 50), p99: percentile(all, 99), max: all.length ? all[all.length - 1] : 0 }, failures: rows.reduce((a, r) => a + r.non2xx + r.refused + r.errors, 0) };
}

const ms = (x) => x.toFixed(1).padStart(7);
function printTable(title, sum, seconds) {
  console.log(`  ${title}`);
  console.log('    call                    |  calls |  per s |  p50 ms |  p99 ms |  max ms | failed');
  for (const r of sum.rows) {
    const failed = r.non2xx + r.refused + r.errors;
    console.log(
      `    ${r.name.padEnd(23)} | ${String(r.n).padStart(6)} | ${(r.n / seconds).toFixed(0).padStart(6)} | ${ms(r.p50)} | ${ms(r.p99)}${r.p99 > TARGET_MS ? '*' : ' '}| ${ms(r.max)} | ${failed ? `${failed} (${r.non2xx} non-2xx, ${r.refused} refused, ${r.errors} errors): ${r.samples.join(' | ')}` : '0'}`,
    );
  }
  console.log(`    ${'all'.padEnd(23)} | ${String(sum.all.n).padStart(6)} | ${(sum.all.n / seconds).toFixed(0).padStart(6)} | ${ms(sum.all.p50)} | ${ms(sum.all.p99)}${sum.all.p99 > TARGET_MS ? '*' : ' '}| ${ms(sum.all.max)} |`);
}

// --- Run ---------------------------------------------------------------------------------------------------
const schema = await postgresSchema(DATABASE);
const schemaName = /search_path%3D(\w+)/.exec(schema.url)?.[1] ?? /search_path=(\w+)/.exec(decodeURIComponent(schema.url))[1];
let failed = false;
let proxy;
const instances = [];
async function cleanup() {
  await client?.close().catch(() => {});
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  await Promise.all(
    children.map(
      (c) =>
        new Promise((r) => {
          if (c.exitCode !== null || c.signalCode !== null) return r();
          const timer = setTimeout(() => c.kill('SIGKILL'), 5_000);
          c.once('exit', () => (clearTimeout(timer), r()));
        }),
    ),
  );
  await schema.drop().catch((err) => console.error(`drop schema: ${err.message}`));
  const c = new pg.Client({ connectionString: DATABASE });
  await c.connect();
  await c.query(`drop schema if exists ${schemaName}_jobs cascade`).catch(() => {});
  await c.end();
  try {
    const { Redis } = await import('ioredis');
    const redis = new Redis(REDIS, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${REDIS_PREFIX}*`, 'COUNT', 1000);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
    redis.disconnect();
  } catch (err) {
    console.error(`redis cleanup: ${err.message}`);
  }
  rmSync(work, { recursive: true, force: true });
}
let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.once(sig, async () => {
    if (stopping) return;
    stopping = true;
    console.error(`${sig}: cleaning up`);
    await cleanup();
    process.exit(130);
  });
}

const report = [];
try {
  const t0 = performance.now();
  const max = Math.max(...LEVELS);
  const { members, slot } = await prepare(schema.url, max);
  console.error(`schema ${schemaName}: migrated, seeded, ${max} funded players in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const secret = `bench-players-ticket-${randomBytes(16).toString('hex')}`;
  walletSecret = integrationSecret(secret, 'DEMO');
  const instanceUrl = `${schema.url}&application_name=${APP_NAME}`;
  instances.push(await startInstance(instanceUrl, secret));
  instances.push(await startInstance(instanceUrl, secret));
  const listen = await freePort();
  proxy = startNginx([instances[0].port, instances[1].port], listen);
  const base = `http://127.0.0.1:${listen}`;
  await waitFor(`${base}/readyz`);
  const warnings = instances[0].log().match(/PRODUCTION WITH A STAND-IN[^"\n]*/g) ?? [];
  client = new Pool(base, { connections: CONNECTIONS, pipelining: 1, keepAliveTimeout: 30_000 });

  const groups = {
    'instance 1': (_, byPid) => [byPid.get(instances[0].child.pid)].filter(Boolean),
    'instance 2': (_, byPid) => [byPid.get(instances[1].child.pid)].filter(Boolean),
    nginx: (procs) => procs.filter((p) => p.pid === proxy.pid || p.ppid === proxy.pid),
    PostgreSQL: (procs) => procs.filter((p) => p.comm === 'postgres' || p.comm.startsWith('postgres:')),
    Redis: (procs) => procs.filter((p) => p.comm === 'redis-server'),
  };

  // one player by hand first: every step must work, or the figures mean nothing
  const probe = await arrive(members[0], slot);
  if (!probe || (await dice(probe)) !== 'dice' || (await slotRound(probe, slot)) !== 'slot' || !(await home(probe))) {
    const s = summary(stats);
    throw new Error(`the probe player failed: ${JSON.stringify(s.rows.filter((r) => r.samples.length).map((r) => [r.name, r.samples]))}`);
  }
  // warm both instances' lazy parts (server rendering, game list) before measuring
  for (let i = 0; i < 20; i++) await home(probe);
  stats = new Stats();

  const players = [probe];
  for (const level of LEVELS) {
    // arrivals: the players this level adds log in, deposit and open the slot
    stats = new Stats();
    const arriving = members.slice(players.length, level);
    const a0 = cpuSnapshot(groups);
    const tA = performance.now();
    const arrived = await pool(arriving, ARRIVALS, (m) => arrive(m, slot));
    const arrivalS = (performance.now() - tA) / 1000;
    const arrivalCpu = cpuBetween(a0, cpuSnapshot(groups));
    const arrivalSum = summary(stats);
    players.push(...arrived.filter(Boolean));

    // play
    stats = new Stats();
    totals.dice = 0;
    totals.slot = 0;
    peakInFlight = 0;
    const betsBefore = await storedBets(DATABASE, schemaName);
    const server0 = await serverTimes(instances.map((i) => i.port));
    const stopSampling = samplePostgres();
    const p0 = cpuSnapshot(groups);
    const start = performance.now();
    const end = start + SECONDS * 1000;
    const running = play(players.slice(0, level), slot, end);
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    const playCpu = cpuBetween(p0, cpuSnapshot(groups));
    const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
    const backends = await stopSampling();
    const counted = { dice: totals.dice, slot: totals.slot };
    await running; // calls under way at the end finish (and count in the latencies) before the next level
    const playS = (performance.now() - start) / 1000;
    const sum = summary(stats);
    const betsAfter = await storedBets(DATABASE, schemaName);
    const server = serverTimesBetween(server0, await serverTimes(instances.map((i) => i.port)));
    report.push({ level, load, backends, server, deadlocks: betsAfter.deadlocks - betsBefore.deadlocks, arrivals: arriving.length, arrivedOk: arrived.filter(Boolean).length, arrivalS, arrivalCpu, arrivalSum, playCpu, sum, counted, totals: { ...totals }, playS, peak: peakInFlight, stored: { slot: betsAfter.slot - betsBefore.slot, dice: betsAfter.dice - betsBefore.dice } });
    if (arrivalSum.failures > 0 || sum.failures > 0 || arrived.some((p) => !p)) failed = true;
    console.error(`level ${level}: ${arriving.length} arrived in ${arrivalS.toFixed(1)} s, played ${playS.toFixed(1)} s, p99 ${sum.all.p99.toFixed(1)} ms`);
  }

  const check = JSON.parse(await (await fetch(`http://127.0.0.1:${instances[0].port}${MONEY_OPS_PATHS.ledgerIntegrity}`, { headers: { authorization: `Bearer ${OPS_TOKEN}` } })).text());
  const integrity = check.value;
  if (integrity?.ok !== true) failed = true;

  // --- Print ---
  console.log('');
  console.log(`Players benchmark (${new Date().toISOString()})`);
  console.log(`  CPU: ${cpus()[0]?.model ?? 'unknown CPU'}; ${availableParallelism()} cores; Node ${process.version}; ${spawnSync('nginx', ['-v'], { encoding: 'utf8' }).stderr.trim()}`);
  console.log(`  topology: 2 instances (node --import tsx apps/server/src/server.ts, NODE_ENV=production, DATABASE_POOL_SIZE=${POOL}) on PostgreSQL (schema ${schemaName}) and Redis, behind nginx with deploy/nginx.conf (worker_processes auto, access log off)`);
  console.log(`  stand-ins on (production warns, does not refuse): ${warnings.length ? [...new Set(warnings.map((w) => /STAND-IN: ([A-Z_]+)/.exec(w)?.[1]).filter(Boolean))].join(', ') : 'none reported'}; LOGIN_IP_LIMIT raised (all players from 127.0.0.1)`);
  console.log(`  players: think ${THINK_MS} ms (0.5x-1.5x after each answer); each act (weights): Dice bet ${MIX.dice}, slot round (bet + win) ${MIX.slot}, home ${MIX.home}; ${SECONDS} s per level; driver: one undici pool, ${CONNECTIONS} connections at most`);
  for (const r of report) {
    const c = r.playCpu;
    const dps = r.counted.dice / SECONDS;
    const sps = r.counted.slot / SECONDS;
    console.log('');
    console.log(`${r.level.toLocaleString('en')} players${r.sum.all.p99 > TARGET_MS ? `  * p99 ${r.sum.all.p99.toFixed(1)} ms > ${TARGET_MS} ms` : ''}`);
    console.log(
      `  arrivals: ${r.arrivals} players (login, deposit paid at the sandbox, slot launch; ${ARRIVALS} at once) in ${r.arrivalS.toFixed(1)} s: ${(r.arrivals / r.arrivalS).toFixed(1)} players/s; ` +
        `CPU % of a core: ${Object.entries(r.arrivalCpu).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`,
    );
    if (r.arrivals) printTable('arrival calls', r.arrivalSum, r.arrivalS);
    console.log(`  play: bets/s ${(dps + sps).toFixed(0)} (Dice ${dps.toFixed(0)}, slot ${sps.toFixed(0)}); offered about ${(r.level / (THINK_MS / 1000)).toFixed(0)} acts/s; peak ${r.peak} calls in flight`);
    console.log(`  CPU % of one core: ${Object.entries(c).map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')} (machine: ${availableParallelism() * 100} max); load average ${r.load}`);
    printTable(`play calls (${r.playS.toFixed(1)} s with the last calls' answers; * p99 > ${TARGET_MS} ms)`, r.sum, r.playS);
    console.log(`  inside the instances (their /metrics; mean ms per route): ${r.server.filter((x) => x.route !== '/metrics').map((x) => `${x.route} ${x.meanMs.toFixed(1)} (${x.n})`).join(', ')}`);
    console.log(`  the instances' PostgreSQL connections, on average: ${r.backends.map(([k, n]) => `${k} ${n.toFixed(1)}`).join(', ')}; deadlocks detected in the database: ${r.deadlocks}`);
    // a stored bet whose answer failed (a timeout, a 5xx after the commit) is no loss; an acknowledged one missing is
    const lost = Math.max(0, r.totals.slot - r.stored.slot) + Math.max(0, r.totals.dice - r.stored.dice);
    if (lost > 0) failed = true;
    console.log(
      `  stored: ${r.stored.slot} slot bets (${r.totals.slot} acknowledged), ${r.stored.dice} Dice bets (${r.totals.dice} acknowledged)` +
        `${lost ? `: ${lost} ACKNOWLEDGED BETS NOT STORED` : r.stored.slot + r.stored.dice > r.totals.slot + r.totals.dice ? ' (the rest stored, their answers failed)' : ''}`,
    );
  }
  const within = report.filter((r) => r.sum.all.p99 <= TARGET_MS && r.sum.failures === 0).map((r) => r.level);
  console.log('');
  console.log(`Largest level with p99 <= ${TARGET_MS} ms over all play calls and no failures: ${within.length ? Math.max(...within).toLocaleString('en') : 'none'} players`);
  console.log(`Ledger integrity: ${integrity?.ok ? 'ok' : `NOT ok: ${JSON.stringify(check)}`} (${integrity?.transfers} transfers, ${integrity?.accounts} accounts)`);
} catch (err) {
  failed = true;
  console.error(err);
  for (const [i, inst] of instances.entries()) console.error(`instance ${i + 1} output (tail): ${inst.log().slice(-2000)}`);
} finally {
  if (!stopping) await cleanup();
}
if (failed) process.exitCode = 1;
