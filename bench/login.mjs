#!/usr/bin/env node
// Login throughput: full sealed-body logins over HTTP against a server pinned to one CPU core, with the
// raw argon2id verify rate on the same core as the baseline (a login is one verify plus the rest).
//
//   node bench/login.mjs [--users 100] [--logins 600] [--connections 8]
//
// The server runs on a fresh SQLite database in a temp folder, with LOGIN_IP_LIMIT raised (every request
// comes from 127.0.0.1) and N bench users with distinct usernames (the per-username limit stays out of
// the way). Not a test: it prints figures and fails only when logins fail.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { register } from 'tsx/esm/api';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '100' },
    logins: { type: 'string', default: '600' },
    connections: { type: 'string', default: '8' },
    'verify-seconds': { type: 'string', default: '5' },
  },
});
const USERS = Number(args.users);
const LOGINS = Number(args.logins);
const CONNECTIONS = Number(args.connections);
const VERIFY_SECONDS = Number(args['verify-seconds']);
const PASSWORD = 'Bench-Password-2026';

const hasTaskset = spawnSync('taskset', ['-V']).status === 0;
const cores = availableParallelism();
/** The measured server and the argon2 baseline run on core 0; this driver elsewhere when it can. */
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

function run(command, commandArgs, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'inherit'], ...options });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited ${code}`))));
  });
}

// --- 1. Baseline: argon2id verify per second on core 0, same parameters as the server -----------------
const baselineScript = `
import { hash, verify } from '@node-rs/argon2';
const { ARGON2_OPTIONS } = await import(${JSON.stringify(path.join(ROOT, 'apps/server/src/lib/passwords.ts'))});
const h = await hash('${PASSWORD}', ARGON2_OPTIONS);
const until = Date.now() + ${VERIFY_SECONDS * 1000};
let n = 0;
const start = Date.now();
while (Date.now() < until) { await verify(h, '${PASSWORD}'); n++; }
const sequential = n / ((Date.now() - start) / 1000);
// Several at once, as concurrent logins do (the work goes to libuv's thread pool, still on one core).
let m = 0;
const start2 = Date.now();
const until2 = start2 + ${VERIFY_SECONDS * 1000};
await Promise.all(Array.from({ length: ${CONNECTIONS} }, async () => { while (Date.now() < until2) { await verify(h, '${PASSWORD}'); m++; } }));
const concurrent = m / ((Date.now() - start2) / 1000);
console.log(JSON.stringify({ sequential, concurrent }));
`;
const [bCmd, bArgs] = pinned(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', baselineScript]);
const measureBaseline = async () => JSON.parse((await run(bCmd, bArgs, { cwd: ROOT })).trim().split('\n').pop());
// Measured before and after the logins (shared machines drift); the mean is reported.
const baselineBefore = await measureBaseline();

// --- 2. A fresh database with the bench users ---------------------------------------------------------
const dir = mkdtempSync(path.join(tmpdir(), 'lobby-bench-'));
const databaseUrl = `sqlite:${path.join(dir, 'bench.db')}`;
register();
const { createDatabase } = await import('../apps/server/src/db/database.ts');
const { prepareDatabase } = await import('../apps/server/src/db/prepare.ts');
const { hashPassword } = await import('../apps/server/src/lib/passwords.ts');
const { encryptPayload, ACCOUNT_PATHS, ENCRYPTION_SCHEME } = await import('../packages/contract/src/index.ts');
{
  const handle = createDatabase(databaseUrl);
  await prepareDatabase(handle);
  const passwordHash = await hashPassword(PASSWORD);
  const now = Date.now();
  for (let i = 0; i < USERS; i++) {
    const username = `bench${String(i).padStart(5, '0')}`;
    const member = await handle.db
      .insertInto('members')
      .values({
        merchant_code: 'LUCKY',
        username,
        username_key: username,
        password_hash: passwordHash,
        type: 0,
        account: username,
        head_icon: 1,
        rank_completed: 0,
        rank_expected: 0,
        profile: '{}',
        status: 'active',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await handle.db.insertInto('wallets').values({ member_id: member.id, balance_cents: 0, currency: 'PHP', updated_at: now }).execute();
  }
  await handle.destroy();
}

// --- 3. The server, pinned to core 0 -------------------------------------------------------------------
const port = await freePort();
const [sCmd, sArgs] = pinned(process.execPath, ['--import', 'tsx', path.join(ROOT, 'apps/server/src/server.ts')]);
const server = spawn(sCmd, sArgs, {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
    LOGIN_IP_LIMIT: String(1_000_000_000),
    SEED_DEMO: '1',
    REDIS_URL: '',
  },
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }

  // --- 4. Sealed login bodies, made ahead (each has its own nonce and is accepted once) -----------------
  const key = (await (await fetch(`${base}${ACCOUNT_PATHS.encryptionKey}`)).json()).value;
  const makeBodies = async (n) => {
    const bodies = [];
    for (let i = 0; i < n; i++) {
      const username = `bench${String(i % USERS).padStart(5, '0')}`;
      bodies.push(JSON.stringify(await encryptPayload(key, { type: 'username', username, password: PASSWORD })));
    }
    return bodies;
  };

  const measure = async (bodies, title) => {
    let next = 0;
    const result = await autocannon({
      url: base,
      title,
      connections: CONNECTIONS,
      amount: bodies.length,
      timeout: 60,
      requests: [
        {
          method: 'POST',
          path: ACCOUNT_PATHS.login,
          headers: { 'content-type': 'application/json', encryption: ENCRYPTION_SCHEME, merchant: 'LUCKY' },
          setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }),
        },
      ],
    });
    return result;
  };

  await measure(await makeBodies(Math.min(50, LOGINS)), 'warm-up');
  const result = await measure(await makeBodies(LOGINS), 'login');
  const baselineAfter = await measureBaseline();
  const baseline = {
    sequential: (baselineBefore.sequential + baselineAfter.sequential) / 2,
    concurrent: (baselineBefore.concurrent + baselineAfter.concurrent) / 2,
  };
  const ok = result['2xx'];
  const seconds = result.duration;
  const loginsPerSecond = ok / seconds;

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log('');
  console.log(`Login benchmark (${new Date().toISOString()})`);
  console.log(`  CPU: ${cpu}; ${cores} cores available; server and baseline ${hasTaskset ? 'pinned to core 0 (taskset -c 0)' : 'NOT pinned (taskset missing)'}${hasTaskset && cores > 1 ? ', load generator on core 1' : ''}`);
  console.log(`  Node ${process.version}; SQLite; argon2id m=19456 KiB, t=2, p=1; RSA-OAEP-256 3072 + AES-256-GCM bodies`);
  const range = (k) => `${baselineBefore[k].toFixed(1)} before, ${baselineAfter[k].toFixed(1)} after`;
  console.log(`  argon2id verify, one at a time:        ${baseline.sequential.toFixed(1)} /s  (${range('sequential')})`);
  console.log(`  argon2id verify, ${CONNECTIONS} at a time (raw):    ${baseline.concurrent.toFixed(1)} /s  (${range('concurrent')})`);
  console.log(`  full sealed logins over HTTP:          ${loginsPerSecond.toFixed(1)} /s  (${ok} ok, ${result.non2xx} failed, ${result.errors} errors, ${CONNECTIONS} connections, ${USERS} users)`);
  console.log(`  login latency: mean ${result.latency.mean.toFixed(1)} ms, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
  console.log(`  logins/s as a share of verify/s:       ${((loginsPerSecond / baseline.sequential) * 100).toFixed(0)} %`);
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
