/**
 * Calendar days as a merchant's players live them: "today" for daily limits, tasks and reports starts at
 * local midnight in the merchant's time zone, not at UTC midnight.
 */

/** Formatters by zone: building one costs far more than formatting with it, and every bet settles a day. */
const clockFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function clockFormat(timeZone: string): Intl.DateTimeFormat {
  let f = clockFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    clockFormats.set(timeZone, f);
  }
  return f;
}

function offsetMs(at: number, timeZone: string): number {
  const parts = clockFormat(timeZone).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(at / 1000) * 1000;
}

/** Epoch ms of the local midnight that starts the day containing `at` in `timeZone`. */
export function startOfLocalDay(at: number, timeZone: string): number {
  const offset = offsetMs(at, timeZone);
  const local = at + offset;
  const midnightLocal = local - (((local % 86_400_000) + 86_400_000) % 86_400_000);
  return midnightLocal - offsetMs(midnightLocal - offset, timeZone);
}

/** The local calendar date (YYYY-MM-DD) of `at` in `timeZone`. */
export function localDate(at: number, timeZone: string): string {
  let f = dateFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, f);
  }
  return f.format(new Date(at));
}

/** Epoch ms of the local midnight that starts `date` (YYYY-MM-DD) in `timeZone`. */
export function startOfLocalDate(date: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const noon = Date.UTC(y, m - 1, d, 12);
  // noon UTC is the same calendar day in zones from UTC-11 to UTC+11; the others are half a day off
  for (const t of [noon, noon - 43_200_000, noon + 43_200_000]) if (localDate(t, timeZone) === date) return startOfLocalDay(t, timeZone);
  return startOfLocalDay(noon, timeZone);
}

/** YYYY-MM-DD plus n days (a calendar date: no time zone involved). */
export function addDays(date: string, n: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}
