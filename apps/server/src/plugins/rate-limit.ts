import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

export interface RateLimitPluginOptions {
  /** the process's command connection (core/redis.ts): counters shared by every process */
  redis: Redis | undefined;
  /** before the counters' keys in Redis (REDIS_PREFIX) */
  prefix?: string;
}

/**
 * Registered for every route but off by default (`global: false`): routes opt in with
 * `config: { rateLimit: { max, timeWindow } }`. With REDIS_URL the counters live in Redis, so the limit
 * holds across processes.
 */
async function rateLimitPlugin(app: FastifyInstance, { redis, prefix = '' }: RateLimitPluginOptions): Promise<void> {
  // A slow or absent Redis must not stall requests: skipOnError lets them through instead.
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
