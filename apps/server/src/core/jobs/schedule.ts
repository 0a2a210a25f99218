import { createHash } from 'node:crypto';
import { CronExpressionParser } from 'cron-parser';
import type { Schedule } from './types.ts';

/** The first slot at or after `t` (epoch ms). */
export function nextSlot(schedule: Schedule, t: number): number {
  if ('everyMs' in schedule) return Math.ceil(t / schedule.everyMs) * schedule.everyMs;
  // cron-parser answers the first occurrence strictly after its date: ask from a millisecond before.
  return CronExpressionParser.parse(schedule.cron, { currentDate: new Date(t - 1), tz: 'UTC' }).next().getTime();
}

/** Refuses a schedule that cannot run (a zero interval, a cron expression that does not parse). */
export function checkSchedule(schedule: Schedule): void {
  if ('everyMs' in schedule) {
    if (!Number.isSafeInteger(schedule.everyMs) || schedule.everyMs < 500) throw new Error(`a schedule runs at most every 500 ms, not ${schedule.everyMs}`);
    return;
  }
  CronExpressionParser.parse(schedule.cron, { tz: 'UTC' });
}

export interface Scheduler {
  add(queue: string, schedule: Schedule): void;
  start(): void;
  stop(): void;
}

/**
 * Recurring jobs without a clock process: every process keeps a timer per schedule and, at each slot,
 * enqueues the slot's job under the key `slot:<time>`; the queue keeps one job per key, so however many
 * processes run, a slot runs once. A process's first slot is one interval after it started (as the
 * setInterval it replaces), so a starting process never runs the work at once; slots missed while every
 * process was down are skipped.
 */
export function createScheduler(deps: {
  enqueue: (queue: string, key: string) => Promise<unknown>;
  log: { warn(obj: object, msg: string): void };
}): Scheduler {
  const entries: { queue: string; schedule: Schedule; timer?: NodeJS.Timeout }[] = [];
  let running = false;
  let startedAt = 0;

  function arm(entry: (typeof entries)[number], after: number): void {
    const at = nextSlot(entry.schedule, after);
    entry.timer = setTimeout(() => {
      if (!running) return;
      deps.enqueue(entry.queue, `slot:${at}`).catch((err: unknown) => deps.log.warn({ err, queue: entry.queue }, 'could not enqueue a scheduled job'));
      arm(entry, at + 1);
    }, Math.max(0, at - Date.now()));
    entry.timer.unref();
  }

  function first(entry: (typeof entries)[number]): number {
    // everyMs: the first slot a whole interval after the start; cron: the first occurrence after it
    return 'everyMs' in entry.schedule ? startedAt + entry.schedule.everyMs : startedAt + 1;
  }

  return {
    add(queue, schedule) {
      checkSchedule(schedule);
      const entry = { queue, schedule };
      entries.push(entry);
      if (running) arm(entry, first(entry));
    },
    start() {
      if (running) return;
      running = true;
      startedAt = Date.now();
      for (const entry of entries) arm(entry, first(entry));
    },
    stop() {
      running = false;
      for (const entry of entries) clearTimeout(entry.timer);
    },
  };
}

/**
 * A job id derived from its queue and key, as a UUID (version 8: custom), so an idempotent send can name
 * its job before inserting it and a second send finds the first.
 */
export function keyedJobId(queue: string, key: string): string {
  const bytes = createHash('sha256').update(`${queue}\u0000${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An error as a job keeps it: its message, at most 1,000 characters. */
export function errorText(err: unknown): string {
  const message = err instanceof Error ? err.message || err.name : String(err);
  return message.slice(0, 1000);
}
