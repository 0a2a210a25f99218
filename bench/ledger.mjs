#!/usr/bin/env node
// Ledger throughput: transfers per second and latency through the ledger service (one transaction per
// transfer: idempotency key, guarded balance updates, the transfer row), next to a bare INSERT of the same
// row into the same table, in the same process on the same database; then seamless-wallet bets over HTTP
// against a listening server; then kill -9 under a transfer write load.
//
//   node bench/ledger.mjs [--seconds 3] [--rounds 3] [--concurrency 16] [--accounts 10000] [--connections 16]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node bench/ledger.mjs   (PostgreSQL too)
//
// Scenarios (each a 1-cent transfer with a fresh key, `concurrency` in flight):
//   hot member -> house      one member's cash account and the house account, every transfer on the same two rows
//   10k members -> house     a random one of N funded members, into the one house account (a hot system row)
//   10k members <-> 10k      a random member to another random member: no row is hot
//   bare INSERT              the same transfer row inserted alone (no transaction, no balances, no checks)
//   HTTP bets                signed seamless-wallet bets of 10.00 on a slot (each opens and closes a round, feeds
//                            the jackpot pool): one member, then 1,000 members
// The scenarios run in turns, `rounds` times, medians reported. Not a test: it prints figures and fails
// only when transfers fail or the kill -9 check finds a lost transfer or an unsound ledger.
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';
import { measure as measureRate, median, postgresSchema } from './lib/measure.mjs';
import { fundedMembers } from './lib/members.mjs';
import { BENCH_PRODUCTION_ENV } from './lib/production-env.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '16' },
    accounts: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '16' },
    'http-seconds': { type: 'string', default: '5' },
    'kill-after': { type: 'string', default: '2' },
  },
});
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const CONCURRENCY = Number(args.concurrency);
const ACCOUNTS = Number(args.accounts);
const CONNECTIONS = Number(args.connections);
const HTTP_SECONDS = Number(args['http-seconds']);
const KILL_AFTER_S = Number(args['kill-after']);
const OPS_TOKEN = `bench-ops-${randomBytes(12).toString('hex')}`;
const SECRET = randomBytes(32).toString('hex');

const hasTaskset = spawnSync('taskset', ['-V']).status === 0;
const cores = availableParallelism();
/** The HTTP server runs on core 0; this driver (autocannon) on core 1 when there is one. */
function pinned(command, commandArgs) {
  return hasTaskset ? ['taskset', ['-c', '0', command, ...commandArgs]] : [command, commandArgs];
}

register();
const { createDatabase } = await import('../apps/server/src/db/database.ts');
const { prepareDatabase } = await import('../apps/server/src/db/prepare.ts');
const { createLedgerRepository } = await import('../apps/server/src/modules/money/ledger/repository.ts');
const { createLedgerService } = await import('../apps/server/src/modules/money/ledger/service.ts');
const { accounts } = await import('../apps/server/src/modules/money/ledger/accounts.ts');
const { createPlayerTokens } = await import('../apps/server/src/modules/play/seamless-wallet/player-token.ts');
const { integrationSecret } = await import('../apps/server/src/modules/play/seamless-wallet/protocol.ts');

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

async function waitFor(url, child) {
  for (let i = 0; ; i++) {
    if (child && child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (i > 900) throw new Error(`${url} did not answer`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stop(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  await exited;
}

/** `op` run by CONCURRENCY workers for `seconds` (see lib/measure.mjs). */
function measure(op, seconds = SECONDS) {
  return measureRate(op, seconds, CONCURRENCY);
}

// --- The database: migrated and seeded as on first start, then N funded members --------------------------
const BALANCE = 1_000_000_000; // cents per bench member: enough for any run

const benchMembers = (handle, n) => fundedMembers(handle, n, { cents: BALANCE });

async function inProcess(label, url) {
  const handle = createDatabase(url);
  try {
    const t0 = performance.now();
    await prepareDatabase(handle);
    const members = await benchMembers(handle, ACCOUNTS);
    const setupS = (performance.now() - t0) / 1000;
    const ledger = createLedgerService({ database: handle, repository: createLedgerRepository(handle.db), now: Date.now });
    const purse = (memberId) => ({ memberId, merchantCode: 'LUCKY', currency: 'PHP', demo: false });
    const house = accounts.house('LUCKY', 'PHP');
    const houseRow = await ledger.run((book) => book.account(house));
    const hotRow = await ledger.run((book) => book.account(accounts.cash(purse(members[0]))));
    const pick = () => members[Math.floor(Math.random() * members.length)];
    let n = 0;
    const key = (kind) => `bench:${kind}:${process.pid}:${n++}`;
    const transfer = (from, to, kind) => ledger.transfer({ key: key(kind), debit: from, credit: to, amount: 1, kind: 'bet', memberId: from.memberId ?? null, reference: 'bench' });
    const scenarios = {
      'hot member -> house': () => transfer(accounts.cash(purse(members[0])), house, 'hot'),
      '10k members -> house': () => transfer(accounts.cash(purse(pick())), house, 'spread'),
      '10k members <-> 10k': () => {
        const a = pick();
        let b = pick();
        while (b === a) b = pick();
        return transfer(accounts.cash(purse(a)), accounts.cash(purse(b)), 'mesh');
      },
      'bare INSERT': () =>
        handle.db
          .insertInto('ledger_transfers')
          .values({
            transfer_key: key('bare'),
            merchant_code: 'LUCKY',
            debit_account_id: hotRow.id,
            credit_account_id: houseRow.id,
            amount: 1,
            currency: 'PHP',
            kind: 'bet',
            state: 'posted',
            pending_id: null,
            member_id: members[0],
            reference: 'bench',
            memo: null,
            created_at: Date.now(),
          })
          .execute(),
    };
    for (const op of Object.values(scenarios)) await measure(op, 1);
    const samples = Object.fromEntries(Object.keys(scenarios).map((k) => [k, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, op] of Object.entries(scenarios)) samples[name].push(await measure(op));
    }
    const rows = Object.entries(samples).map(([name, list]) => ({
      name,
      rate: median(list.map((s) => s.rate)),
      p50: median(list.map((s) => s.p50)),
      p99: median(list.map((s) => s.p99)),
      failed: list.reduce((s, x) => s + x.failed, 0),
      lastError: list.find((x) => x.lastError)?.lastError,
    }));
    return { label, setupS, rows, members };
  } finally {
    await handle.destroy();
  }
}

// --- Over HTTP: the server listening, a game vendor's signed bet calls ------------------------------------
function startServer(databaseUrl, dataDir, port) {
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
      OPS_TOKEN,
      GAME_TICKET_SECRET: SECRET,
    },
  });
}

const walletSecret = integrationSecret(SECRET, 'DEMO');
const sign = (body) => createHmac('sha256', walletSecret).update(body).digest('hex');

async function rngGame(url) {
  const handle = createDatabase(url);
  try {
    const g = await handle.db.selectFrom('games').select('node_id').where('merchant_code', '=', 'LUCKY').where('game_type', '=', 'RNG').where('enabled', '=', 1).orderBy('id').executeTakeFirstOrThrow();
    return g.node_id;
  } finally {
    await handle.destroy();
  }
}

async function playerTokens(memberIds, game) {
  const tokens = createPlayerTokens({ secret: SECRET });
  return Promise.all(memberIds.map(async (id) => ({ user: String(id), token: await tokens.issue({ memberId: id, merchantCode: 'LUCKY', currency: 'PHP', demo: false, game }) })));
}

function betBody(player, game, tx) {
  return JSON.stringify({
    request_uuid: randomUUID(),
    user: player.user,
    token: player.token,
    game_code: game,
    round: `r-${tx}`,
    round_closed: true,
    transaction_uuid: tx,
    currency: 'PHP',
    // a stake of 10.00 (the protocol counts thousandths of a cent): a slot's progressive pool takes its share,
    // as it does of every real stake, so the pool's account is written by every bet too
    amount: 1000 * 1000,
  });
}

async function httpBets(port, players, game) {
  let n = 0;
  const run = randomBytes(4).toString('hex');
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: HTTP_SECONDS,
    requests: [
      {
        method: 'POST',
        path: '/vendor-api/DEMO/transaction/bet',
        setupRequest: (request) => {
          const body = betBody(players[n % players.length], game, `hb-${run}-${n++}`);
          return { ...request, body, headers: { 'content-type': 'application/json', 'x-signature': sign(body) } };
        },
      },
    ],
  });
  return { rps: result.requests.average, p99: result.latency.p99, mean: result.latency.mean, non2xx: result.non2xx, errors: result.errors, total: result.requests.total };
}

async function overHttp(url, dataDir, members) {
  const port = await freePort();
  const server = startServer(url, dataDir, port);
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`, server);
    const game = await rngGame(url);
    const hot = await playerTokens([members[0]], game);
    const spread = await playerTokens(members.slice(0, 1000), game);
    // one bet by hand: the call must be answered RS_OK, or the figures mean nothing
    const probe = betBody(hot[0], game, `probe-${randomUUID()}`);
    const answer = await (await fetch(`http://127.0.0.1:${port}/vendor-api/DEMO/transaction/bet`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': sign(probe) }, body: probe })).json();
    if (answer.status !== 'RS_OK') throw new Error(`wallet bet answered ${JSON.stringify(answer)}`);
    await httpBets(port, hot, game); // warm-up
    const rows = [];
    for (const [name, players] of [['HTTP bets, one member', hot], ['HTTP bets, 1,000 members', spread]]) {
      const before = await countBets(url);
      const cpuBefore = cpuMs(server.pid);
      const r = await httpBets(port, players, game);
      const cpu = cpuMs(server.pid) - cpuBefore;
      const stored = (await countBets(url)) - before;
      rows.push({ name, ...r, stored, cpuPerBet: cpu / Math.max(1, stored) });
    }
    return rows;
  } finally {
    await stop(server);
  }
}

/**
 * The CPU time a process has used (user + system, ms), from /proc: the server's CPU per bet is a steadier
 * figure than bets per second on a host whose speed moves from minute to minute. NaN where /proc is absent.
 */
function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return Number.NaN;
  }
}

async function countBets(url) {
  const handle = createDatabase(url);
  try {
    const row = await handle.db.selectFrom('vendor_transactions').select((eb) => eb.fn.countAll().as('n')).where('kind', '=', 'bet').executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await handle.destroy();
  }
}

// --- kill -9 under a transfer write load ------------------------------------------------------------------
/**
 * A fresh database and server; operator adjustments (+1 cent to the demo member, a new request id each)
 * and wallet bets (1 cent) as fast as `connections` clients can; SIGKILL after a while; restart. Every
 * transfer the server acknowledged (200 / RS_OK) must be in the ledger under its key, and the restarted
 * server's own audit (/ops/ledger/integrity) must be sound.
 */
async function killNine(url, dataDir) {
  const port = await freePort();
  let server = startServer(url, dataDir, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/healthz`, server);
    const handle = createDatabase(url);
    let demoId;
    try {
      demoId = (await handle.db.selectFrom('members').select('id').where('username', '=', 'demo').executeTakeFirstOrThrow()).id;
    } finally {
      await handle.destroy();
    }
    const game = await rngGame(url);
    const [player] = await playerTokens([demoId], game);
    const ops = { authorization: `Bearer ${OPS_TOKEN}`, 'content-type': 'application/json' };
    const acknowledged = { adjustments: [], bets: [] };
    let attempted = 0;
    let stopped = false;
    const worker = async (w) => {
      for (let i = 0; !stopped; i++) {
        attempted++;
        try {
          if (w % 2 === 0) {
            const requestId = `kill-${w}-${i}-${randomBytes(3).toString('hex')}`;
            const res = await fetch(`${base}/ops/members/demo/adjustments`, { method: 'POST', headers: ops, body: JSON.stringify({ amount: '0.01', reason: 'kill -9 bench', requestId }) });
            if (res.status === 200) acknowledged.adjustments.push(requestId);
            await res.arrayBuffer();
          } else {
            const tx = `kill-${w}-${i}-${randomBytes(3).toString('hex')}`;
            const body = betBody(player, game, tx);
            const res = await fetch(`${base}/vendor-api/DEMO/transaction/bet`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-signature': sign(body) }, body });
            const json = res.status === 200 ? await res.json() : null;
            if (json?.status === 'RS_OK') acknowledged.bets.push(tx);
          }
        } catch {
          return; // the server is gone
        }
      }
    };
    const load = Array.from({ length: CONNECTIONS }, (_, w) => worker(w));
    await new Promise((r) => setTimeout(r, KILL_AFTER_S * 1000));
    server.kill('SIGKILL');
    stopped = true;
    await Promise.all(load);
    await new Promise((r) => (server.exitCode !== null || server.signalCode !== null ? r() : server.once('exit', r)));
    const t0 = performance.now();
    server = startServer(url, dataDir, port);
    await waitFor(`${base}/healthz`, server);
    const restartS = (performance.now() - t0) / 1000;
    const check = await (await fetch(`${base}/ops/ledger/integrity`, { headers: ops })).json();
    const verify = createDatabase(url);
    let lostAdjustments;
    let lostBets;
    try {
      const keys = new Set((await verify.db.selectFrom('ledger_transfers').select('transfer_key').where('transfer_key', 'like', 'adjustment:kill-%').execute()).map((r) => r.transfer_key));
      lostAdjustments = acknowledged.adjustments.filter((id) => !keys.has(`adjustment:${id}`));
      const bets = new Set((await verify.db.selectFrom('ledger_transfers').select('transfer_key').where('transfer_key', 'like', 'vtx:DEMO:kill-%').execute()).map((r) => r.transfer_key));
      lostBets = acknowledged.bets.filter((tx) => !bets.has(`vtx:DEMO:${tx}:cash`));
    } finally {
      await verify.destroy();
    }
    return { attempted, acknowledged: acknowledged.adjustments.length + acknowledged.bets.length, adjustments: acknowledged.adjustments.length, bets: acknowledged.bets.length, lostAdjustments, lostBets, integrity: check.value, restartS };
  } finally {
    await stop(server);
  }
}

// --- Run ---------------------------------------------------------------------------------------------------
async function runDatabase(label, makeUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-bench-ledger-'));
  const dbs = [];
  try {
    const main = await makeUrl('bench', dataDir);
    dbs.push(main);
    const ledger = await inProcess(label, main.url);
    const http = await overHttp(main.url, dataDir, ledger.members);
    const crashDb = await makeUrl('crash', dataDir);
    dbs.push(crashDb);
    const crash = await killNine(crashDb.url, dataDir);
    return { label, ledger, http, crash };
  } finally {
    for (const db of dbs) await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const runs = [];
runs.push(await runDatabase('SQLite', async (name, dir) => ({ url: `sqlite:${path.join(dir, `${name}.db`)}`, drop: async () => {} })));
if (process.env.BENCH_DATABASE_URL) runs.push(await runDatabase('PostgreSQL', () => postgresSchema(process.env.BENCH_DATABASE_URL)));

console.log('');
console.log(`Ledger benchmark (${new Date().toISOString()})`);
console.log(`  CPU: ${cpus()[0]?.model ?? 'unknown CPU'}; ${cores} cores; Node ${process.version}`);
console.log(`  in process: ledger service transfers of 1 cent, ${CONCURRENCY} in flight, ${ROUNDS} rounds of ${SECONDS} s per scenario in turns (medians); ${ACCOUNTS.toLocaleString('en')} funded members`);
console.log(`  over HTTP: signed seamless-wallet bets (autocannon, ${CONNECTIONS} connections, ${HTTP_SECONDS} s), server ${hasTaskset ? 'pinned to core 0' : 'not pinned (no taskset)'}`);
let failed = false;
for (const run of runs) {
  const bare = run.ledger.rows.find((r) => r.name === 'bare INSERT');
  console.log('');
  console.log(`${run.label} (setup: migrations, seed and ${ACCOUNTS.toLocaleString('en')} funded members in ${run.ledger.setupS.toFixed(1)} s)`);
  console.log('  scenario                    | transfers/s |  p50 ms |  p99 ms | vs bare INSERT');
  for (const r of run.ledger.rows) {
    if (r.failed > 0) failed = true;
    console.log(
      `  ${r.name.padEnd(27)} | ${r.rate.toFixed(0).padStart(11)} | ${r.p50.toFixed(2).padStart(7)} | ${r.p99.toFixed(2).padStart(7)} | ${r.name === 'bare INSERT' ? '' : (r.rate / bare.rate).toFixed(2)}${r.failed ? `  (${r.failed} failed: ${r.lastError?.message ?? r.lastError})` : ''}`,
    );
  }
  for (const r of run.http) {
    // every answered bet is stored; a few more may have been in flight when the clock stopped
    if (r.non2xx > 0 || r.errors > 0 || r.stored < r.total || r.stored > r.total + CONNECTIONS) failed = true;
    console.log(
      `  ${r.name.padEnd(27)} | ${r.rps.toFixed(0).padStart(11)} | ${''.padStart(7)} | ${String(r.p99).padStart(7)} | ${(r.rps / bare.rate).toFixed(2)}  (${r.total} answered, ${r.stored} bets stored${r.non2xx || r.errors ? `, ${r.non2xx} non-2xx, ${r.errors} errors` : ''}; server CPU ${r.cpuPerBet.toFixed(2)} ms a bet)`,
    );
  }
  const c = run.crash;
  const sound = c.integrity?.ok === true && c.lostAdjustments.length === 0 && c.lostBets.length === 0;
  if (!sound) failed = true;
  console.log(
    `  kill -9 after ${KILL_AFTER_S} s: ${c.attempted} calls, ${c.acknowledged} acknowledged (${c.adjustments} adjustments, ${c.bets} bets); ` +
      `lost after restart: ${c.lostAdjustments.length + c.lostBets.length}; integrity ${c.integrity?.ok ? 'ok' : `NOT ok: ${JSON.stringify(c.integrity)}`} ` +
      `(${c.integrity?.transfers} transfers); restart ${c.restartS.toFixed(1)} s`,
  );
}
if (failed) process.exitCode = 1;
