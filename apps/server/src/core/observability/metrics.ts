import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * The process's Prometheus metrics, one registry per app (the tests build many apps in one process).
 * The core owns the HTTP, database-pool and Redis series; a module adds its own through `counter` and
 * `gauge` (a gauge may be read at scrape time from the module's own tables, so no table leaves its owner).
 * Process metrics (event-loop lag, CPU, memory, GC) start with the first scrape.
 */
export interface Metrics {
  readonly registry: Registry;
  /** request durations by method, route pattern and status (the access log's figures) */
  readonly http: Histogram<'method' | 'route' | 'status'>;
  counter<L extends string>(name: string, help: string, labelNames?: readonly L[]): Counter<L>;
  /** a gauge whose values `read` sets when Prometheus scrapes (it may query the database) */
  gauge<L extends string>(name: string, help: string, labelNames: readonly L[], read: (set: (labels: Partial<Record<L, string>>, value: number) => void) => Promise<void> | void): Gauge<L>;
  /** the exposition text and its content type */
  render(): Promise<{ contentType: string; body: string }>;
}

export const METRIC_PREFIX = 'lobby_';

export function createMetrics(): Metrics {
  const registry = new Registry();
  let processMetrics = false;

  const http = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  return {
    registry,
    http,
    counter(name, help, labelNames = []) {
      // asked twice (a service built twice), the series is the same one
      const existing = registry.getSingleMetric(`${METRIC_PREFIX}${name}`);
      if (existing) return existing as Counter<never>;
      return new Counter({ name: `${METRIC_PREFIX}${name}`, help, labelNames, registers: [registry] });
    },
    gauge(name, help, labelNames, read) {
      const existing = registry.getSingleMetric(`${METRIC_PREFIX}${name}`);
      if (existing) return existing as Gauge<never>;
      return new Gauge({
        name: `${METRIC_PREFIX}${name}`,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          this.reset();
          await read((labels, value) => this.set(labels as never, value));
        },
      });
    },
    async render() {
      if (!processMetrics) {
        processMetrics = true;
        collectDefaultMetrics({ register: registry, prefix: METRIC_PREFIX, eventLoopMonitoringPrecision: 20 });
      }
      return { contentType: registry.contentType, body: await registry.metrics() };
    },
  };
}
