import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.ts';
import { createMetrics } from './metrics.ts';
import type { Metrics } from './metrics.ts';
import { observeRequests } from './requests.ts';

export type { Metrics } from './metrics.ts';
export { requestIdOf, REQUEST_ID_HEADER } from './requests.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** the process's Prometheus metrics (core/observability/metrics.ts); modules add their own series */
    metrics: Metrics;
  }
}

/**
 * What a platform team watches: the request log and the request id, the probes, and the metrics with the
 * core's own series (the database pool, the Redis connections). Called by the core once the database and
 * Redis are open.
 */
export function observability(app: FastifyInstance): void {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  observeRequests(app, metrics);
  healthRoutes(app, metrics, app.config.metricsToken);

  const pool = app.database.poolStats;
  if (pool) {
    metrics.gauge('db_pool_connections', 'PostgreSQL pool connections of this process by state (total, idle, waiting requests, max)', ['state'], (set) => {
      const stats = pool();
      for (const [state, value] of Object.entries(stats)) set({ state }, value);
    });
  }
  const redis = app.redis;
  if (redis) {
    metrics.gauge('redis_connected', 'Redis connections of this process that are ready (1) or not (0)', ['connection'], (set) => {
      set({ connection: 'command' }, redis.command.status === 'ready' ? 1 : 0);
      set({ connection: 'subscriber' }, redis.subscriber.status === 'ready' ? 1 : 0);
    });
  }
}
