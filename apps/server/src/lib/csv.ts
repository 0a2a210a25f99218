/**
 * CSV as spreadsheets read it (RFC 4180): a header row, CRLF line ends, a field quoted when it holds a quote,
 * a comma or a line break, quotes doubled. A text field that a spreadsheet would take for a formula (starting
 * with = + - @, or a tab or carriage return) gets a leading apostrophe, so an account or game name cannot run
 * as one; numbers the server wrote itself ("-12.50") are left as numbers. Every CSV the operators download
 * follows these rules (the reports and every exported list).
 */
const NUMBER = /^-?\d+(\.\d+)?$/;

/** Excel opens a UTF-8 file as UTF-8 only when it starts with the byte order mark. */
export const UTF8_BOM = '\uFEFF';

export type CsvValue = string | number | null | undefined;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && !NUMBER.test(text) && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, with its CRLF. */
export function csvLine(cells: CsvValue[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map(csvLine).join('');
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** "2026-11-24 20:26:05" in a time zone: what a person reads in a spreadsheet cell (and sorts as text). */
export function csvTime(at: number | null | undefined, timeZone: string): string {
  if (at === null || at === undefined) return '';
  // one format per zone: an export writes thousands of cells, and making a format costs far more than using it
  let format = timeFormats.get(timeZone);
  if (!format) {
    // sv-SE writes ISO-like dates and 24-hour times
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    timeFormats.set(timeZone, format);
  }
  return format.format(new Date(at));
}
