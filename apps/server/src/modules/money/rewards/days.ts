import { localDate, startOfLocalDay } from '../../../lib/time-zone.ts';

/**
 * Local calendar arithmetic for rewards and tasks: days start at the merchant's local midnight, weeks on
 * its local Monday. Steps go through startOfLocalDay so days of 23 or 25 hours stay whole.
 */
const HOUR = 3_600_000;

export function nextDayStart(dayStart: number, timeZone: string): number {
  return startOfLocalDay(dayStart + 36 * HOUR, timeZone);
}

export function previousDayStart(dayStart: number, timeZone: string): number {
  return startOfLocalDay(dayStart - 1, timeZone);
}

/** Midnight starting the local Monday of the week containing `at`. */
export function startOfLocalWeek(at: number, timeZone: string): number {
  let start = startOfLocalDay(at, timeZone);
  const weekday = new Date(`${localDate(start, timeZone)}T00:00:00Z`).getUTCDay();
  for (let i = 0; i < (weekday + 6) % 7; i++) start = previousDayStart(start, timeZone);
  return start;
}

export function nextWeekStart(weekStart: number, timeZone: string): number {
  let start = weekStart;
  for (let i = 0; i < 7; i++) start = nextDayStart(start, timeZone);
  return start;
}

/** Midnight starting a local date written YYYY-MM-DD. */
export function startOfDate(date: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  let start = startOfLocalDay(Date.UTC(y, m - 1, d, 12), timeZone);
  // Far from UTC, noon UTC can fall on the day before or after: step to the date asked for.
  for (let i = 0; i < 2 && localDate(start, timeZone) < date; i++) start = nextDayStart(start, timeZone);
  for (let i = 0; i < 2 && localDate(start, timeZone) > date; i++) start = previousDayStart(start, timeZone);
  return start;
}

export { localDate, startOfLocalDay };
