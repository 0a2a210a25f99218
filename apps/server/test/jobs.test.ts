import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { OPS_PATHS } from '@lobby/contract';
import type { OpsJob, OpsJobList } from '@lobby/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Config } from '../src/config.ts';
import { EXPIRY_QUEUE } from '../src/modules/money/payments/index.ts';
import { SETTLEMENT_QUEUE } from '../src/modules/agents/agents/index.ts';
import { manualClock } from './helpers/accounts.ts';
import { consoleCall, consoleLogin } from './helpers/console.ts';
import { createDeposit, depositChannel, newPlayer } from './helpers/money-api.ts';
import { copyTemplate } from './helpers/template-database.ts';
import { createTestApp, opsHeaders, TEST_OPS_TOKEN } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * The durable job queue (core/jobs) through the app and its operator routes: pg-boss on PostgreSQL, the
 * embedded queue on SQLite. Jobs run on the wall clock, polled every 500 ms here.
 */
const POLL = { jobsPollMs: 500 };

async function until<T>(what: string, read: () => Promise<T | undefined | false>, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function listJobs(app: App, query: string): Promise<OpsJobList> {
  const res = await app.inject({ method: 'GET', url: `${OPS_PATHS.jobs}?${query}`, headers: opsHeaders() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().value as OpsJobList;
}

const jobPath = (template: string, id: string) => template.replace(':id', id);

/** A database two apps can open one after the other (or side by side): a copy of the run's seeded template. */
async function sharedDatabase() {
  const database = await copyTemplate(inject('templateDatabase'), process.env.TEST_DATABASE_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lobby-jobs-'));
  const config: Config = {
    ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
    databaseUrl: database.url,
    opsToken: TEST_OPS_TOKEN,
    seedDemo: true,
    webDist: path.join(dataDir, 'no-web-dist'),
    consoleDist: path.join(dataDir, 'no-console-dist'),
    ...POLL,
  };
  return {
    build: () => buildApp({ config }),
    async drop() {
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('a failing job', () => {
  let t: TestApp;
  const runs: number[] = [];
  beforeAll(async () => {
    t = await createTestApp(POLL);
    t.app.jobs.define(
      'test.fails',
      async (_payload, job) => {
        runs.push(job.attempt);
        throw new Error(`the provider said no (run ${runs.length})`);
      },
      { retryLimit: 1, retryDelaySeconds: 1, retryBackoff: false },
    );
  });
  afterAll(async () => t?.close());

  it('is retried, then kept as failed with its error and attempts; a retry through /ops runs it once more', async () => {
    await t.app.ready();
    const id = await t.app.jobs.send('test.fails', { n: 1 });
    const failed = await until('the job to fail', async () => (await listJobs(t.app, 'queue=test.fails&state=failed')).list.find((j) => j.id === id));
    expect(runs).toHaveLength(2);
    expect(failed).toMatchObject({ queue: 'test.fails', state: 'failed', attempts: 2, retryLimit: 1, error: 'the provider said no (run 2)' });
    const page = await listJobs(t.app, 'queue=test.fails');
    expect(page.depth).toContainEqual({ queue: 'test.fails', state: 'failed', count: 1 });
    expect(JSON.stringify(page)).not.toContain('"n":1'); // payloads are never shown

    const metrics = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(metrics.body).toMatch(/lobby_job_queue_depth\{queue="test.fails",state="failed"\} 1/);

    const retried = await t.app.inject({ method: 'POST', url: jobPath(OPS_PATHS.jobRetry, id), headers: opsHeaders() });
    expect(retried.statusCode, retried.body).toBe(200);
    expect((retried.json().value as OpsJob).state).not.toBe('failed');
    await until('the retried run', async () => runs.length === 3);
    const again = await until('the job to fail again', async () => {
      const job = (await t.app.inject({ method: 'GET', url: jobPath(OPS_PATHS.job, id), headers: opsHeaders() })).json().value as OpsJob;
      return job.state === 'failed' && job;
    });
    expect(again).toMatchObject({ attempts: 3, retryLimit: 2, error: 'the provider said no (run 3)' });
  });

  it('sent twice with one key is one job', async () => {
    const first = await t.app.jobs.send('test.keyed', { a: 1 }, { key: 'evt_1', startAfter: Date.now() + 60_000 });
    const second = await t.app.jobs.send('test.keyed', { a: 2 }, { key: 'evt_1', startAfter: Date.now() + 60_000 });
    expect(second).toBe(first);
    const page = await listJobs(t.app, 'queue=test.keyed');
    expect(page.list).toHaveLength(1);
    expect(page.list[0]).toMatchObject({ id: first, state: 'queued', key: 'evt_1', attempts: 0 });
  });

  it('answers bad inputs with 4xx in the envelope', async () => {
    const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string> = opsHeaders()) => t.app.inject({ method, url, headers });
    const expectFailure = async (res: { statusCode: number; body: string; json: () => unknown }, status: number, errorCode: string) => {
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject({ success: false, errorCode });
    };
    const unknown = '00000000-0000-4000-8000-000000000000';
    await expectFailure(await call('GET', jobPath(OPS_PATHS.job, unknown)), 404, 'ops.job.not.found');
    await expectFailure(await call('POST', jobPath(OPS_PATHS.jobRetry, unknown)), 404, 'ops.job.not.found');
    await expectFailure(await call('GET', jobPath(OPS_PATHS.job, 'not-a-job')), 400, 'request.invalid');
    await expectFailure(await call('POST', jobPath(OPS_PATHS.jobRetry, 'not-a-job')), 400, 'request.invalid');
    await expectFailure(await call('GET', `${OPS_PATHS.jobs}?state=lost`), 400, 'request.invalid');
    await expectFailure(await call('GET', `${OPS_PATHS.jobs}?queue=DROP%20TABLE`), 400, 'request.invalid');
    await expectFailure(await call('GET', `${OPS_PATHS.jobs}?limit=0`), 400, 'request.invalid');
    await expectFailure(await call('GET', OPS_PATHS.jobs, {}), 401, 'ops.unauthorized');
    // a job that has not failed cannot be retried
    const queued = await t.app.jobs.send('test.keyed', {}, { key: 'later', startAfter: Date.now() + 60_000 });
    await expectFailure(await call('POST', jobPath(OPS_PATHS.jobRetry, queued)), 409, 'ops.job.not.failed');
    // the support role holds no brands.manage
    const support = await consoleLogin(t.app, 'support');
    await expectFailure(await consoleCall(t.app, support, 'GET', OPS_PATHS.jobs), 403, 'ops.forbidden');
    await expectFailure(await consoleCall(t.app, support, 'POST', jobPath(OPS_PATHS.jobRetry, queued)), 403, 'ops.forbidden');
    // the owner may
    const owner = await consoleLogin(t.app, 'owner');
    expect((await consoleCall(t.app, owner, 'GET', OPS_PATHS.jobs)).statusCode).toBe(200);
  });
});

describe('across restarts and instances', () => {
  let shared: Awaited<ReturnType<typeof sharedDatabase>>;
  const open: App[] = [];
  beforeAll(async () => {
    shared = await sharedDatabase();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((a) => a.close()));
  });
  afterAll(async () => shared?.drop());

  it('a job enqueued before a restart runs after it', async () => {
    const first = await shared.build();
    open.push(first);
    await first.ready();
    const id = await first.jobs.send('test.later', { note: 'after the restart' }, { startAfter: Date.now() + 1_500 });
    await first.close();
    open.splice(0);

    const seen: unknown[] = [];
    const second = await shared.build();
    open.push(second);
    second.jobs.define('test.later', async (payload) => void seen.push(payload));
    await second.ready();
    await until('the job to run on the new app', async () => seen.length === 1);
    expect(seen).toEqual([{ note: 'after the restart' }]);
    const job = await until('the job to complete', async () => {
      const j = await second.jobs.get(id);
      return j?.state === 'completed' && j;
    });
    expect(job.attempts).toBe(1);
  });

  it('a recurring job runs once per slot with two apps on one database', async () => {
    const runs: { app: string; id: string }[] = [];
    const apps = await Promise.all([shared.build(), shared.build()]);
    open.push(...apps);
    apps.forEach((a, i) => {
      a.jobs.define('test.tick', async (_payload, job) => void runs.push({ app: `app${i}`, id: job.id }));
      a.jobs.schedule('test.tick', { everyMs: 1_000 });
    });
    await Promise.all(apps.map((a) => a.ready()));
    await new Promise((r) => setTimeout(r, 4_500));
    const kept = await apps[0]!.jobs.list({ queue: 'test.tick', limit: 100, offset: 0 });
    await until('the last slot to run', async () => runs.length >= kept.length && kept.length >= 2);
    // one job per slot, each run once, whichever app took it
    expect(new Set(kept.map((j) => j.key)).size).toBe(kept.length);
    expect(new Set(runs.map((r) => r.id)).size).toBe(runs.length);
    expect(runs.length).toBeLessThanOrEqual(kept.length);
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(runs.length).toBeLessThanOrEqual(5);
  });
});

describe('the work moved onto the queue', () => {
  let t: TestApp;
  const clock = manualClock(Date.UTC(2026, 10, 23, 4, 0, 0));
  beforeAll(async () => {
    t = await createTestApp(POLL, { now: clock });
  });
  afterAll(async () => t?.close());

  it('the deposit expiry job expires unpaid orders past their time', async () => {
    const p = await newPlayer(t.app, 'jobexp');
    const channel = await depositChannel(t.app, p.token);
    const order = await createDeposit(t.app, p.token, { channelId: channel.id, amount: 600 });
    clock.advance(31 * 60_000);
    const status = () => t.app.db.selectFrom('deposit_orders').select('status').where('order_no', '=', order.orderNo).executeTakeFirstOrThrow();
    expect((await status()).status).toBe('pending');
    const id = await t.app.jobs.send(EXPIRY_QUEUE, {});
    await until('the order to expire', async () => (await status()).status === 'expired');
    await until('the job to complete', async () => (await t.app.jobs.get(id))?.state === 'completed');
  });

  it('the settlement job runs through the queue', async () => {
    const id = await t.app.jobs.send(SETTLEMENT_QUEUE, {});
    const job = await until('the settlement job to finish', async () => {
      const j = await t.app.jobs.get(id);
      return (j?.state === 'completed' || j?.state === 'failed') && j;
    });
    expect(job).toMatchObject({ state: 'completed', error: null });
  });

  it('both are scheduled queues of the app', async () => {
    for (const queue of [EXPIRY_QUEUE, SETTLEMENT_QUEUE]) {
      const res = await t.app.inject({ method: 'GET', url: `${OPS_PATHS.jobs}?queue=${queue}&state=completed`, headers: opsHeaders() });
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json().value as OpsJobList).list.length).toBeGreaterThanOrEqual(1);
    }
  });
});
