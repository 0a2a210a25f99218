import { LANGUAGE_TAGS, type Language } from '@lobby/contract/rules';

/**
 * Dates and times as each language writes them (Intl), not one fixed pattern: "Nov 24, 2026, 4:05 PM" in
 * English, "2026年11月24日 16:05" in Chinese, "16:05 24 thg 11, 2026" in Vietnamese. Thai keeps what Intl
 * gives `th`: the Buddhist era (2569), as Thai phones, banks and papers write years (docs/decisions.md).
 *
 * Moments (epoch ms) are shown in the device's time zone: they only appear on screens the browser renders
 * (member screens). Calendar days the server sends as YYYY-MM-DD (notices, promotions, reward days, KPI
 * days) are already the merchant's days, so they are formatted as they are, in UTC, and read the same on
 * the server's render and in the browser that hydrates it.
 */
export type DateStyle = 'date' | 'dateTime' | 'time' | 'monthDay' | 'monthDayTime' | 'month';

const STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  monthDay: { month: 'short', day: 'numeric' },
  /** a moment within the coming weeks, its year understood: "Dec 1, 12:00 AM" */
  monthDayTime: { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' },
  /** a calendar month: "Nov 2026" */
  month: { month: 'short', year: 'numeric' },
};

// Making a format costs far more than using one (it loads locale data): one per language, style and zone.
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormat(language: Language, style: DateStyle, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${language}|${style}|${timeZone ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LANGUAGE_TAGS[language], timeZone ? { ...STYLES[style], timeZone } : STYLES[style]);
    dateFormats.set(key, format);
  }
  return format;
}

/** A moment (epoch ms) in `language`, in the device's time zone unless one is given. */
export function formatMoment(ms: number, language: Language, style: DateStyle = 'dateTime', timeZone?: string): string {
  return dateFormat(language, style, timeZone).format(ms);
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A calendar day the server sent (YYYY-MM-DD, or a longer ISO text starting with one) in `language`. */
export function formatDay(day: string, language: Language, style: 'date' | 'monthDay' = 'date'): string {
  const match = ISO_DAY.exec(day);
  if (!match) return day;
  return dateFormat(language, style, 'UTC').format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const ISO_MONTH = /^(\d{4})-(\d{2})$/;

/** A calendar month the server sent (YYYY-MM, the merchant's calendar) in `language`: "Nov 2026". */
export function formatMonth(month: string, language: Language): string {
  const match = ISO_MONTH.exec(month);
  if (!match) return month;
  return dateFormat(language, 'month', 'UTC').format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(language: Language, numeric: 'auto' | 'always'): Intl.RelativeTimeFormat {
  const key = `${language}|${numeric}`;
  let format = relativeFormats.get(key);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LANGUAGE_TAGS[language], { numeric });
    relativeFormats.set(key, format);
  }
  return format;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How far a moment is from now, in words: "now", "5 minutes ago", "in 2 hours", "3 days ago". Beyond a
 * week the date itself says more than a count of days.
 */
export function formatRelative(ms: number, language: Language, now: number = Date.now()): string {
  const diff = ms - now;
  const size = Math.abs(diff);
  if (size < 45_000) return relativeFormat(language, 'auto').format(0, 'second');
  if (size >= 7 * DAY) return formatMoment(ms, language, 'date');
  const always = relativeFormat(language, 'always');
  if (size < 45 * MINUTE) return always.format(Math.round(diff / MINUTE), 'minute');
  if (size < 22 * HOUR) return always.format(Math.round(diff / HOUR), 'hour');
  return always.format(Math.round(diff / DAY), 'day');
}
