import type { FastifyInstance } from 'fastify';
import { createEmbeddedQueue } from './embedded-queue.ts';
import { createPgBossQueue, jobsSchemaOf } from './pg-boss-queue.ts';
import { createJobsRepository } from './repository.ts';
import type { JobQueue } from './types.ts';

export type { JobContext, JobHandler, JobQueue, JobView, QueueOptions, Schedule, SendOptions } from './types.ts';

/**
 * The install's durable job queue, built once by the core: pg-boss on PostgreSQL, the embedded queue on
 * SQLite. Modules define their queues while they register; the workers and schedules start when the app
 * is ready and stop when it closes, before the database does (hooks close in reverse order).
 */
export async function registerJobs(app: FastifyInstance): Promise<JobQueue> {
  const { db, dialect } = app.database;
  const log = app.log;
  const jobs =
    dialect === 'postgres'
      ? createPgBossQueue({ db, schema: await jobsSchemaOf(db), pollMs: app.config.jobsPollMs, log })
      : createEmbeddedQueue({ repository: createJobsRepository(db), pollMs: app.config.jobsPollMs, log });
  app.decorate('jobs', jobs);
  app.addHook('onReady', async () => jobs.start());
  app.addHook('onClose', async () => jobs.stop());
  app.metrics.gauge('job_queue_depth', 'Background jobs kept, by queue and state (the same on every instance)', ['queue', 'state'], async (set) => {
    for (const row of await jobs.depth()) set({ queue: row.queue, state: row.state }, row.count);
  });
  return jobs;
}
