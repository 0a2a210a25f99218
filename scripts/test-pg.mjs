#!/usr/bin/env node
// Runs the API suites on PostgreSQL. Fails loudly when PostgreSQL cannot be reached: a skipped pass would
// look green while testing nothing.
import { spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  const { rows } = await client.query('select version()');
  console.log(`PostgreSQL pass on ${url.replace(/\/\/[^@]*@/, '//…@')}: ${rows[0].version.split(',')[0]}`);
} catch (err) {
  console.error(`PostgreSQL pass: cannot connect to ${url}: ${err.message}`);
  process.exit(2);
} finally {
  await client.end().catch(() => {});
}
const r = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(r.status ?? 1);
