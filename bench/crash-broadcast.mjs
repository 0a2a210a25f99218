#!/usr/bin/env node
// Crash broadcast: the server listening (its own process, on core 0 when taskset is there), N WebSocket
// clients of the live crash round (this process, on core 1), and for every tick of the running rounds the
// time from the tick's timestamp on the server to the LAST client receiving it (a tick is stamped when the
// round clock's step begins, one database read before it is sent). Median and p99 over every tick of a few
// rounds; also the median and p99 of single deliveries. Same machine, so both sides read the same clock.
//
//   node bench/crash-broadcast.mjs [--clients 1000] [--rounds 3] [--max-seconds 120]
//
// Not a test: it prints figures, and fails only when clients cannot connect or miss ticks.
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
    rounds: { type: 'string', default: '3' },
    'max-seconds': { type: 'string', default: '120' },
  },
});
const CLIENTS = Number(args.clients);
const ROUNDS = Number(args.rounds);
const MAX_MS = Number(args['max-seconds']) * 1000;

const hasTaskset = spawnSync('taskset', ['-V']).status === 0;
function pinned(core, command, commandArgs) {
  return hasTaskset ? ['taskset', ['-c', String(core), command, ...commandArgs]] : [command, commandArgs];
}
// this driver on core 1, the server on core 0
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

const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-crash-bench-'));
const port = await freePort();
const [cmd, cmdArgs] = pinned(0, process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')]);
const server = spawn(cmd, cmdArgs, {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: `sqlite:${path.join(dataDir, 'bench.db')}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    REDIS_URL: '',
    ...BENCH_PRODUCTION_ENV,
    OIDC_LOCAL: '0',
    CRASH_CHAIN_LENGTH: '10000',
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
  if (Date.now() - started > 60_000) {
    stop();
    throw new Error('the server did not start');
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** per tick (roundId:at): how many clients got it, and the last arrival */
const ticks = new Map();
const deliveries = [];
let crashedRounds = 0;
let tickRounds = new Set();

function onMessage(data) {
  const received = Date.now();
  const text = String(data);
  if (text.startsWith('{"type":"tick"')) {
    const event = JSON.parse(text);
    const key = `${event.roundId}:${event.at}`;
    const entry = ticks.get(key) ?? { at: event.at, count: 0, last: 0 };
    entry.count++;
    entry.last = Math.max(entry.last, received);
    ticks.set(key, entry);
    deliveries.push(received - event.at);
    tickRounds.add(event.roundId);
  }
}

console.log(`crash broadcast: ${CLIENTS} WebSocket clients${hasTaskset ? ' (server on core 0, clients on core 1)' : ''}`);
const url = `ws://127.0.0.1:${port}/ws/crash?merchant=LUCKY`;
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
    socket.on('message', onMessage);
  }
  await Promise.all(batch);
}
console.log(`  connected in ${Date.now() - connectStart} ms`);

// the first client also counts crashes
sockets[0].on('message', (data) => {
  if (String(data).startsWith('{"type":"crashed"')) crashedRounds++;
});

// measure from the next round that starts running on: skip the round in progress
const measureFrom = Date.now();
await new Promise((resolve) => {
  const timer = setInterval(() => {
    const fullRounds = [...tickRounds].length;
    if ((crashedRounds >= ROUNDS + 1 && fullRounds >= ROUNDS) || Date.now() - measureFrom > MAX_MS) {
      clearInterval(timer);
      resolve();
    }
  }, 200);
});

for (const socket of sockets) socket.terminate();
stop();

const complete = [...ticks.values()].filter((t) => t.count === CLIENTS);
const partial = ticks.size - complete.length;
const toLast = complete.map((t) => t.last - t.at).sort((a, b) => a - b);
const single = deliveries.sort((a, b) => a - b);
const q = (list, p) => list[Math.min(list.length - 1, Math.floor(p * list.length))];
console.log(`  ${tickRounds.size} running rounds, ${ticks.size} ticks (${partial} not seen by every client)`);
if (complete.length === 0) {
  console.error('no tick reached every client');
  process.exit(1);
}
console.log(`  tick -> last of ${CLIENTS} clients: median ${q(toLast, 0.5)} ms, p99 ${q(toLast, 0.99)} ms, max ${toLast.at(-1)} ms`);
console.log(`  tick -> one client: median ${q(single, 0.5)} ms, p99 ${q(single, 0.99)} ms`);
if (partial > 2) {
  // the first and last ticks may straddle the measurement window; more than that is a lost message
  console.error(`${partial} ticks missed some clients`);
  process.exit(1);
}
