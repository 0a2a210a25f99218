import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REPO_ROOT } from '../../src/config.ts';
import { createTestDatabase, TEST_OPS_TOKEN } from '../helpers/test-app.ts';
import type { TestDatabase } from '../helpers/test-app.ts';
import { freePort } from '../helpers/free-port.ts';

/**
 * The topology of compose.yaml with processes instead of containers: two server instances on one PostgreSQL
 * database and one Redis, behind nginx running the repository's own deploy/nginx.conf (its upstream names
 * pointed at the instances' ports). Through the one address: requests spread over both instances, the crash
 * WebSocket upgrades, the operators' chat stream arrives unbuffered, /metrics is not served, the request id
 * passes through, and the site keeps answering when one instance is killed. Needs PostgreSQL, Redis and nginx
 * (CI installs nginx): skipped on the suite's SQLite pass and, outside CI, without them; in CI's PostgreSQL
 * pass it fails without them.
 */

const nginx = spawnSync('nginx', ['-v']).status === 0;
const ready = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && nginx);
// The suite's SQLite pass has no PostgreSQL to share; its PostgreSQL pass in CI must run this, not skip it.
if (process.env.CI && process.env.TEST_DATABASE_URL && !ready) {
  throw new Error('the topology test needs TEST_REDIS_URL and nginx (apt-get install nginx-light) beside TEST_DATABASE_URL');
}

const work = mkdtempSync(path.join(tmpdir(), 'lobby-topology-'));
const children: ChildProcess[] = [];
let testDb: TestDatabase | undefined;
let base = '';
const instances: Array<{ child: ChildProcess; port: number; log: () => string }> = [];

async function waitFor(url: string, child?: ChildProcess, output = () => ''): Promise<void> {
  const deadline = Date.now() + 90_000;
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

async function startInstance(databaseUrl: string, shared: Record<string, string>): Promise<(typeof instances)[number]> {
  const port = await freePort();
  const dataDir = path.join(work, 'data');
  mkdirSync(dataDir, { recursive: true });
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/server.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...shared,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      REDIS_URL: process.env.TEST_REDIS_URL,
      DATA_DIR: dataDir,
      OPS_TOKEN: TEST_OPS_TOKEN,
      SEED_DEMO: '1',
      // no simulated sportsbook feed (as in production): its first poll writes the whole calendar at once
      SPORTS_FEED: 'none',
      TRUST_PROXY: '1',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(work, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  await waitFor(`http://127.0.0.1:${port}/readyz`, child, () => out);
  return { child, port, log: () => out };
}

/** deploy/nginx.conf as it is, with the compose service names replaced by the instances' addresses. */
function nginxConfig(ports: [number, number], listen: number): string {
  const site = readFileSync(path.join(REPO_ROOT, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('server app1:8080', `server 127.0.0.1:${ports[0]}`)
    .replaceAll('server app2:8080', `server 127.0.0.1:${ports[1]}`)
    .replace(/listen 80;/, `listen 127.0.0.1:${listen};`);
  expect(site).not.toMatch(/app[12]:8080/);
  writeFileSync(path.join(work, 'site.conf'), site);
  for (const dir of ['body', 'proxy', 'logs']) mkdirSync(path.join(work, dir), { recursive: true });
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${work}/nginx.pid;`,
    `error_log ${work}/logs/error.log warn;`,
    'events { worker_connections 256; }',
    'http {',
    '  access_log off;',
    `  client_body_temp_path ${work}/body;`,
    `  proxy_temp_path ${work}/proxy;`,
    `  include ${work}/site.conf;`,
    '}',
  ].join('\n');
}

beforeAll(async () => {
  if (!ready) return;
  testDb = await createTestDatabase();
  // what every process of one site shares (compose.yaml sets the same from .env)
  const shared = { GAME_TICKET_SECRET: 'topology-ticket-secret-0123456789abcdef', OIDC_STATE_SECRET: 'topology-oidc-state-secret-0123456789abcdef' };
  // the first instance migrates and seeds; the second starts on the prepared database
  instances.push(await startInstance(testDb.url, shared));
  instances.push(await startInstance(testDb.url, shared));
  const listen = await freePort();
  writeFileSync(path.join(work, 'nginx.conf'), nginxConfig([instances[0]!.port, instances[1]!.port], listen));
  const check = spawnSync('nginx', ['-t', '-c', path.join(work, 'nginx.conf'), '-p', work], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  const proxy = spawn('nginx', ['-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'ignore' });
  children.push(proxy);
  base = `http://127.0.0.1:${listen}`;
  await waitFor(`${base}/readyz`);
}, 240_000);

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await testDb?.drop();
  rmSync(work, { recursive: true, force: true });
});

describe.runIf(ready)('two instances behind the proxy of compose.yaml', () => {
  it('spreads requests over both instances and passes the request id through', async () => {
    const before = instances.map((i) => i.log().split('\n').filter((l) => l.includes('"msg":"request"')).length);
    for (let i = 0; i < 8; i++) {
      const res = await fetch(`${base}/wps/system/status`, { headers: { merchant: 'LUCKY', 'x-request-id': `topo-${i}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe(`topo-${i}`);
    }
    // without one, the proxy's own id reaches the instance and comes back
    const own = await fetch(`${base}/wps/system/status`, { headers: { merchant: 'LUCKY' } });
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    await new Promise((r) => setTimeout(r, 200));
    const after = instances.map((i) => i.log().split('\n').filter((l) => l.includes('"msg":"request"')).length);
    expect(after[0]! - before[0]!).toBeGreaterThan(0);
    expect(after[1]! - before[1]!).toBeGreaterThan(0);
    // the id the caller sent is the one in the instance's log line
    expect(instances.map((i) => i.log()).join('')).toContain('"reqId":"topo-0"');
  });

  it('does not serve /metrics on the public address; each instance serves it inside', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(404);
    const inside = await fetch(`http://127.0.0.1:${instances[0]!.port}/metrics`);
    expect(inside.status).toBe(200);
    expect(await inside.text()).toContain('lobby_http_request_duration_seconds_count{method="GET",route="/wps/system/status"');
  });

  it('upgrades the crash WebSocket and streams the chat unbuffered', async () => {
    // as the app does: a socket closed while the merchant's first round is still being opened (1011, "the game
    // is starting") is opened again; a state must arrive within 30 s of the first try
    const deadline = Date.now() + 30_000;
    const closes: string[] = [];
    const once = () =>
      new Promise<{ type: string } | null>((resolve, reject) => {
        const socket = new WebSocket(`${base.replace('http', 'ws')}/ws/crash?merchant=LUCKY`);
        const timer = setTimeout(() => reject(new Error(`no crash state within 30 s (closes: ${closes.join(', ')})`)), Math.max(0, deadline - Date.now()));
        socket.on('message', (data) => {
          clearTimeout(timer);
          socket.close();
          resolve(JSON.parse(String(data)) as { type: string });
        });
        socket.on('close', (code, reason) => {
          clearTimeout(timer);
          closes.push(`${code} ${String(reason)}`);
          resolve(null);
        });
        socket.on('error', () => undefined);
      });
    let first: { type: string } | null = null;
    while (!first) {
      first = await once();
      if (!first) {
        if (Date.now() > deadline) throw new Error(`no crash state within 30 s (closes: ${closes.join(', ')})`);
        await new Promise((r) => setTimeout(r, 500));
      }
    }
    expect(first.type).toBe('state');

    const controller = new AbortController();
    const res = await fetch(`${base}/ops/chat/stream?merchant=LUCKY`, {
      headers: { authorization: `Bearer ${TEST_OPS_TOKEN}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    // the stream's first few bytes arrive at once: a buffering proxy would hold them
    const reader = res.body!.getReader();
    const chunk = await Promise.race([
      reader.read(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the chat stream was buffered')), 3_000)),
    ]);
    expect(new TextDecoder().decode(chunk.value)).toContain(': connected');
    controller.abort();
  });

  it('keeps answering when one instance is killed', async () => {
    instances[1]!.child.kill('SIGKILL');
    await new Promise((r) => setTimeout(r, 200));
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${base}/wps/system/status`, { headers: { merchant: 'LUCKY' } });
      expect(res.status).toBe(200);
    }
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });
});
