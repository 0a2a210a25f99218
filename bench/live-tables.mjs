#!/usr/bin/env node
// Live tables broadcast: the server listening (its own process, on core 0 when taskset is there) and N
// WebSocket clients watching the demo vendor's baccarat table (this process, on core 1). For every round, the
// time from the result being decided on the server (the round's resultAt, stamped when the dealer's step
// decides it, before the database write and the push) to the LAST client receiving the state that shows it;
// median and p99 over the rounds, and the median and p99 of single deliveries. Same machine, so both sides
// read the same clock. A round is 15 s of bets and 8 s of show: a few rounds take a minute or two.
//
//   node bench/live-tables.mjs [--clients 1000] [--rounds 4] [--table baccarat:PHP] [--max-seconds 180]
//
// Not a test: it prints figures, and fails only when clients cannot connect or miss a result.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { BENCH_PRODUCTION_ENV } from './lib/production-env.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    clients: { type: 'string', default: '1000' },
    rounds: { type: 'string', default: '4' },
    table: { type: 'string', default: 'baccarat:PHP' },
    'max-seconds': { type: 'string', default: '180' },
  },
});
const CLIENTS = Number(args.clients);
const ROUNDS = Number(args.rounds);
const MAX_MS = Number(args['max-seconds']) * 1000;

const hasTaskset = spawnSync('taskset', ['-V']).status === 0;
function pinned(core, command, commandArgs) {
  return hasTaskset ? ['taskset', ['-c', String(core), command, ...commandArgs]] : [command, commandArgs];
}
if (hasTaskset) spawnSync('taskset', ['-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });

async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-live-bench-'));
const port = await freePort();
const [cmd, cmdArgs] = pinned(0, process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')]);
const server = spawn(cmd, cmdArgs, {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(dataDir, 'bench.db')}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    SPORTS_FEED: 'none',
    ...BENCH_PRODUCTION_ENV,
  },
});

function stop() {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}

const base = `http://127.0.0.1:${port}`;
const started = Date.now();
for (;;) {
  try {
    const res = await fetch(`${base}/healthz`);
    if (res.ok) break;
  } catch {
    // not listening yet
  }
  if (Date.now() - started > 90_000) {
    stop();
    throw new Error('the server did not start');
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** per round number: its resultAt, how many clients saw the result, the last arrival */
const results = new Map();
const deliveries = [];
const ROUND = /"round":\{"number":(\d+),"phase":"(\w+)"/;
const RESULT_AT = /"resultAt":(\d+)/;

function watcher() {
  const seen = new Set();
  return (data) => {
    const received = Date.now();
    const text = String(data);
    const m = ROUND.exec(text);
    if (!m || m[2] !== 'result') return;
    const number = Number(m[1]);
    if (seen.has(number)) return;
    seen.add(number);
    const at = Number(RESULT_AT.exec(text.slice(m.index))?.[1]);
    const entry = results.get(number) ?? { at, count: 0, last: 0 };
    entry.count++;
    entry.last = Math.max(entry.last, received);
    results.set(number, entry);
    deliveries.push(received - at);
  };
}

console.log(`live tables broadcast: ${CLIENTS} WebSocket clients at ${args.table}${hasTaskset ? ' (server on core 0, clients on core 1)' : ''}`);
const url = `ws://127.0.0.1:${port}/games/demo/live/socket?table=${encodeURIComponent(args.table)}`;
const sockets = [];
const connectStart = Date.now();
for (let i = 0; i < CLIENTS; i += 100) {
  const batch = [];
  for (let j = i; j < Math.min(CLIENTS, i + 100); j++) {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    sockets.push(socket);
    batch.push(
      new Promise((resolve, reject) => {
        socket.once('open', resolve);
        socket.once('error', reject);
      }),
    );
    socket.on('message', watcher());
  }
  await Promise.all(batch);
}
console.log(`  connected in ${Date.now() - connectStart} ms`);

// rounds decided after every client is connected
const from = Date.now();
const measured = () => [...results.values()].filter((r) => r.at >= from);
await new Promise((resolve) => {
  const timer = setInterval(() => {
    const done = measured().filter((r) => r.count === CLIENTS).length;
    if (done >= ROUNDS || Date.now() - from > MAX_MS) {
      clearInterval(timer);
      // a moment for the stragglers of the last round
      setTimeout(resolve, 500);
    }
  }, 200);
});

for (const socket of sockets) socket.terminate();
stop();

const rounds = measured();
const complete = rounds.filter((r) => r.count === CLIENTS);
const toLast = complete.map((r) => r.last - r.at).sort((a, b) => a - b);
const single = deliveries.sort((a, b) => a - b);
const q = (list, p) => list[Math.min(list.length - 1, Math.floor(p * list.length))];
console.log(`  ${rounds.length} results, ${rounds.length - complete.length} not seen by every client`);
if (complete.length === 0) {
  console.error('no result reached every client');
  process.exit(1);
}
console.log(`  result decided -> last of ${CLIENTS} clients: p50 ${q(toLast, 0.5)} ms, p99 ${q(toLast, 0.99)} ms, max ${toLast.at(-1)} ms (${complete.length} rounds)`);
console.log(`  result decided -> one client: p50 ${q(single, 0.5)} ms, p99 ${q(single, 0.99)} ms`);
if (rounds.length - complete.length > 1) {
  console.error('results missed some clients');
  process.exit(1);
}
