/* eslint-disable @typescript-eslint/no-explicit-any --
   A migration sees the schema as it was when it was written, not today's Database interface. */
import type { Kysely } from 'kysely';

// Frozen once landed: later changes go in a new, later-dated migration.

/**
 * The embedded job queue (core/jobs) on SQLite: one row per job, claimed by a guarded update, with its
 * lease (`lease_until`) while it runs, its retries and its last error; failed jobs are kept. On PostgreSQL
 * the queue is pg-boss in a schema of its own and this table stays empty (the migrations are the same on
 * both databases).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('queue', 'text', (c) => c.notNull())
    // queued | active | completed | failed
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    // the sender's idempotency key: one job per queue and key
    .addColumn('job_key', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('retry_limit', 'integer', (c) => c.notNull())
    .addColumn('retry_delay_ms', 'integer', (c) => c.notNull())
    .addColumn('retry_backoff', 'integer', (c) => c.notNull())
    .addColumn('expire_ms', 'integer', (c) => c.notNull())
    .addColumn('run_after', 'bigint', (c) => c.notNull())
    .addColumn('lease_until', 'bigint')
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('started_at', 'bigint')
    .addColumn('completed_at', 'bigint')
    .addUniqueConstraint('jobs_queue_key', ['queue', 'job_key'])
    .execute();
  // the poller's claim: due jobs of a queue, oldest first
  await db.schema.createIndex('jobs_due').on('jobs').columns(['queue', 'state', 'run_after']).execute();
  // the operators' list and the clean-up of old finished jobs
  await db.schema.createIndex('jobs_state_created').on('jobs').columns(['state', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
