import { defineConfig, devices } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(e2eDir, '..');

function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

// Each parallel worker has a server of its own (its own port and data directory, so its own database):
// specs that put a brand under maintenance or change its settings never race another worker's specs. The
// config is evaluated in the runner and again in every worker: the first evaluation picks free ports and
// fresh data directories and leaves them in the environment, which the workers inherit; a worker takes the
// pair of its parallel index (TEST_PARALLEL_INDEX, which a restarted worker keeps).
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? (process.env.CI ? 3 : 1)));
process.env.E2E_PORTS ??= Array.from({ length: workers }, () => freePort()).join(',');
process.env.E2E_DATA_DIRS ??= Array.from({ length: workers }, () => mkdtempSync(join(tmpdir(), 'lobby-e2e-'))).join(',');
const ports = process.env.E2E_PORTS.split(',');
const dataDirs = process.env.E2E_DATA_DIRS.split(',');
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
process.env.E2E_PORT = ports[parallelIndex % ports.length];
process.env.E2E_DATA_DIR = dataDirs[parallelIndex % dataDirs.length];
process.env.E2E_OPS_TOKEN ??= 'e2e-ops-token-0123456789';

const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

// Firebase phone sign-in (tests/firebase-login.spec.ts): the Auth emulator of firebase-tools, offline, on the
// port e2e/firebase.json gives, and a second server (own database) that takes the emulator's ID tokens.
process.env.E2E_FIREBASE_PORT ??= freePort();
process.env.E2E_FIREBASE_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'lobby-e2e-firebase-'));
const firebaseJson = JSON.parse(readFileSync(join(e2eDir, 'firebase.json'), 'utf8')) as {
  emulators: { auth: { host: string; port: number } };
};
const authEmulator = `${firebaseJson.emulators.auth.host}:${firebaseJson.emulators.auth.port}`;
process.env.E2E_FIREBASE_AUTH_EMULATOR ??= authEmulator;
const firebaseCli = join(
  dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json')),
  'lib/bin/firebase.js',
);
const serverCommand = `node --import tsx ${join(repoRoot, 'apps/server/src/server.ts')}`;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // a server per worker (above); a file's tests run in order in one worker, as they build on each other
  workers,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    ...devices['Pixel 7'],
    baseURL,
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    // A phone's sharp screen locally (screenshots to look at); CI paints a quarter of the pixels on its two
    // cores with software rendering. Layout, CSS pixels and the tests' checks are the same at either ratio.
    deviceScaleFactor: process.env.CI ? 1 : 2,
    isMobile: true,
    // Animations off, as a phone set to reduce motion has them (the app honours the setting everywhere): an
    // idle home page animating its ticker, winners and jackpot keeps a quarter of a core busy rasterising
    // frames in software, and a run holds several such pages open on two cores. The specs about motion (the
    // banner's autoplay, a game's animation) turn it back on for themselves.
    reducedMotion: 'reduce',
    hasTouch: true,
    locale: 'en-US',
    browserName: 'chromium',
    // Recording a trace for every test costs a snapshot per action on a 2-core runner: CI records one when a
    // failed test runs again (its retry), locally every test is recorded and the failures' traces kept.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    ...ports.map((port, i) => ({
      command: serverCommand,
      cwd: repoRoot,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      // the servers migrate and seed their databases at once: minutes on a busy 2-core runner
      timeout: 240_000,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
      env: {
        PORT: port,
        HOST: '127.0.0.1',
        DATA_DIR: dataDirs[i]!,
        DATABASE_URL: `sqlite:${join(dataDirs[i]!, 'e2e.db')}`,
        OPS_TOKEN: process.env.E2E_OPS_TOKEN!,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        // Every spec signs in from 127.0.0.1: the per-address login limit (30 in 15 minutes, for real players
        // behind their own addresses) would stop the run part-way. The per-account limit stays as it is.
        LOGIN_IP_LIMIT: '10000',
        // and the suite registers more players than one address may in an hour (20)
        REGISTER_IP_LIMIT: '10000',
      },
    })),
    {
      // The Auth emulator runs in Node (no Java), needs no login for a demo- project, and with the UI
      // off and update checks and usage reports disabled it never reaches for the internet.
      command: `node ${firebaseCli} emulators:start --only auth --project demo-lobby --config ${join(e2eDir, 'firebase.json')} --non-interactive`,
      // the CLI writes firebase-debug.log where it runs: in this run's folder, not in the repository
      cwd: process.env.E2E_FIREBASE_DATA_DIR,
      url: `http://${authEmulator}/`,
      reuseExistingServer: false,
      // a few seconds on an idle machine; far longer on a loaded CI runner
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        NO_UPDATE_NOTIFIER: '1',
        // its config store (usage reports are sent only after a "yes" stored there) in this run's folder
        XDG_CONFIG_HOME: process.env.E2E_FIREBASE_DATA_DIR,
      },
    },
    {
      command: serverCommand,
      cwd: repoRoot,
      url: `http://127.0.0.1:${process.env.E2E_FIREBASE_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_FIREBASE_PORT!,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_FIREBASE_DATA_DIR,
        DATABASE_URL: `sqlite:${join(process.env.E2E_FIREBASE_DATA_DIR, 'e2e.db')}`,
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        FIREBASE_PROJECT_ID: 'demo-lobby',
        FIREBASE_AUTH_EMULATOR_HOST: authEmulator,
      },
    },
  ],
});
