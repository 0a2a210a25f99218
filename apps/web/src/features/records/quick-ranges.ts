/** The quick ranges of the records screens, in local days (what "today" means to the person). */
export const QUICK_RANGES = ['today', 'yesterday', 'week', 'month'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

export interface DateRange {
  /** epoch ms, inclusive */
  from: number;
  /** epoch ms, inclusive */
  to: number;
}

const DAY_MS = 86_400_000;

function startOfDay(ms: number): number {
  const d = new Date(ms);
  d.setHours(0, 0, 0, 0);
  return d.getTime();
}

/** Days back from a local midnight, by calendar (a DST day is 23 or 25 hours long). */
function daysBefore(midnight: number, days: number): number {
  const d = new Date(midnight);
  d.setDate(d.getDate() - days);
  return d.getTime();
}

/**
 * The range of a quick choice, whole local days: stable for the whole day, so it can key a cached query.
 * "Last 7 days" and "last 30 days" include today.
 */
export function rangeOf(range: QuickRange, now = Date.now()): DateRange {
  const today = startOfDay(now);
  const endOfToday = daysBefore(today, -1) - 1;
  switch (range) {
    case 'today':
      return { from: today, to: endOfToday };
    case 'yesterday':
      return { from: daysBefore(today, 1), to: today - 1 };
    case 'week':
      return { from: daysBefore(today, 6), to: endOfToday };
    case 'month':
      return { from: daysBefore(today, 29), to: endOfToday };
  }
}

export function isQuickRange(value: string | null): value is QuickRange {
  return (QUICK_RANGES as readonly string[]).includes(value ?? '');
}

/** A label for the day a row belongs to: today, yesterday or the date. */
export function dayKey(ms: number): number {
  return startOfDay(ms);
}

export function dayOffset(day: number, now = Date.now()): number {
  return Math.round((startOfDay(now) - day) / DAY_MS);
}

/** Rows grouped under their local day, keeping the list's order (newest first). */
export function groupByDay<T>(rows: readonly T[], timeOf: (row: T) => number): { day: number; rows: T[] }[] {
  const groups: { day: number; rows: T[] }[] = [];
  for (const row of rows) {
    const day = dayKey(timeOf(row));
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.rows.push(row);
    else groups.push({ day, rows: [row] });
  }
  return groups;
}
