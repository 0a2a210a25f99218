import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { freePort } from './helpers/free-port.ts';

/** `npm start` as a supervisor sees it: its exit status after a kill, and a clean drain on SIGTERM. */

interface Started {
  proc: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const dirs: string[] = [];
const procs: ChildProcess[] = [];

async function startScript(env: Record<string, string> = {}): Promise<Started> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-start-'));
  dirs.push(dataDir);
  const port = await freePort();
  const proc = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/start.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      SKIP_WEB_BUILD: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: `sqlite:${path.join(dataDir, 'start.db')}`,
      WEB_DIST: path.join(dataDir, 'no-web'),
      SEED_DEMO: '1',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  procs.push(proc);
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    proc.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const deadline = Date.now() + 60_000;
  while (!out.includes('lobby server ready')) {
    if (Date.now() > deadline) throw new Error(`server did not start:\n${out}`);
    if (proc.exitCode !== null) throw new Error(`start.mjs exited early (${proc.exitCode}):\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { proc, port, output: () => out, exited };
}

function serverPid(parent: number): number {
  const pids = execFileSync('ps', ['-o', 'pid=', '--ppid', String(parent)], { encoding: 'utf8' })
    .split('\n')
    .map((s) => Number(s.trim()))
    .filter((n) => n > 0);
  expect(pids).toHaveLength(1);
  return pids[0]!;
}

afterEach(() => {
  for (const p of procs.splice(0)) if (p.exitCode === null) p.kill('SIGKILL');
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('npm start under a supervisor', () => {
  it('exits 137 when its server is killed with SIGKILL (an OOM kill), so restart-on-failure restarts it', async () => {
    const s = await startScript();
    process.kill(serverPid(s.proc.pid!), 'SIGKILL');
    const { code } = await s.exited;
    expect(code).toBe(137);
  }, 90_000);

  it('forwards SIGTERM: the server drains, stops accepting connections and exits 0', async () => {
    const s = await startScript();
    const health = await fetch(`http://127.0.0.1:${s.port}/healthz`);
    expect(health.status).toBe(200);
    s.proc.kill('SIGTERM');
    const { code } = await s.exited;
    expect(code).toBe(0);
    expect(s.output()).toMatch(/shutting down/);
    await expect(fetch(`http://127.0.0.1:${s.port}/healthz`)).rejects.toThrow();
  }, 90_000);

  it('with SHUTDOWN_DRAIN_MS, /readyz answers 503 "draining" while requests are still served, then the port closes', async () => {
    const s = await startScript({ SHUTDOWN_DRAIN_MS: '1500' });
    const base = `http://127.0.0.1:${s.port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    s.proc.kill('SIGTERM');
    let draining: Response | undefined;
    for (let i = 0; i < 20 && draining?.status !== 503; i++) {
      await new Promise((r) => setTimeout(r, 50));
      draining = await fetch(`${base}/readyz`);
    }
    expect(draining?.status).toBe(503);
    expect(await draining?.json()).toMatchObject({ status: 'draining' });
    // still alive and serving while the load balancer takes it out
    expect((await fetch(`${base}/livez`)).status).toBe(200);
    expect((await fetch(`${base}/wps/system/status`, { headers: { merchant: 'LUCKY' } })).status).toBe(200);
    const { code } = await s.exited;
    expect(code).toBe(0);
    await expect(fetch(`${base}/livez`)).rejects.toThrow();
    // one line per request, none for the probes
    const requests = s.output().split('\n').filter((l) => l.includes('"msg":"request"'));
    expect(requests.some((l) => l.includes('/wps/system/status'))).toBe(true);
    expect(requests.some((l) => /livez|readyz/.test(l))).toBe(false);
  }, 90_000);
});
