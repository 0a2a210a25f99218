/**
 * CSV as spreadsheets read it (RFC 4180): a header row, CRLF line ends, a field quoted when it holds a quote,
 * a comma or a line break, quotes doubled. A text field that a spreadsheet would take for a formula (starting
 * with = + - @, or a tab or carriage return) gets a leading apostrophe, so an account or game name cannot run
 * as one; numbers the server wrote itself ("-12.50") are left as numbers.
 */
const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && !NUMBER.test(text) && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: (string | number)[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
