import type { LimitPeriod } from '@lobby/contract';
import { addDays, localDate, startOfLocalDate } from '../../../lib/time-zone.ts';

export { addDays };



export interface PeriodSpan {
  /** the period's first and last local dates so far (today is the last) */
  from: string;
  to: string;
  /** when the period began and when the next one begins (epoch ms) */
  startsAt: number;
  resetsAt: number;
}

/**
 * The period an instant falls in, in the merchant's calendar: the local day, the week from Monday, the
 * calendar month. Limits count from its start and reset at the next one's.
 */
export function periodAt(period: LimitPeriod, at: number, timeZone: string): PeriodSpan {
  const today = localDate(at, timeZone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  let from: string;
  let next: string;
  if (period === 'day') {
    from = today;
    next = addDays(today, 1);
  } else if (period === 'week') {
    const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7; // Monday 0
    from = addDays(today, -weekday);
    next = addDays(from, 7);
  } else {
    from = `${today.slice(0, 7)}-01`;
    next = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  }
  return { from, to: today, startsAt: startOfLocalDate(from, timeZone), resetsAt: startOfLocalDate(next, timeZone) };
}
