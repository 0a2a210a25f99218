import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { JobRow } from '../../db/tables/core-jobs.ts';
import type { JobListQuery, QueueDepth } from './types.ts';
import type { JobState } from '@lobby/contract';

export interface NewJob {
  id: string;
  queue: string;
  payload: string;
  key: string | null;
  retryLimit: number;
  retryDelayMs: number;
  retryBackoff: boolean;
  expireMs: number;
  runAfter: number;
  createdAt: number;
}

/** Every statement of the embedded queue (SQLite; the table is `jobs`, owned by core/jobs). */
export function createJobsRepository(db: Kysely<Database>) {
  return {
    /** Inserts the job unless its queue already keeps one with its key; the id of the job kept. */
    async insert(job: NewJob): Promise<string> {
      const inserted = await db
        .insertInto('jobs')
        .values({
          id: job.id,
          queue: job.queue,
          state: 'queued',
          payload: job.payload,
          job_key: job.key,
          attempts: 0,
          retry_limit: job.retryLimit,
          retry_delay_ms: job.retryDelayMs,
          retry_backoff: job.retryBackoff ? 1 : 0,
          expire_ms: job.expireMs,
          run_after: job.runAfter,
          created_at: job.createdAt,
        })
        .onConflict((oc) => oc.columns(['queue', 'job_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) return inserted.id;
      const kept = await db.selectFrom('jobs').select('id').where('queue', '=', job.queue).where('job_key', '=', job.key).executeTakeFirstOrThrow();
      return kept.id;
    },

    /**
     * Takes the oldest due job of one of these queues: one guarded UPDATE, so of any number of pollers (in
     * this process or another on the same file) exactly one gets it. Its lease runs for the queue's expiry.
     */
    async claim(queues: string[], now: number): Promise<JobRow | undefined> {
      if (queues.length === 0) return undefined;
      return db
        .updateTable('jobs')
        .set((eb) => ({ state: 'active', attempts: eb('attempts', '+', 1), started_at: now, lease_until: eb('expire_ms', '+', now) }))
        .where('id', '=', (eb) =>
          eb
            .selectFrom('jobs')
            .select('id')
            .where('state', '=', 'queued')
            .where('queue', 'in', queues)
            .where('run_after', '<=', now)
            .orderBy('run_after')
            .orderBy('created_at')
            .limit(1),
        )
        .where('state', '=', 'queued')
        .returningAll()
        .executeTakeFirst();
    },

    /** The run that holds the job (by its attempt) is done; a lapsed lease's run changes nothing. */
    async complete(id: string, attempt: number, now: number): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ state: 'completed', completed_at: now, lease_until: null, error: null })
        .where('id', '=', id)
        .where('state', '=', 'active')
        .where('attempts', '=', attempt)
        .execute();
    },

    /** The run failed: back to the queue after `retryAt`, or failed for good when it was the last allowed. */
    async fail(id: string, attempt: number, error: string, retryAt: number | null, now: number): Promise<void> {
      await db
        .updateTable('jobs')
        .set(retryAt === null ? { state: 'failed', completed_at: now, lease_until: null, error } : { state: 'queued', run_after: retryAt, lease_until: null, error })
        .where('id', '=', id)
        .where('state', '=', 'active')
        .where('attempts', '=', attempt)
        .execute();
    },

    /**
     * Runs whose lease lapsed (their process died or hung past the queue's expiry) count as failed runs:
     * queued again while retries are left, else failed.
     */
    async expireLeases(now: number): Promise<void> {
      const error = 'the run did not finish within its time (its process stopped?)';
      await db
        .updateTable('jobs')
        .set((eb) => ({
          state: eb.case().when('attempts', '>', eb.ref('retry_limit')).then('failed').else('queued').end(),
          completed_at: eb.case().when('attempts', '>', eb.ref('retry_limit')).then(now).else(null).end(),
          run_after: now,
          lease_until: null,
          error,
        }))
        .where('state', '=', 'active')
        .where('lease_until', '<', now)
        .execute();
    },

    /** A failed job runs once more, now. */
    async retry(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('jobs')
        .set((eb) => ({ state: 'queued', run_after: now, completed_at: null, retry_limit: eb('retry_limit', '+', 1) }))
        .where('id', '=', id)
        .where('state', '=', 'failed')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async byId(id: string): Promise<JobRow | undefined> {
      return db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async list(query: JobListQuery): Promise<JobRow[]> {
      let q = db.selectFrom('jobs').selectAll();
      if (query.queue) q = q.where('queue', '=', query.queue);
      if (query.state) q = q.where('state', '=', query.state);
      return q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset).execute();
    },

    async depth(): Promise<QueueDepth[]> {
      const rows = await db
        .selectFrom('jobs')
        .select((eb) => ['queue', 'state', eb.fn.countAll<number>().as('count')])
        .groupBy(['queue', 'state'])
        .orderBy('queue')
        .execute();
      return rows.map((r) => ({ queue: r.queue, state: r.state as JobState, count: Number(r.count) }));
    },

    /** Drops finished jobs older than `before` (their keys become free again). */
    async prune(before: number): Promise<void> {
      await db.deleteFrom('jobs').where('state', 'in', ['completed', 'failed']).where('completed_at', '<', before).execute();
    },
  };
}

export type JobsRepository = ReturnType<typeof createJobsRepository>;
