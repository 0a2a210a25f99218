import { currencyDecimals } from '@lobby/contract/rules';

/** Money as every operator route writes it: a decimal string with two places ("1250.00"). */
export type Money = string;

const numberFormat = new Intl.NumberFormat(undefined);
const moneyFormat = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Local time as "2026-11-24 20:26": dense, sortable by eye, the same in every locale. */
export function formatTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '—';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${isoDay(d)} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A time as "2026-11-24 20:26" on a merchant's clock (an IANA zone such as "Asia/Manila"), for what the
 * merchant's calendar decides (a limit's reset, an exclusion's end); an unknown zone falls back to local time.
 */
export function formatTimeIn(ms: number | null | undefined, timeZone: string): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '—';
  let format = zoneFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    } catch {
      return formatTime(ms);
    }
    zoneFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(ms).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

export function formatCount(n: number | null | undefined): string {
  return n === null || n === undefined ? '—' : numberFormat.format(n);
}

/** Amounts arrive as decimal strings ("1250.00"); shown with two decimals and grouping. */
export function formatMoney(value: Money | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? moneyFormat.format(n) : String(value);
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/**
 * An amount in its currency, as an operator reads it: the currency's sign and its own decimals ("₱1,250.00",
 * "₫500,000", "Rp5,000,000"). Every money answer names its currency; amounts of different currencies are
 * never shown as one number.
 */
export function formatAmount(value: Money | null | undefined, currency: string): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return String(value);
  let format = currencyFormats.get(currency);
  if (!format) {
    const digits = currencyDecimals(currency);
    try {
      format = new Intl.NumberFormat(undefined, { style: 'currency', currency, currencyDisplay: 'narrowSymbol', minimumFractionDigits: digits, maximumFractionDigits: digits });
    } catch {
      // not an ISO currency code: the number and the code
      format = new Intl.NumberFormat(undefined, { minimumFractionDigits: digits, maximumFractionDigits: digits });
      const plain = format;
      format = { format: (x: number) => `${plain.format(x)} ${currency}` } as Intl.NumberFormat;
    }
    currencyFormats.set(currency, format);
  }
  return format.format(n);
}

/** A figure (a decimal string or a count) as a number, for charts and signs. */
export function toNumber(value: Money | number | null | undefined): number {
  const n = typeof value === 'number' ? value : Number(value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

/** YYYY-MM-DD of a date in local time. */
export function isoDay(date: Date): string {
  const y = date.getFullYear();
  const m = String(date.getMonth() + 1).padStart(2, '0');
  const d = String(date.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

export function daysAgo(n: number, from = new Date()): Date {
  const d = new Date(from);
  d.setDate(d.getDate() - n);
  return d;
}

/** epoch ms <-> the value of an <input type="datetime-local"> */
export function toLocalInput(ms: number | null): string {
  if (ms === null) return '';
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
export function fromLocalInput(value: string): number | null {
  if (!value) return null;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? ms : null;
}

/** A cell value of an unknown record as text: times for *At / at keys, JSON for objects. */
export function cellText(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'number' && (key === 'at' || key.endsWith('At')) && value > 1e11) return formatTime(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** RFC 4180 CSV of rows. */
export function toCsv(headers: string[], rows: Array<Array<string | number | null | undefined>>): string {
  const cell = (v: string | number | null | undefined) => {
    let s = v === null || v === undefined ? '' : String(v);
    // A text cell a spreadsheet would run as a formula is kept as text.
    if (typeof v === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [headers, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const blob = new Blob([text], { type });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function newRequestId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return 'c-' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** "serverSeedHash" -> "Server seed hash": a readable header for a field the server names. */
export function humanize(key: string): string {
  const words = key.replace(/_/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
