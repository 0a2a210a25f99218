import { useMemo } from 'react';
import { formatDay, formatMoment, formatRelative } from '@/shared/lib/date-format';
import { useLanguage } from './use-language';

export interface DateFormatter {
  /** a moment's date: "Nov 24, 2026" */
  date(ms: number): string;
  /** a moment's date and time: "Nov 24, 2026, 4:05 PM" */
  dateTime(ms: number): string;
  /** a moment's time of day: "4:05 PM" */
  time(ms: number): string;
  /** a server's calendar day (YYYY-MM-DD): "Nov 24, 2026" */
  day(day: string): string;
  /** a server's calendar day, short, for chart axes: "Nov 24" */
  monthDay(day: string): string;
  /** "5 minutes ago", "in 2 hours" */
  relative(ms: number): string;
}

/** The date formats of the current UI language; the screen re-renders when the language changes. */
export function useDateFormat(): DateFormatter {
  const [lang] = useLanguage();
  return useMemo(
    () => ({
      date: (ms) => formatMoment(ms, lang, 'date'),
      dateTime: (ms) => formatMoment(ms, lang, 'dateTime'),
      time: (ms) => formatMoment(ms, lang, 'time'),
      day: (day) => formatDay(day, lang),
      monthDay: (day) => formatDay(day, lang, 'monthDay'),
      relative: (ms) => formatRelative(ms, lang),
    }),
    [lang],
  );
}
