const pad = (n: number) => String(n).padStart(2, '0');

/** Dates read YYYY/MM/DD HH:mm, as elsewhere in the app. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}/${pad(d.getMonth() + 1)}/${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
