import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

export interface RateLimitPluginOptions {
  redisUrl: string | undefined;
  /** before the counters' keys in Redis (REDIS_PREFIX) */
  prefix?: string;
}

/**
 * Registered for every route but off by default (`global: false`): routes opt in with
 * `config: { rateLimit: { max, timeWindow } }`. With REDIS_URL the counters live in Redis, so the limit
 * holds across processes.
 */
async function rateLimitPlugin(app: FastifyInstance, { redisUrl, prefix = '' }: RateLimitPluginOptions): Promise<void> {
  let redis: Redis | undefined;
  if (redisUrl) {
    // Fail fast: a slow Redis must not stall requests (skipOnError lets them through instead).
    redis = new Redis(redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false });
    app.addHook('onClose', async () => {
      await redis?.quit();
    });
  }
  await app.register(rateLimit, {
    global: false,
    redis,
    skipOnError: true,
    nameSpace: `${prefix}lobby-rl-`,
    errorResponseBuilder: (_request, context) =>
      new AppError('request.rate.limited', { value: { retryAfterMs: context.ttl } }),
  });
}

export default fp(rateLimitPlugin, { name: 'lobby-rate-limit' });
