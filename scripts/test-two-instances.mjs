#!/usr/bin/env node
// Runs the server's API suites with two app instances behind every test app, sharing one PostgreSQL schema
// and one Redis (TEST_TWO_INSTANCES=1; test/helpers/test-app.ts sends requests to each in turn), so state
// kept in one process's memory shows up as failures. Fails loudly when PostgreSQL or Redis cannot be
// reached: a skipped pass would look green while testing nothing.
import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import pg from 'pg';

const pgUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

const client = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.query('select 1');
} catch (err) {
  console.error(`two-instance pass: cannot connect to PostgreSQL at ${pgUrl}: ${err.message}`);
  process.exit(2);
} finally {
  await client.end().catch(() => {});
}

const redis = new Redis(redisUrl, { connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null, lazyConnect: true });
redis.on('error', () => {});
try {
  await redis.connect();
  await redis.ping();
} catch (err) {
  console.error(`two-instance pass: cannot connect to Redis at ${redisUrl}: ${err.message}`);
  process.exit(2);
} finally {
  redis.disconnect();
}

console.log(`Two instances per test app on ${pgUrl.replace(/\/\/[^@]*@/, '//…@')} and ${redisUrl}`);
const r = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_TWO_INSTANCES: '1', TEST_DATABASE_URL: pgUrl, TEST_REDIS_URL: redisUrl },
});
process.exit(r.status ?? 1);
