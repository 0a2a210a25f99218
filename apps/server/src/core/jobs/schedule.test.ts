import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkSchedule, createScheduler, nextSlot } from './schedule.ts';

describe('slots of a schedule', () => {
  it('an interval: the next multiple of it, the time itself when it is one', () => {
    expect(nextSlot({ everyMs: 60_000 }, Date.UTC(2026, 10, 30, 10, 0, 30))).toBe(Date.UTC(2026, 10, 30, 10, 1, 0));
    expect(nextSlot({ everyMs: 60_000 }, Date.UTC(2026, 10, 30, 10, 1, 0))).toBe(Date.UTC(2026, 10, 30, 10, 1, 0));
  });

  it('a cron expression, in UTC: the first occurrence at or after the time', () => {
    // every day at 16:05 UTC (00:05 in Manila)
    const daily = { cron: '5 16 * * *' };
    expect(nextSlot(daily, Date.UTC(2026, 10, 30, 10, 0))).toBe(Date.UTC(2026, 10, 30, 16, 5));
    expect(nextSlot(daily, Date.UTC(2026, 10, 30, 16, 5))).toBe(Date.UTC(2026, 10, 30, 16, 5));
    expect(nextSlot(daily, Date.UTC(2026, 10, 30, 16, 5) + 1)).toBe(Date.UTC(2026, 11, 1, 16, 5));
    // the first of each month at midnight UTC, across a year's end
    expect(nextSlot({ cron: '0 0 1 * *' }, Date.UTC(2026, 11, 15))).toBe(Date.UTC(2027, 0, 1));
    // every 15 minutes
    expect(nextSlot({ cron: '*/15 * * * *' }, Date.UTC(2026, 10, 30, 10, 16))).toBe(Date.UTC(2026, 10, 30, 10, 30));
  });

  it('refuses a schedule that cannot run', () => {
    expect(() => checkSchedule({ everyMs: 0 })).toThrow();
    expect(() => checkSchedule({ everyMs: 499 })).toThrow();
    expect(() => checkSchedule({ everyMs: 1.5 })).toThrow();
    expect(() => checkSchedule({ cron: 'every day' })).toThrow();
    expect(() => checkSchedule({ cron: '61 * * * *' })).toThrow();
    expect(() => checkSchedule({ cron: '5 16 * * *' })).not.toThrow();
  });
});

describe('the scheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('enqueues each cron occurrence once, keyed by its slot, and never at start-up', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 30, 10, 7) });
    const sent: string[] = [];
    const scheduler = createScheduler({ enqueue: async (queue, key) => void sent.push(`${queue} ${key}`), log: { warn: () => undefined } });
    scheduler.add('reports.daily', { cron: '*/15 * * * *' });
    scheduler.start();
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(8 * 60_000); // 10:15
    expect(sent).toEqual([`reports.daily slot:${Date.UTC(2026, 10, 30, 10, 15)}`]);
    await vi.advanceTimersByTimeAsync(30 * 60_000); // 10:45
    expect(sent).toEqual([10, 15, 30, 45].slice(1).map((m) => `reports.daily slot:${Date.UTC(2026, 10, 30, 10, m)}`));
    scheduler.stop();
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(sent).toHaveLength(3);
  });

  it('an interval schedule starts a whole interval after start-up', async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 10, 30, 10, 0, 10) });
    const sent: string[] = [];
    const scheduler = createScheduler({ enqueue: async (_queue, key) => void sent.push(key), log: { warn: () => undefined } });
    scheduler.add('payments.expire-deposits', { everyMs: 60_000 });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(59_000);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(sent).toEqual([`slot:${Date.UTC(2026, 10, 30, 10, 2)}`, `slot:${Date.UTC(2026, 10, 30, 10, 3)}`]);
    scheduler.stop();
  });
});
