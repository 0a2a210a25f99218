#!/usr/bin/env node
// The standing reliability suite (fuzzing from the OpenAPI description, authorization matrix, kill -9 under
// load) on SQLite, then on PostgreSQL (TEST_DATABASE_URL, default the local `test` database). FUZZ_RUNS sets
// the fuzzing depth: CI runs the default; before a release run `FUZZ_RUNS=300 npm run test:reliability`.
import { spawnSync } from 'node:child_process';

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const passes = [
  ['SQLite', { ...process.env, TEST_DATABASE_URL: '' }],
  ['PostgreSQL', { ...process.env, TEST_DATABASE_URL: pgUrl }],
];
for (const [name, env] of passes) {
  if (!env.TEST_DATABASE_URL) delete env.TEST_DATABASE_URL;
  console.log(`== reliability suite on ${name}`);
  const r = spawnSync('npx', ['vitest', 'run', '--config', 'apps/server/vitest.reliability.config.ts'], {
    stdio: 'inherit',
    env,
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
