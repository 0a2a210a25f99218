/**
 * Times on a merchant's clock (an IANA zone): what an <input type="datetime-local"> shows and takes when the
 * operator works in the merchant's time, not the browser's. A campaign starting "2026-12-01 00:00" in
 * Asia/Manila starts at that moment there, wherever the operator sits.
 */

const parts = new Map<string, Intl.DateTimeFormat>();

function formatOf(timeZone: string): Intl.DateTimeFormat {
  let f = parts.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
    parts.set(timeZone, f);
  }
  return f;
}

/** The zone's wall clock at `ms` as if it were UTC (ms), to read its offset. */
function wallAsUtc(ms: number, timeZone: string): number {
  const p = Object.fromEntries(formatOf(timeZone).formatToParts(ms).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
}

/** epoch ms -> "YYYY-MM-DDTHH:mm" on the zone's clock ('' for null). */
export function toZoneInput(ms: number | null, timeZone: string): string {
  if (ms === null || !Number.isFinite(ms)) return '';
  return new Date(wallAsUtc(ms, timeZone)).toISOString().slice(0, 16);
}

/** "YYYY-MM-DDTHH:mm" on the zone's clock -> epoch ms (null for '' or nonsense). */
export function fromZoneInput(value: string, timeZone: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return null;
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // The offset at the guess, then again at the corrected time (a change of offset between the two).
  let ms = wall - (wallAsUtc(wall, timeZone) - wall);
  ms = wall - (wallAsUtc(ms, timeZone) - ms);
  return Number.isFinite(ms) ? ms : null;
}

/** Today's date ("YYYY-MM-DD") on the zone's clock; the browser's own date while the zone is not known yet. */
export function zoneToday(timeZone: string | undefined, ms = Date.now()): string {
  if (timeZone) {
    try {
      return toZoneInput(ms, timeZone).slice(0, 10);
    } catch {
      // an unknown zone name: the browser's date below
    }
  }
  const d = new Date(ms);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** "YYYY-MM-DD" moved by `days` calendar days (negative: back). */
export function shiftDay(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}
