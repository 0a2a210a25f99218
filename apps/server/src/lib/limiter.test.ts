import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createLimiter } from './limiter.ts';

describe('memory limiter', () => {
  it('allows up to the limit in a window, then tells how long to wait', async () => {
    let t = 1_000_000;
    const limiter = createLimiter({ now: () => t });
    for (let i = 1; i <= 3; i++) expect(await limiter.hit('k', 3, 60_000)).toEqual({ allowed: true, count: i, retryAfterMs: 0 });
    t += 10_000;
    expect(await limiter.hit('k', 3, 60_000)).toEqual({ allowed: false, count: 4, retryAfterMs: 50_000 });
    // Other keys are counted apart.
    expect((await limiter.hit('other', 3, 60_000)).allowed).toBe(true);
    // A new window starts when the old one ends.
    t += 50_000;
    expect(await limiter.hit('k', 3, 60_000)).toEqual({ allowed: true, count: 1, retryAfterMs: 0 });
  });

  it('release takes one hit back, never below zero, and leaves an ended window alone', async () => {
    let t = 1_000_000;
    const limiter = createLimiter({ now: () => t });
    await limiter.hit('k', 2, 60_000);
    await limiter.hit('k', 2, 60_000);
    await limiter.release('k');
    expect(await limiter.peek('k')).toEqual({ count: 1, retryAfterMs: 60_000 });
    await limiter.release('k');
    await limiter.release('k');
    expect((await limiter.peek('k')).count).toBe(0);
    expect(await limiter.hit('k', 2, 60_000)).toMatchObject({ allowed: true, count: 1 });
    t += 60_000;
    await limiter.release('never-hit');
    await limiter.release('k');
    expect(await limiter.hit('k', 2, 60_000)).toMatchObject({ allowed: true, count: 1 });
  });

  it('reset forgets a key', async () => {
    const limiter = createLimiter();
    await limiter.hit('k', 1, 60_000);
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(false);
    await limiter.reset('k');
    expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(true);
  });
});

// Needs a Redis server: TEST_REDIS_URL=redis://127.0.0.1:6379 npx vitest run --project server
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.warn('redis limiter: skipped, TEST_REDIS_URL is unset (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379)');

describe.runIf(redisUrl)('redis limiter', () => {
  it('shares counters between two processes (two clients) and expires them', async () => {
    const prefix = `lobby-test-${randomBytes(4).toString('hex')}:`;
    const [ra, rb] = [new Redis(redisUrl!), new Redis(redisUrl!)];
    const a = createLimiter({ redis: ra, prefix });
    const b = createLimiter({ redis: rb, prefix });
    try {
      expect((await a.hit('k', 2, 500)).allowed).toBe(true);
      expect((await b.hit('k', 2, 500)).allowed).toBe(true);
      const third = await a.hit('k', 2, 500);
      expect(third).toMatchObject({ allowed: false, count: 3 });
      expect(third.retryAfterMs).toBeGreaterThan(0);
      expect(third.retryAfterMs).toBeLessThanOrEqual(500);
      await new Promise((r) => setTimeout(r, 600));
      expect(await b.hit('k', 2, 500)).toMatchObject({ allowed: true, count: 1 });
      await a.reset('k');
      expect(await b.hit('k', 2, 500)).toMatchObject({ count: 1 });
      // release takes a hit back through either client, never below zero
      await a.hit('k', 2, 500);
      await b.release('k');
      expect((await a.peek('k')).count).toBe(1);
      await a.release('k');
      await b.release('k');
      expect((await a.peek('k')).count).toBe(0);
      await a.release('never-hit');
      expect((await a.peek('never-hit')).count).toBe(0);
    } finally {
      await a.close();
      await b.close();
      await Promise.all([ra.quit(), rb.quit()]);
    }
  });
});
