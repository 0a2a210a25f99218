#!/usr/bin/env node
// `npm start`: build what is missing (the web app), then run the API server, which migrates and seeds its
// database on first start. Rebuilds the web app when its sources are newer than the last build.
//
// Exit status is what a supervisor (systemd, a container runtime, pm2) acts on: the server's own exit code,
// or 128 + the signal number when the server was killed (an OOM kill is SIGKILL: 137), never 0 for a death
// the server did not choose. SIGINT/SIGTERM are forwarded so the server drains (stops accepting, finishes
// requests in flight, closes the database); if it has not exited after the drain deadline it is killed.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');
const serverDir = join(root, 'apps/server');
const builtServer = join(serverDir, 'dist/server.js');
/** The server's own drain gives up after 10 s; this leaves it room to log and close the database. */
const DRAIN_DEADLINE_MS = Number(process.env.SHUTDOWN_DEADLINE_MS ?? 15_000);

function newestMtime(path) {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

function webIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = [join(web, 'src'), join(web, 'index.html'), join(web, 'vite.config.ts'), join(web, 'public'), join(root, 'packages/contract/src')];
  return sources.some((p) => existsSync(p) && newestMtime(p) > built);
}

// SKIP_WEB_BUILD=1 serves whatever is built (tests of this script, API-only runs).
if (process.env.SKIP_WEB_BUILD !== '1' && webIsStale()) {
  console.log('Building the web app (apps/web) …');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Production runs the compiled server (source maps keep stack traces on the TypeScript lines).
const serverSources = [join(serverDir, 'src'), join(serverDir, 'build.mjs'), join(serverDir, 'package.json'), join(root, 'packages/contract/src')];
if (!existsSync(builtServer) || !existsSync(join(serverDir, 'dist/tracing.js')) || serverSources.some((p) => existsSync(p) && newestMtime(p) > statSync(builtServer).mtimeMs)) {
  console.log('Building the server (apps/server) …');
  const r = spawnSync(process.execPath, [join(serverDir, 'build.mjs')], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The README's first run shows the demo: on the embedded default (SQLite in ./data, not production) the demo
// accounts and operators are seeded unless SEED_DEMO says otherwise. Any other install asks for them itself.
const env = { ...process.env };
const embeddedDefault = !env.DATABASE_URL && env.NODE_ENV !== 'production';
if (embeddedDefault && env.SEED_DEMO === undefined) env.SEED_DEMO = '1';

// tracing.js first: it turns OpenTelemetry on when an OTLP endpoint is configured, before anything is imported
const server = spawn(process.execPath, ['--enable-source-maps', '--import', join(serverDir, 'dist/tracing.js'), builtServer], {
  cwd: root,
  stdio: 'inherit',
  env,
});

let stopping = false;
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    if (stopping) return;
    stopping = true;
    server.kill(sig);
    setTimeout(() => {
      console.error(`The server did not stop within ${DRAIN_DEADLINE_MS} ms of ${sig}: killing it.`);
      server.kill('SIGKILL');
    }, DRAIN_DEADLINE_MS).unref();
  });
}

server.on('exit', (code, signal) => {
  if (code !== null) process.exit(code);
  // Killed by a signal: the shell convention 128 + n, so a restart-on-failure policy sees a failure.
  const number = constants.signals[signal] ?? 0;
  process.exit(128 + number);
});
