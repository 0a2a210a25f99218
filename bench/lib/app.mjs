// Shared by the browser benchmarks: the app started as a user starts it (`npm start`, i.e. scripts/start.mjs:
// builds what is stale, runs the compiled server) on a free port with a fresh DATA_DIR in a temp folder, and
// a member logged in over HTTP the way the web app does it (sealed body, cookie transport).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The seeded demo member (apps/server/src/db/seed/members.ts). */
export const DEMO = { merchant: 'LUCKY', username: 'demo', password: 'Lucky#2026' };

/** The phone the browser benches use (as the e2e suite): 390x844 at 2x, touch, English. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

export function freePort() {
  return new Promise((resolve, reject) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}

export async function waitHealthy(url, deadline, exited = () => false) {
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the server exited before it was healthy');
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy at ${url}`);
}

/**
 * `node scripts/start.mjs` on a free port of 127.0.0.1 with a fresh DATA_DIR (so a fresh, seeded SQLite
 * database). Its output (build messages, warnings) goes to stderr so a script's stdout stays its report.
 * Resolves when /healthz answers; `stop()` sends SIGTERM (start.mjs forwards it, the server drains).
 */
export async function startApp({ name = 'bench', env = {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `lobby-${name}-`));
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
  });
  child.stdout.pipe(process.stderr);
  let exited = false;
  const exit = new Promise((r) => child.once('exit', () => r((exited = true))));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await exit;
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitHealthy(`${base}/healthz`, Date.now() + 300_000, () => exited);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, dataDir, stop };
}

let contract;
async function loadContract() {
  if (!contract) {
    register();
    const [cipher, session, paths, rules] = await Promise.all([
      import('../../packages/contract/src/accounts/body-cipher.ts'),
      import('../../packages/contract/src/accounts/session.ts'),
      import('../../packages/contract/src/accounts/paths.ts'),
      import('../../packages/contract/src/accounts/rules.ts'),
    ]);
    contract = {
      encryptPayload: cipher.encryptPayload,
      ACCOUNT_PATHS: paths.ACCOUNT_PATHS,
      SESSION_COOKIE: session.SESSION_COOKIE,
      SESSION_TRANSPORT_HEADER: session.SESSION_TRANSPORT_HEADER,
      ENCRYPTION_SCHEME: rules.ENCRYPTION_SCHEME,
    };
  }
  return contract;
}

/**
 * Logs a member in over HTTP as the web app does (sealed body, `Session-Transport: cookie`) and returns the
 * session cookie(s) as `{ header, cookies }`: `header` is a Cookie header value, `cookies` name/value pairs.
 * Every login opens a new session (and a renewal revokes the one it renews), so log in once per page load.
 */
export async function loginCookies(base, { merchant, username, password } = DEMO) {
  const { encryptPayload, ACCOUNT_PATHS, SESSION_COOKIE, SESSION_TRANSPORT_HEADER, ENCRYPTION_SCHEME } = await loadContract();
  const keyAnswer = await (await fetch(`${base}${ACCOUNT_PATHS.encryptionKey}`, { headers: { merchant } })).json();
  if (!keyAnswer.success) throw new Error(`encryption key: ${JSON.stringify(keyAnswer)}`);
  const body = await encryptPayload(keyAnswer.value, { type: 'username', username, password });
  const res = await fetch(`${base}${ACCOUNT_PATHS.login}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      encryption: ENCRYPTION_SCHEME,
      merchant,
      [SESSION_TRANSPORT_HEADER]: 'cookie',
    },
    body: JSON.stringify(body),
  });
  const answer = await res.json();
  if (!answer.success) throw new Error(`login of ${username} failed: ${JSON.stringify(answer)}`);
  const cookies = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) }))
    .filter((c) => c.value !== '');
  if (!cookies.some((c) => c.name === SESSION_COOKIE)) throw new Error('login set no session cookie');
  return { header: cookies.map((c) => `${c.name}=${c.value}`).join('; '), cookies, merchant };
}

/**
 * Asks for each page once (member pages with a fresh member session), as a running server would have been:
 * a server that has served nothing yet renders its first page of a kind with less data (its lazy parts load
 * during that render). `pages` are `{ path, member }`.
 */
export async function warmPages(base, pages) {
  for (const page of pages) {
    const login = page.member ? await loginCookies(base) : undefined;
    await (await fetch(`${base}${page.path}`, { headers: login ? { cookie: login.header } : {} })).text();
  }
}
