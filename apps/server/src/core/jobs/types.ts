import type { JobState } from '@lobby/contract';

/** What a handler is told besides its payload. */
export interface JobContext {
  id: string;
  queue: string;
  /** 1 on the first run, 2 on the first retry … */
  attempt: number;
}

export type JobHandler<P = unknown> = (payload: P, job: JobContext) => Promise<void>;

export interface QueueOptions {
  /** runs after the first that a failing job gets before it stays failed (default 2) */
  retryLimit?: number;
  /** seconds before the first retry (default 1) */
  retryDelaySeconds?: number;
  /** each retry waits about twice as long as the one before (default true) */
  retryBackoff?: boolean;
  /** a run taking longer counts as failed (its process died): retried or failed (default 15 minutes) */
  expireSeconds?: number;
}

export interface SendOptions {
  /**
   * The same key on the same queue enqueues once: a second send while the first job is kept answers the
   * first job's id and adds nothing (a webhook's event id, a schedule's slot).
   */
  key?: string;
  /** not before this time (epoch ms) */
  startAfter?: number;
}

/** A recurring job: every `everyMs` (slots counted from the epoch), or a five-field cron expression in UTC. */
export type Schedule = { everyMs: number } | { cron: string };

/** A job as operators see it (never its payload: it may carry an address or a message). */
export interface JobView {
  id: string;
  queue: string;
  state: JobState;
  /** runs started so far */
  attempts: number;
  retryLimit: number;
  key: string | null;
  /** the last run's error message (failed, or queued for a retry) */
  error: string | null;
  createdAt: number;
  startAfter: number;
  startedAt: number | null;
  completedAt: number | null;
}

export interface JobListQuery {
  queue?: string;
  state?: JobState;
  limit: number;
  /** the page after this many rows */
  offset: number;
}

export interface QueueDepth {
  queue: string;
  state: JobState;
  count: number;
}

/**
 * The durable job queue of an install (core/jobs): pg-boss on PostgreSQL, an embedded queue on the same
 * SQLite database otherwise. Handlers must be idempotent: a job may run twice (its process died after the
 * work and before it was marked done), though never on two processes at once.
 */
export interface JobQueue {
  readonly kind: 'pg-boss' | 'embedded';
  /** Declares a queue and the handler this process runs its jobs with; before or after start. */
  define<P>(queue: string, handler: JobHandler<P>, options?: QueueOptions): void;
  /** Enqueues a job (durable once this resolves); its id, or the kept job's id for a repeated key. */
  send(queue: string, payload: object, options?: SendOptions): Promise<string>;
  /**
   * Recurring work of a defined queue, run once per slot across every process of the install: each
   * process enqueues the slot's job under the slot's key and one insert wins. The first slot is one
   * interval after this process started.
   */
  schedule(queue: string, schedule: Schedule): void;
  list(query: JobListQuery): Promise<JobView[]>;
  get(id: string): Promise<JobView | undefined>;
  /** A failed job back to the queue to run now; false when there is no such failed job. */
  retry(id: string): Promise<boolean>;
  /** jobs kept, per queue and state */
  depth(): Promise<QueueDepth[]>;
  /** Starts the workers and schedules (the app's onReady). */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (the app's onClose, before the database closes). */
  stop(): Promise<void>;
}
