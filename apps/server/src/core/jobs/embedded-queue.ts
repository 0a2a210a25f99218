import { randomUUID } from 'node:crypto';
import type { JobState } from '@lobby/contract';
import type { JobRow } from '../../db/tables/core-jobs.ts';
import type { JobsRepository } from './repository.ts';
import { createScheduler, errorText, keyedJobId } from './schedule.ts';
import type { JobHandler, JobQueue, JobView, QueueOptions } from './types.ts';
import { QUEUE_DEFAULTS } from './defaults.ts';

/** Finished jobs are kept this long (pg-boss's default), then pruned. */
const KEEP_MS = 7 * 24 * 3_600_000;
const PRUNE_EVERY_MS = 3_600_000;

interface Definition {
  handler: JobHandler<never>;
  options: Required<QueueOptions>;
}

function view(row: JobRow): JobView {
  return {
    id: row.id,
    queue: row.queue,
    state: row.state as JobState,
    attempts: row.attempts,
    retryLimit: row.retry_limit,
    key: row.job_key,
    error: row.error,
    createdAt: row.created_at,
    startAfter: row.run_after,
    startedAt: row.started_at,
    completedAt: row.completed_at,
  };
}

/**
 * The job queue on SQLite, in the app's own database (`jobs`, migration 2026-11-30-0038): each process
 * polls for due jobs of the queues it has handlers for and claims one at a time with a guarded update (so
 * processes sharing the file never run a job twice at once), holds it under a lease for the queue's expiry,
 * and settles it by its attempt; a failing job is retried with backoff, then kept as failed. Times are the
 * wall clock: a test's app clock moves what handlers see, not when jobs run.
 */
export function createEmbeddedQueue(deps: {
  repository: JobsRepository;
  pollMs: number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}): JobQueue {
  const { repository, log } = deps;
  const definitions = new Map<string, Definition>();
  const running = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let polling = false;
  let lastPrune = 0;

  const scheduler = createScheduler({ enqueue: (queue, key) => queue_.send(queue, {}, { key }), log });

  async function runOne(row: JobRow): Promise<void> {
    const definition = definitions.get(row.queue);
    if (!definition) return;
    try {
      await definition.handler(JSON.parse(row.payload) as never, { id: row.id, queue: row.queue, attempt: row.attempts });
      await repository.complete(row.id, row.attempts, Date.now());
    } catch (err) {
      const last = row.attempts > row.retry_limit;
      const delay = row.retry_delay_ms * (row.retry_backoff ? 2 ** (row.attempts - 1) : 1);
      log.warn({ err, queue: row.queue, job: row.id, attempt: row.attempts, last }, last ? 'job failed, out of retries' : 'job failed, will retry');
      await repository.fail(row.id, row.attempts, errorText(err), last ? null : Date.now() + delay, Date.now());
    }
  }

  async function poll(): Promise<void> {
    if (polling || !started) return;
    polling = true;
    try {
      const now = Date.now();
      await repository.expireLeases(now);
      if (now - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = now;
        await repository.prune(now - KEEP_MS);
      }
      // One job per queue at a time in this process; claim until nothing is due or the queue is busy.
      for (;;) {
        const idle = [...definitions.keys()].filter((q) => !busy.has(q));
        const row = started ? await repository.claim(idle, Date.now()) : undefined;
        if (!row) break;
        busy.add(row.queue);
        const run = runOne(row)
          .catch((err: unknown) => log.error({ err, job: row.id }, 'job settlement failed'))
          .finally(() => {
            busy.delete(row.queue);
            running.delete(run);
          });
        running.add(run);
      }
    } catch (err) {
      log.warn({ err }, 'job poll failed');
    } finally {
      polling = false;
    }
  }
  const busy = new Set<string>();

  const queue_: JobQueue = {
    kind: 'embedded',
    define(queue, handler, options = {}) {
      definitions.set(queue, { handler: handler as JobHandler<never>, options: { ...QUEUE_DEFAULTS, ...options } });
    },
    async send(queue, payload, options = {}) {
      const definition = definitions.get(queue);
      const settings = definition?.options ?? QUEUE_DEFAULTS;
      const now = Date.now();
      return repository.insert({
        id: options.key ? keyedJobId(queue, options.key) : randomUUID(),
        queue,
        payload: JSON.stringify(payload),
        key: options.key ?? null,
        retryLimit: settings.retryLimit,
        retryDelayMs: settings.retryDelaySeconds * 1000,
        retryBackoff: settings.retryBackoff,
        expireMs: settings.expireSeconds * 1000,
        runAfter: Math.max(now, options.startAfter ?? now),
        createdAt: now,
      });
    },
    schedule(queue, schedule) {
      scheduler.add(queue, schedule);
    },
    async list(query) {
      return (await repository.list(query)).map(view);
    },
    async get(id) {
      const row = await repository.byId(id);
      return row ? view(row) : undefined;
    },
    async retry(id) {
      const retried = await repository.retry(id, Date.now());
      if (retried) setImmediate(() => void poll());
      return retried;
    },
    depth: () => repository.depth(),
    async start() {
      if (started) return;
      started = true;
      timer = setInterval(() => void poll(), deps.pollMs);
      timer.unref();
      scheduler.start();
      void poll();
    },
    async stop() {
      started = false;
      clearInterval(timer);
      scheduler.stop();
      // the runs under way finish (their leases would otherwise lapse and run them again elsewhere)
      while (polling || running.size > 0) await Promise.allSettled([...running, new Promise((r) => setTimeout(r, 10))]);
    },
  };
  return queue_;
}
