import { PassThrough } from 'node:stream';
import { PLAY_PATHS } from '@lobby/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { isPrivateAddress } from '../src/core/observability/health.ts';
import { newPlayer, path, post, rid, valueOf } from './helpers/money-api.ts';
import { createTestApp, createTestDatabase, oneProcess } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * What a platform team runs the server by: the probes (/livez, /readyz, /healthz) with draining, the request
 * id, one log line per request with nothing secret in it, and the Prometheus metrics with their access rule.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
  });
  t = await createTestApp({ logLevel: 'info' }, { logStream: stream });
});

afterAll(async () => {
  await t?.close();
});

/** What the log said about requests since `from`. */
const requestLines = (from: number) => lines.slice(from).filter((l) => l.msg === 'request');

describe('probes', () => {
  it('/livez, /readyz and /healthz answer 200 with what they checked, and are not logged', async () => {
    const from = lines.length;
    const live = await t.app.inject({ method: 'GET', url: '/livez' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    for (const url of ['/readyz', '/healthz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: t.config.redisUrl ? 'ok' : 'off' } });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    // (the demo's deposits, paid through the sandbox provider over HTTP in the background, are logged)
    const probes = requestLines(from).filter((l) => /^\/(livez|readyz|healthz)/.test(String(l.url)));
    expect(probes).toEqual([]);
  });

  it('while draining, /readyz answers 503 and /livez still 200', async () => {
    const testDb = await createTestDatabase();
    const app = await buildApp({ config: { ...loadConfig({ DATA_DIR: 'data/test-drain', LOG_LEVEL: 'silent' }), databaseUrl: testDb.url } });
    try {
      app.startDraining();
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'draining', checks: { database: 'ok' } });
      expect((await app.inject({ method: 'GET', url: '/livez' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});

describe('request id', () => {
  it('every answer carries one: the caller\'s when it is a plain token, else a fresh UUID', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    const b = await t.app.inject({ method: 'GET', url: '/wps/system/status' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);

    const kept = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { 'x-request-id': 'edge-7f3a:42' } });
    expect(kept.headers['x-request-id']).toBe('edge-7f3a:42');
    for (const bad of ['has space', 'x'.repeat(129), 'quote"d', '<script>']) {
      const res = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
    // errors and unknown addresses carry it too
    const missing = await t.app.inject({ method: 'GET', url: '/wps/nothing-here', headers: { 'x-request-id': 'trace-404' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('trace-404');
  });
});

describe('request log', () => {
  it('one line per request, with its id, route, status and time, and no secret from the URL', async () => {
    const from = lines.length;
    const res = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status?token=s3cr3t-t0ken&code=123456&page=2',
      headers: { 'x-request-id': 'log-check-1', cookie: 'session=abcdef123456' },
    });
    expect(res.statusCode).toBe(200);
    const logged = requestLines(from);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 30, reqId: 'log-check-1', method: 'GET', status: 200, route: '/wps/system/status' });
    expect(typeof logged[0]!.ms).toBe('number');
    const text = JSON.stringify(lines.slice(from));
    expect(text).toContain('page=2');
    for (const secret of ['s3cr3t-t0ken', '123456', 'abcdef123456']) expect(text).not.toContain(secret);
    // nothing else was written for it: not Fastify's "incoming request" / "request completed" pair
    expect(lines.slice(from).filter((l) => l.reqId === 'log-check-1')).toHaveLength(1);
  });

  it('a page\'s own data calls are not logged apart from it, and an outside caller cannot pass as one', async () => {
    const from = lines.length;
    // the marker is the process's own (with two instances, one process's marker means nothing to the other)
    const app = oneProcess(t.app);
    const forged = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { 'x-lobby-subrequest': 'f'.repeat(32), 'x-request-id': 'forged-1' } });
    expect(forged.statusCode).toBe(200);
    const sub = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { ...app.subrequestHeaders, 'x-request-id': 'inner-1' } });
    expect(sub.statusCode).toBe(200);
    const ids = requestLines(from).map((l) => l.reqId);
    expect(ids).toContain('forged-1');
    expect(ids).not.toContain('inner-1');
  });
});

describe('metrics', () => {
  // the counters are the process's own: the requests and the scrapes go to one process
  const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    oneProcess(t.app).inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  /** A sample's value in the exposition text (0 when the series is absent). */
  function sample(text: string, name: string, labels: Record<string, string> = {}): number {
    for (const line of text.split('\n')) {
      if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
      if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.split(' ').at(-1));
    }
    return 0;
  }

  it('a direct request from a private address reads them; through a proxy or from outside it is refused in the envelope', async () => {
    await oneProcess(t.app).inject({ method: 'GET', url: '/wps/system/status' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(sample(text, 'lobby_http_request_duration_seconds_count', { route: '/wps/system/status', status: '200' })).toBeGreaterThan(0);
    expect(text).toContain('lobby_nodejs_eventloop_lag_seconds');
    expect(text).toContain('lobby_process_cpu_user_seconds_total');
    // the probes and the scrapes are not traffic
    expect(text).not.toContain('route="/readyz"');
    expect(text).not.toContain('route="/metrics"');

    const proxied = await scrape({ 'x-forwarded-for': '203.0.113.9' });
    expect(proxied.statusCode).toBe(403);
    expect(proxied.json()).toMatchObject({ success: false, errorCode: 'permission.denied' });
    const outside = await scrape({}, '203.0.113.9');
    expect(outside.statusCode).toBe(403);
  });

  it('counts the bets and ledger transfers that committed, and the deposit orders by status', async () => {
    const before = (await scrape()).body;
    const p = await newPlayer(t.app, 'metricsbet', 100_00);
    const url = path(PLAY_PATHS.originalBet, { game: 'dice' });
    const app = oneProcess(t.app);
    for (let i = 0; i < 3; i++) valueOf(await post(app, url, { amount: 1, requestId: rid('m'), params: { target: 50, direction: 'under' } }, p.token));
    // a bet refused for want of money writes nothing and counts nothing
    const refused = await post(app, url, { amount: 1_000_000, requestId: rid('m'), params: { target: 50, direction: 'under' } }, p.token);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    const after = (await scrape()).body;
    const bets = (text: string) => sample(text, 'lobby_bets_total', { type: 'INHOUSE' });
    expect(bets(after) - bets(before)).toBe(3);
    const transfers = (text: string) => sample(text, 'lobby_ledger_transfers_total', { kind: 'bet' });
    expect(transfers(after) - transfers(before)).toBe(3);
    // the seeded demo's deposits, by merchant and status
    expect(after).toMatch(/lobby_deposit_orders\{merchant="LUCKY",status="[a-z_]+"\} [1-9]/);
    expect(after).toContain('lobby_withdrawal_orders');
  });

  it('with METRICS_TOKEN, only its bearer reads them', async () => {
    const testDb = await createTestDatabase();
    const token = 'metrics-token-0123456789';
    const app = await buildApp({ config: { ...loadConfig({ DATA_DIR: 'data/test-metrics', LOG_LEVEL: 'silent' }), databaseUrl: testDb.url, metricsToken: token } });
    try {
      for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${token}`, token]) {
        const res = await app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ success: false, errorCode: 'login.required' });
        expect(res.headers['www-authenticate']).toContain('Bearer');
      }
      const ok = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': '203.0.113.9' } });
      expect(ok.statusCode).toBe(200);
      expect(ok.body).toContain('lobby_http_request_duration_seconds');
    } finally {
      await app.close();
      await testDb.drop();
    }
  });

  it('private addresses are told from public ones', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '::1', '::ffff:10.0.0.5', 'fd00::1']) expect(isPrivateAddress(a)).toBe(true);
    for (const a of ['8.8.8.8', '172.32.0.1', '172.15.0.1', '192.169.0.1', '203.0.113.9', '2001:db8::1', '', undefined]) expect(isPrivateAddress(a)).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('PostgreSQL limits from configuration', () => {
  it('a statement past DATABASE_STATEMENT_TIMEOUT_MS, or no free connection in time, answers 503 system.busy', async () => {
    const testDb = await createTestDatabase();
    const base = loadConfig({ DATA_DIR: 'data/test-pool', LOG_LEVEL: 'silent' });
    const app = await buildApp({
      config: { ...base, databaseUrl: testDb.url, databasePool: { size: 1, statementTimeoutMs: 500, waitMs: 100 } },
    });
    app.get('/test/slow', async () => {
      await sql`select pg_sleep(1)`.execute(app.db);
      return { done: true };
    });
    app.get('/test/quick', async () => {
      await sql`select 1`.execute(app.db);
      return { done: true };
    });
    try {
      const slow = await app.inject({ method: 'GET', url: '/test/slow' });
      expect(slow.statusCode).toBe(503);
      expect(slow.json()).toMatchObject({ success: false, errorCode: 'system.busy' });
      // the one connection is held by a slow statement (500 ms): the next request waits 100 ms, then is told so
      const [held, waiting] = await Promise.all([
        app.inject({ method: 'GET', url: '/test/slow' }),
        new Promise((r) => setTimeout(r, 30)).then(() => app.inject({ method: 'GET', url: '/test/quick' })),
      ]);
      expect(held.statusCode).toBe(503);
      expect(waiting.statusCode).toBe(503);
      expect(waiting.json()).toMatchObject({ errorCode: 'system.busy' });
      // and the pool recovers
      expect((await app.inject({ method: 'GET', url: '/test/quick' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await testDb.drop();
    }
  });
});
