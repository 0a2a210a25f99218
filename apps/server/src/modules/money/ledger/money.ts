/** Cents as the console shows money: a decimal string with two places ("1250.00", "-3.05"). */
export function money(cents: number): string {
  const n = Math.trunc(Number(cents));
  const abs = Math.abs(n);
  return `${n < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
