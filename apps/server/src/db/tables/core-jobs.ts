import type { Selectable } from 'kysely';

/** The tables `core/jobs` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface CoreJobsTables {
  jobs: JobsTable;
}

// The embedded job queue on SQLite (migration 2026-11-30-0038); on PostgreSQL pg-boss keeps its own schema.

export interface JobsTable {
  id: string;
  queue: string;
  /** queued | active | completed | failed */
  state: string;
  /** JSON */
  payload: string;
  job_key: string | null;
  attempts: number;
  retry_limit: number;
  retry_delay_ms: number;
  /** 1: each retry waits about twice as long */
  retry_backoff: number;
  expire_ms: number;
  run_after: number;
  /** while active: the run counts as lost (its process died) after this */
  lease_until: number | null;
  error: string | null;
  created_at: number;
  started_at: number | null;
  completed_at: number | null;
}

export type JobRow = Selectable<JobsTable>;
