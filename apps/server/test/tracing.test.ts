import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { freePort } from './helpers/free-port.ts';
import { createTestDatabase } from './helpers/test-app.ts';
import type { TestDatabase } from './helpers/test-app.ts';

/**
 * OpenTelemetry through the real protocol: the server started as production starts it (tracing.ts loaded
 * first) with an OTLP/HTTP endpoint that is a local receiver, as a collector would be. A request's span
 * carries its request id, and the database queries (and, with Redis, its commands) it made are spans of the
 * same trace under it; probes make no trace. On the suite's database: SQLite's queries come from Kysely's log,
 * PostgreSQL's from the pg driver.
 */

interface Span {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: string } }>;
}

const spans: Span[] = [];
let receiver: Server;
let child: ChildProcess;
let base = '';
let output = '';
let testDb: TestDatabase;
const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-tracing-'));

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (d: Buffer) => (body += d.toString('utf8')));
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const payload = JSON.parse(body) as { resourceSpans: Array<{ scopeSpans: Array<{ spans: Span[] }> }> };
        for (const r of payload.resourceSpans) for (const s of r.scopeSpans) spans.push(...s.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const receiverPort = await freePort();
  await new Promise<void>((r) => receiver.listen(receiverPort, '127.0.0.1', r));
  testDb = await createTestDatabase();
  const port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', '--import', path.join(REPO_ROOT, 'apps/server/src/tracing.ts'), path.join(REPO_ROOT, 'apps/server/src/server.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: testDb.url,
      ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL } : {}),
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      // no simulated sportsbook feed (as in production): its first poll writes the whole calendar at once
      SPORTS_FEED: 'none',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(dataDir, 'no-web'),
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
      OTEL_SERVICE_NAME: 'lobby-test',
      OTEL_BSP_SCHEDULE_DELAY: '100',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${base}/livez`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 120_000);

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await new Promise<void>((r) => receiver?.close(() => r()));
  await testDb?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const attr = (span: Span, key: string) => span.attributes.find((a) => a.key === key)?.value.stringValue;

async function spansOf(requestId: string, timeoutMs = 10_000): Promise<{ server: Span; children: Span[] }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const server = spans.find((s) => attr(s, 'http.request_id') === requestId);
    if (server) {
      // the children arrive in the same or the next batch
      await new Promise((r) => setTimeout(r, 300));
      return { server, children: spans.filter((s) => s.traceId === server.traceId && s.spanId !== server.spanId) };
    }
    if (Date.now() > deadline) throw new Error(`no span for ${requestId}; got ${spans.map((s) => s.name).join(', ')}\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('traces over OTLP', () => {
  it('a request is one trace: its span carries the request id, the queries it made are spans under it', async () => {
    // an unknown merchant code is looked up in the database (the merchant cache has no such key)
    const res = await fetch(`${base}/wps/system/status`, { headers: { merchant: 'NOSUCHBRAND', 'x-request-id': 'trace-me-1' } });
    expect(res.headers.get('x-request-id')).toBe('trace-me-1');
    const login = await fetch(`${base}/wps/captcha/slider`, { headers: { 'x-request-id': 'trace-me-2' } });
    expect(login.status).toBeLessThan(500);
    const { server, children } = await spansOf('trace-me-2');
    expect(server.name).toMatch(/^GET/);
    const db = children.filter((s) => /^(sqlite|pg)/.test(s.name) || attr(s, 'db.system') !== undefined);
    expect(db.length, children.map((s) => s.name).join(', ')).toBeGreaterThan(0);
    if (process.env.TEST_REDIS_URL) {
      expect(children.some((s) => attr(s, 'db.system') === 'redis' || /^(get|set|incr|eval|evalsha|multi|exec|pexpire|expire)$/i.test(s.name)), children.map((s) => s.name).join(', ')).toBe(true);
    }
  });

  it('probes make no trace', async () => {
    for (const url of ['/livez', '/readyz', '/metrics']) await fetch(`${base}${url}`, { headers: { 'x-request-id': `probe${url.replace('/', '-')}` } });
    await fetch(`${base}/wps/system/status`, { headers: { merchant: 'LUCKY', 'x-request-id': 'after-probes' } });
    await spansOf('after-probes');
    expect(spans.filter((s) => /^probe-/.test(attr(s, 'http.request_id') ?? '')).map((s) => s.name + JSON.stringify(s.attributes))).toEqual([]);
    expect(spans.some((s) => /livez|readyz|metrics/.test(attr(s, 'http.target') ?? attr(s, 'url.path') ?? ''))).toBe(false);
  });
});
