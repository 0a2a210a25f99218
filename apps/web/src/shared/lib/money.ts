/**
 * Money as people read it: the currency's own decimals (two for the peso, none for the dong: `currencyDecimals`
 * in the contract), grouped in the UI language, the merchant's currency symbol in front. Signed amounts use a
 * true minus sign (U+2212) so a debit never reads as a hyphenated word.
 */
export interface MoneyFormatOptions {
  /** BCP 47 tag of the UI language */
  languageTag: string;
  symbol: string;
  /** '+' on credits and '−' on debits; otherwise a debit still shows its minus */
  signed?: boolean;
  /** whole amounts without '.00' (limits, preset chips) */
  whole?: boolean;
  /** the currency's decimals: 2, or 0 for a currency without a minor unit (VND, IDR) */
  decimals?: 0 | 2;
}

/** A number format: what the app asks of one (Intl.NumberFormat is one, so is the fast form below). */
export interface NumberFormat {
  format(value: number): string;
}

/**
 * Group and decimal separators of the app's languages in Intl's Latin digits (checked against Intl in the
 * tests): the figures come out the same without building an Intl format, which on a phone costs tens of
 * milliseconds the first time a page formats money (the locale data loads).
 */
const SEPARATORS: Readonly<Record<string, readonly [group: string, decimal: string]>> = {
  en: [',', '.'],
  'en-US': [',', '.'],
  'zh-CN': [',', '.'],
  'zh-TW': [',', '.'],
  tl: [',', '.'],
  th: [',', '.'],
  vi: ['.', ','],
  id: ['.', ','],
};

const formats = new Map<string, NumberFormat>();

/**
 * A number format with a fixed count of decimals (at least `min`, at most `max`), made once per language
 * and decimals: making one costs far more than using it, and the jackpot and winner board format often.
 */
export function numberFormat(languageTag: string, min: number, max: number = min): NumberFormat {
  const key = `${languageTag}|${min}|${max}`;
  let format = formats.get(key);
  if (!format) {
    const separators = SEPARATORS[languageTag];
    format = separators
      ? { format: (value: number) => formatFixed(value, min, max, separators[0], separators[1]) }
      : new Intl.NumberFormat(languageTag, { minimumFractionDigits: min, maximumFractionDigits: max });
    formats.set(key, format);
  }
  return format;
}

/** `value` with `max` decimals, trailing zeros dropped down to `min`, in the given separators. */
function formatFixed(value: number, min: number, max: number, group: string, decimal: string): string {
  const [whole, rounded] = roundHalfExpand(Math.abs(value), max);
  let fraction = rounded;
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const negative = value < 0 && /[1-9]/.test(whole + rounded);
  return `${negative ? '-' : ''}${grouped}${fraction ? `${decimal}${fraction}` : ''}`;
}

/**
 * A figure the way en-US writes it with a fixed count of decimals ("1,234,567.80"), without Intl: the
 * jackpot and the winner board show figures in this one form, and a page's first Intl number format costs
 * far more than the figures (it loads the locale data) on a slow phone.
 */
export function formatFixedEn(value: number, decimals: number): string {
  const [whole, fraction] = roundHalfExpand(Math.abs(value), decimals);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = value < 0 && /[1-9]/.test(whole + fraction);
  return `${negative ? '-' : ''}${grouped}${decimals > 0 ? `.${fraction}` : ''}`;
}

/**
 * Rounds as Intl does: from the shortest decimal that reads back as the same double (what `String(value)`
 * prints), half away from zero. `toFixed` rounds the exact binary value instead, so 70621975771.3655 (stored
 * as …3654998…) would print .365 where Intl prints .366.
 */
function roundHalfExpand(value: number, decimals: number): [whole: string, fraction: string] {
  const text = String(value);
  if (/e/i.test(text)) {
    // beyond 1e21 or below 1e-6: no half-way case a jackpot can reach
    const [whole = '0', fraction = ''] = value.toFixed(decimals).split('.');
    return [whole, fraction];
  }
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= decimals) return [whole, fraction.padEnd(decimals, '0')];
  const kept = whole + fraction.slice(0, decimals);
  const digits = fraction.charCodeAt(decimals) >= 53 /* '5' */ ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const cut = digits.length - decimals;
  return [digits.slice(0, cut).replace(/^0+(?=\d)/, '') || '0', digits.slice(cut)];
}

export function formatAmount(amount: number, languageTag: string, whole = false, decimals: 0 | 2 = 2): string {
  if (decimals === 0) return numberFormat(languageTag, 0).format(Math.abs(amount));
  const digits = whole && Number.isInteger(Math.round(amount * 100) / 100) ? 0 : 2;
  return numberFormat(languageTag, digits, 2).format(Math.abs(amount));
}

export function formatMoney(amount: number, { languageTag, symbol, signed = false, whole = false, decimals = 2 }: MoneyFormatOptions): string {
  // -0.004 rounds to 0.00 (and -0.4 dong to 0): it must not print as a debit.
  const shown = decimals === 0 ? Math.round(amount) : Math.round(amount * 100);
  const sign = shown < 0 ? '\u2212' : signed && shown > 0 ? '+' : '';
  return `${sign}${symbol}${formatAmount(amount, languageTag, whole, decimals)}`;
}

/** A fresh id for one money request (deposit, withdrawal): the server answers a repeat with the first result. */
export function newRequestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Plain-http origins other than localhost have no randomUUID; getRandomValues works everywhere.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
