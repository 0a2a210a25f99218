import { randomBytes } from 'node:crypto';
import { GAME_PATHS } from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { App } from '../src/app.ts';
import { createBus } from '../src/core/bus.ts';
import { createCacheBus } from '../src/core/cache-bus.ts';
import { createRedisConnections } from '../src/core/redis.ts';
import type { RedisConnections } from '../src/core/redis.ts';
import { login } from './helpers/accounts.ts';
import { testRedisUrl } from './helpers/redis.ts';
import { createTestApp, oneProcess, opsHeaders } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

const redisUrl = testRedisUrl('cache invalidation across processes');
const NO_REDIS = 'TEST_REDIS_URL is unset: cross-process cache invalidation needs a Redis server';

const quiet = () => {};
const log = { warn: quiet, error: quiet, info: quiet, debug: quiet } as unknown as FastifyBaseLogger;

describe('the cache bus without Redis', () => {
  it('drops the caches of this process only, once per invalidation', async () => {
    const bus = createCacheBus({ bus: createBus({ log }), log });
    const dropped: string[] = [];
    bus.on('merchants', () => dropped.push('merchants'));
    bus.on('catalogue', () => dropped.push('catalogue'));
    await bus.invalidate('catalogue');
    expect(dropped).toEqual(['catalogue']);
  });
});

describe('the cache bus over Redis', () => {
  const connections: RedisConnections[] = [];
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.close()));
  });

  /** a process of an install: its Redis connections, its bus and its cache bus */
  async function process(prefix: string) {
    const redis = createRedisConnections(redisUrl!, log, prefix);
    connections.push(redis);
    const bus = createBus({ redis, prefix, log });
    await bus.ready;
    return createCacheBus({ bus, log });
  }

  it('tells every other process of the install and answers once they confirmed; each drops once', async (ctx) => {
    ctx.skip(!redisUrl, NO_REDIS);
    const prefix = `bus-test-${randomBytes(4).toString('hex')}:`;
    const [a, b, elsewhere] = await Promise.all([prefix, prefix, `${prefix}other:`].map((p) => process(p)));
    const seen: string[] = [];
    a!.on('merchants', () => seen.push('a'));
    b!.on('merchants', () => seen.push('b'));
    b!.on('catalogue', () => seen.push('b-catalogue'));
    elsewhere!.on('merchants', () => seen.push('another install'));
    await a!.invalidate('merchants');
    // invalidate() answers after b confirmed: b has dropped its copy by then.
    expect([...seen].sort()).toEqual(['a', 'b']);
    await new Promise((r) => setTimeout(r, 50));
    expect([...seen].sort()).toEqual(['a', 'b']);
  });
});

describe('the bus after Redis dropped its subscription', () => {
  it('drops every cache once it listens again: invalidations sent meanwhile were missed', async (ctx) => {
    ctx.skip(!redisUrl, NO_REDIS);
    const prefix = `bus-lost-${randomBytes(4).toString('hex')}:`;
    const redis = createRedisConnections(redisUrl!, log, prefix);
    try {
      const bus = createBus({ redis, prefix, log });
      await bus.ready;
      const caches = createCacheBus({ bus, log });
      const dropped: string[] = [];
      caches.on('merchants', () => dropped.push('merchants'));
      caches.on('catalogue', () => dropped.push('catalogue'));
      redis.subscriber.disconnect(true);
      await expect.poll(() => [...dropped].sort(), { timeout: 5000 }).toEqual(['catalogue', 'merchants']);
    } finally {
      await redis.close();
    }
  });
});

/**
 * Two server instances on one database and one Redis: an operator's change made through one is answered
 * by the other on its next call, though each keeps the merchants (10 s) and the catalogue (15 s) in memory.
 */
describe('operator changes reach every instance at once', () => {
  let t: TestApp;
  let a: App;
  let b: App;
  let other: App | undefined;

  beforeAll(async () => {
    if (!redisUrl) return;
    t = await createTestApp({ redisUrl, redisPrefix: `bus-app-${randomBytes(4).toString('hex')}:` });
    a = oneProcess(t.app);
    other = await buildApp({ config: t.config });
    b = other;
  });

  afterAll(async () => {
    await other?.close();
    await t?.close();
  });

  async function status(app: App): Promise<{ status: number; maintenance: boolean }> {
    const res = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'LUCKY' } });
    expect(res.statusCode).toBe(200);
    return res.json().value;
  }

  async function nodeIds(app: App, url: string): Promise<string[]> {
    const res = await app.inject({ method: 'GET', url, headers: { merchant: 'LUCKY' } });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().value.list as { nodeId: string }[]).map((g) => g.nodeId);
  }

  it('maintenance switched through A is answered by B at once', async (ctx) => {
    ctx.skip(!redisUrl, NO_REDIS);
    expect(await status(b)).toMatchObject({ status: 0, maintenance: false });
    // B answers from its snapshot: a change behind the API's back is not seen (so what follows is the bus).
    await t.app.database.db.updateTable('merchants').set({ maintenance: 1 }).where('code', '=', 'LUCKY').execute();
    expect(await status(b)).toMatchObject({ status: 0, maintenance: false });

    const patched = await a.inject({ method: 'PATCH', url: '/ops/merchants/LUCKY', headers: opsHeaders(), payload: { maintenance: true } });
    expect(patched.statusCode).toBe(200);
    expect(await status(b)).toMatchObject({ status: 1, maintenance: true });

    await a.inject({ method: 'PATCH', url: '/ops/merchants/LUCKY', headers: opsHeaders(), payload: { maintenance: false } });
    expect(await status(b)).toMatchObject({ status: 0, maintenance: false });
  });

  it('blocked regions set through B are enforced by A at once', async (ctx) => {
    ctx.skip(!redisUrl, NO_REDIS);
    expect((await status(a)).status).toBe(0);
    const patched = await b.inject({ method: 'PATCH', url: '/ops/merchants/LUCKY', headers: opsHeaders(), payload: { blockedRegions: ['127.0.0.0/8'] } });
    expect(patched.statusCode).toBe(200);
    expect((await status(a)).status).toBe(2);
    await b.inject({ method: 'PATCH', url: '/ops/merchants/LUCKY', headers: opsHeaders(), payload: { blockedRegions: [] } });
    expect((await status(a)).status).toBe(0);
  });

  it('a new hot ranking put through A is B’s hot list and popular strip at once', async (ctx) => {
    ctx.skip(!redisUrl, NO_REDIS);
    const hotUrl = GAME_PATHS.hot;
    const popularUrl = `${GAME_PATHS.popular}?limit=5`;
    const before = await nodeIds(b, hotUrl);
    const popularBefore = await nodeIds(b, popularUrl);
    expect(before.length).toBeGreaterThan(5);
    const ranking = before.slice(0, 5).reverse();

    // B keeps both answers: a ranking changed behind the API's back is not seen.
    await t.app.database.db.deleteFrom('hot_games').where('merchant_code', '=', 'LUCKY').where('node_id', '=', before[0]!).execute();
    expect(await nodeIds(b, hotUrl)).toEqual(before);

    const put = await a.inject({ method: 'PUT', url: '/ops/merchants/LUCKY/hot', headers: opsHeaders(), payload: { nodeIds: ranking } });
    expect(put.statusCode, put.body).toBe(200);
    expect(await nodeIds(b, hotUrl)).toEqual(ranking);
    const popularAfter = await nodeIds(b, popularUrl);
    expect(popularAfter).not.toEqual(popularBefore);
    expect(popularAfter.slice(0, ranking.length).filter((id) => ranking.includes(id)).length).toBeGreaterThan(0);

    const ops = await b.inject({ method: 'GET', url: '/ops/merchants/LUCKY/hot', headers: opsHeaders() });
    expect((ops.json().value.list as { nodeId: string }[]).map((r) => r.nodeId)).toEqual(ranking);
  });
});

/**
 * Every service that talks to Redis shares the process's two connections (commands, and the bus's
 * subscriptions): the login limiter, the route rate limits, cache invalidation, crash events and chat lines.
 * Before, each opened its own (up to eight a process).
 */
describe('one process, two Redis connections', () => {
  it('holds the same two connections after logins, rate-limited calls and an operator change', async (ctx) => {
    ctx.skip(!redisUrl, NO_REDIS);
    const prefix = `conn-${randomBytes(4).toString('hex')}:`;
    const t = await createTestApp({ redisUrl, redisPrefix: prefix });
    const admin = new Redis(redisUrl!);
    try {
      const app = oneProcess(t.app);
      const names = async () =>
        ((await admin.call('CLIENT', 'LIST')) as string)
          .split('\n')
          .map((line) => /\bname=(\S*)/.exec(line)?.[1] ?? '')
          .filter((name) => name.startsWith(prefix))
          .sort();
      for (let i = 0; i < 3; i++) {
        // wrong passwords count in the login limiter
        const res = await login(app, { username: 'demo', password: `Wrong#2026${i}` });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
      }
      const patched = await app.inject({ method: 'PATCH', url: '/ops/merchants/LUCKY', headers: opsHeaders(), payload: { maintenance: false } });
      expect(patched.statusCode).toBe(200);
      const instances = t.app === app ? 1 : 2;
      expect(await names()).toEqual(
        Array.from({ length: instances }, () => [`${prefix}lobby-bus`, `${prefix}lobby-command`]).flat().sort(),
      );
    } finally {
      admin.disconnect();
      await t.close();
    }
  });
});
