import type { ErrorCode } from '@lobby/contract';
import type { Redis } from 'ioredis';
import { rateLimitedError } from './app-error.ts';

export interface LimiterHit {
  /** false once the count passed the limit within the window */
  allowed: boolean;
  /** hits in the current window, this one included */
  count: number;
  /** time until the window resets (0 while allowed) */
  retryAfterMs: number;
}

/**
 * Fixed-window counters for limits that need more than @fastify/rate-limit's per-route counting: keys
 * the service picks (per username, per IP per purpose), counting only some outcomes, resettable.
 */
export interface Limiter {
  hit(key: string, limit: number, windowMs: number): Promise<LimiterHit>;
  /** the current window's count without counting (0 when no window is open) */
  peek(key: string): Promise<{ count: number; retryAfterMs: number }>;
  /** takes one hit back (a try that turned out not to count), never below zero */
  release(key: string): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface LimiterOptions {
  /** counters in Redis (the process's command connection, not closed here), shared by every process; else in this process's memory */
  redis?: Redis;
  /** key prefix in Redis */
  prefix?: string;
  now?: () => number;
}

function memoryLimiter(now: () => number): Limiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let hitsSinceSweep = 0;

  function sweep(t: number): void {
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  }

  return {
    async hit(key, limit, windowMs) {
      const t = now();
      // Expired windows are dropped now and then so the map does not grow with every IP ever seen.
      if (++hitsSinceSweep >= 1000) {
        hitsSinceSweep = 0;
        sweep(t);
      }
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count++;
      const allowed = w.count <= limit;
      return { allowed, count: w.count, retryAfterMs: allowed ? 0 : Math.max(0, w.resetAt - t) };
    },
    async peek(key) {
      const w = windows.get(key);
      const t = now();
      if (!w || w.resetAt <= t) return { count: 0, retryAfterMs: 0 };
      return { count: w.count, retryAfterMs: w.resetAt - t };
    },
    async release(key) {
      const w = windows.get(key);
      if (w && w.resetAt > now() && w.count > 0) w.count--;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

function redisLimiter(redis: Redis, prefix: string): Limiter {
  return {
    async hit(key, limit, windowMs) {
      const k = prefix + key;
      // SET NX PX starts the window with its expiry in the same step, so a crash between INCR and
      // PEXPIRE can never leave a counter that lives for ever.
      const results = await redis.multi().set(k, '0', 'PX', windowMs, 'NX').incr(k).pttl(k).exec();
      if (!results) throw new Error('limiter: redis transaction aborted');
      for (const [err] of results) if (err) throw err;
      const count = Number(results[1]?.[1]);
      const ttl = Number(results[2]?.[1]);
      if (ttl < 0) await redis.pexpire(k, windowMs);
      const allowed = count <= limit;
      return { allowed, count, retryAfterMs: allowed ? 0 : Math.max(0, ttl < 0 ? windowMs : ttl) };
    },
    async peek(key) {
      const k = prefix + key;
      const results = await redis.multi().get(k).pttl(k).exec();
      if (!results) throw new Error('limiter: redis transaction aborted');
      const count = Number(results[0]?.[1] ?? 0) || 0;
      const ttl = Number(results[1]?.[1]);
      return { count, retryAfterMs: ttl > 0 ? ttl : 0 };
    },
    async release(key) {
      // Only an open window is decremented: a DECR on an expired key would start a counter without expiry.
      await redis.eval(
        "local n = tonumber(redis.call('get', KEYS[1]) or '0') if n > 0 then redis.call('decr', KEYS[1]) end return 0",
        1,
        prefix + key,
      );
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      // the connection is the process's (core/redis.ts), closed with it
    },
  };
}

export function createLimiter(options: LimiterOptions = {}): Limiter {
  if (options.redis) return redisLimiter(options.redis, options.prefix ?? 'lobby-lim:');
  return memoryLimiter(options.now ?? Date.now);
}

export interface LimitRule {
  limit: number;
  windowMs: number;
}

/** Counts a hit under `key`; past the rule's limit it throws the rate-limited `errorCode` with the wait. */
export async function enforceLimit(limiter: Limiter, key: string, rule: LimitRule, errorCode: ErrorCode): Promise<void> {
  const result = await limiter.hit(key, rule.limit, rule.windowMs);
  if (!result.allowed) throw rateLimitedError(errorCode, result.retryAfterMs);
}
