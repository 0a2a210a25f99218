import { KPI_MAX_RANGE_DAYS } from '@lobby/contract';
import type { KpiPeriod } from '@lobby/contract';
import { AppError } from '../../../lib/app-error.ts';
import { localDate, startOfLocalDay } from '../../../lib/time-zone.ts';

const DAY_MS = 86_400_000;

/** Epoch ms of local midnight starting a calendar date (YYYY-MM-DD) in a time zone. */
export function startOfDate(date: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  let at = Date.UTC(y, m - 1, d, 12);
  // UTC noon can fall on the day before or after in zones far from UTC: step onto the date itself.
  const local = localDate(at, timeZone);
  if (local > date) at -= DAY_MS / 2;
  else if (local < date) at += DAY_MS / 2;
  return startOfLocalDay(at, timeZone);
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
function isRealDate(value: string): boolean {
  const t = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value;
}

export interface KpiRange {
  from: string;
  to: string;
  /** local midnights: days[i] starts at starts[i]; starts[days.length] ends the range */
  days: string[];
  starts: number[];
}

/**
 * The local days a KPI period covers: today; this week from Monday; this month from the 1st; or a custom
 * range of up to KPI_MAX_RANGE_DAYS days ending no later than today.
 */
export function kpiRange(period: KpiPeriod, now: number, timeZone: string, custom: { from?: string; to?: string }): KpiRange {
  const today = localDate(now, timeZone);
  let from = today;
  let to = today;
  if (period === 'week') {
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 Sunday
    from = new Date(Date.parse(`${today}T00:00:00Z`) - ((weekday + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
  } else if (period === 'month') {
    from = `${today.slice(0, 8)}01`;
  } else if (period === 'custom') {
    if (!custom.from || !custom.to || !isRealDate(custom.from) || !isRealDate(custom.to)) throw new AppError('agent.range.invalid');
    from = custom.from;
    to = custom.to;
    const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
    if (span < 1 || span > KPI_MAX_RANGE_DAYS || to > today) throw new AppError('agent.range.invalid');
  }
  const days: string[] = [];
  const starts: number[] = [startOfDate(from, timeZone)];
  for (let day = from; day <= to; ) {
    days.push(day);
    const last = starts[starts.length - 1] as number;
    // 36 hours on from a local midnight is always inside the next local day (days last 23 to 25 hours).
    const next = startOfLocalDay(last + 1.5 * DAY_MS, timeZone);
    starts.push(next);
    day = localDate(next, timeZone);
  }
  return { from, to, days, starts };
}

/** Which day of the range an hour bucket (whole hours since the first start) belongs to. */
export function dayOfHour(range: KpiRange, hour: number): number {
  const at = (range.starts[0] as number) + hour * 3_600_000;
  let lo = 0;
  let hi = range.days.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((range.starts[mid] as number) <= at) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
