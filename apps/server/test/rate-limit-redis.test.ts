import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ok } from '../src/lib/envelope.ts';
import { testRedisUrl } from './helpers/redis.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

// Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379 npx vitest run --project server
const redisUrl = testRedisUrl('rate limits with REDIS_URL');

describe.runIf(redisUrl)('rate limits with REDIS_URL', () => {
  // A path of its own per run, so counters left in Redis by an earlier run do not count.
  const url = `/wps/test/limited-${randomBytes(4).toString('hex')}`;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    // Two installs sharing one Redis prefix are one site's processes.
    const redisPrefix = `rl-test-${randomBytes(4).toString('hex')}:`;
    a = await createTestApp({ redisUrl, redisPrefix });
    b = await createTestApp({ redisUrl, redisPrefix });
    for (const t of [a, b]) {
      t.app.get(url, { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ok('fine'));
    }
    // Four apps when the suites run with two instances each: give the builds time on a busy machine.
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('shares the counters between processes', async () => {
    expect((await a.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const third = await a.app.inject({ method: 'GET', url });
    expect(third.statusCode).toBe(429);
    expect(third.json().errorCode).toBe('request.rate.limited');
  });
});
