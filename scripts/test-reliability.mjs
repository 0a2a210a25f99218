#!/usr/bin/env node
// The standing reliability suite (fuzzing from the OpenAPI description, authorization matrix, kill -9 under
// load) on SQLite and on PostgreSQL (TEST_DATABASE_URL, default the local `test` database). FUZZ_RUNS sets
// the fuzzing depth: CI runs the default; before a release run `FUZZ_RUNS=300 npm run test:reliability`.
// The two passes run side by side (the PostgreSQL pass mostly waits for the database, the SQLite pass mostly
// computes), each into its own buffer, printed whole when it ends so the two logs do not interleave.
import { spawn } from 'node:child_process';

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const passes = [
  ['SQLite', { ...process.env, TEST_DATABASE_URL: '' }],
  ['PostgreSQL', { ...process.env, TEST_DATABASE_URL: pgUrl }],
];

function run(name, env) {
  if (!env.TEST_DATABASE_URL) delete env.TEST_DATABASE_URL;
  const started = Date.now();
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn('npx', ['vitest', 'run', '--config', 'apps/server/vitest.reliability.config.ts'], {
      env: { ...env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code, signal) => {
      const status = code ?? 1;
      console.log(`== reliability suite on ${name} (exit ${status}${signal ? `, ${signal}` : ''}, ${Math.round((Date.now() - started) / 1000)} s)`);
      process.stdout.write(Buffer.concat(chunks));
      resolve(status);
    });
  });
}

const codes = await Promise.all(passes.map(([name, env]) => run(name, env)));
process.exit(codes.find((c) => c !== 0) ?? 0);
