// Shared by the in-process benchmarks: a throw-away PostgreSQL schema, and a timed run of an operation by
// concurrent workers with its rate and latency percentiles.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh schema selected through the connection's search_path, and how to drop it. */
export async function postgresSchema(baseUrl) {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = `${baseUrl}${baseUrl.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    url,
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop schema if exists ${schema} cascade`);
      await c.end();
    },
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** `op` run by `concurrency` workers for `seconds`: completed per second, latency percentiles (ms), failures. */
export async function measure(op, seconds, concurrency) {
  const latencies = [];
  let failed = 0;
  let lastError;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        await op();
        latencies.push(performance.now() - t0);
      } catch (err) {
        failed++;
        lastError = err;
      }
    }
  };
  const t0 = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return { rate: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), failed, lastError };
}
