import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencyDecimals, LANGUAGE_TAGS, type Language } from '@lobby/contract/rules';
import { formatFixedEn, formatMoney, numberFormat } from './money';

describe('formatFixedEn', () => {
  it('writes figures as en-US does: grouped thousands, a fixed count of decimals', () => {
    expect(formatFixedEn(1234567.8, 2)).toBe('1,234,567.80');
    expect(formatFixedEn(100000, 0)).toBe('100,000');
    expect(formatFixedEn(999.999, 2)).toBe('1,000.00');
    expect(formatFixedEn(0, 2)).toBe('0.00');
    expect(formatFixedEn(-0.001, 2)).toBe('0.00');
    expect(formatFixedEn(-12345.5, 1)).toBe('-12,345.5');
    // stored as -70621975771.36549…: Intl (and a reader) rounds the decimal the player sees, half away from zero
    expect(formatFixedEn(-70621975771.3655, 3)).toBe('-70,621,975,771.366');
    expect(formatFixedEn(1.005, 2)).toBe('1.01');
    expect(formatFixedEn(0.5, 0)).toBe('1');
    expect(formatFixedEn(9.9995, 3)).toBe('10.000');
  });

  it('agrees with Intl en-US on any amount a jackpot or a win can show', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 3 }), (value, decimals) => {
        const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
          .format(value)
          .replace('−', '-');
        expect(formatFixedEn(value, decimals)).toBe(intl === '-0' || /^-0\.0*$/.test(intl) ? intl.slice(1) : intl);
      }),
      { numRuns: 20000 },
    );
  });
});

describe('numberFormat', () => {
  it('writes every language as Intl does, without building an Intl format', () => {
    const tags = Object.values(LANGUAGE_TAGS);
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.constantFrom(...tags),
        fc.constantFrom([0, 0], [2, 2], [0, 2], [1, 3]),
        (value, tag, [min, max]) => {
          const intl = new Intl.NumberFormat(tag, { minimumFractionDigits: min, maximumFractionDigits: max }).format(value).replace('−', '-');
          // a negative amount that rounds to zero reads as zero (Intl writes "-0.00")
          const expected = /^-0([.,]0*)?$/.test(intl) ? intl.slice(1) : intl;
          expect(numberFormat(tag, min, max).format(value)).toBe(expected);
        },
      ),
      { numRuns: 20000 },
    );
  });
});

describe('formatMoney', () => {
  const money = (amount: number, lang: Language, currency: string, symbol: string, options: { signed?: boolean; whole?: boolean } = {}) =>
    formatMoney(amount, { languageTag: LANGUAGE_TAGS[lang], symbol, decimals: currencyDecimals(currency), ...options });

  it('writes the peso with centavos, grouped as English and Filipino do', () => {
    expect(money(1234567.5, 'EN', 'PHP', '₱')).toBe('₱1,234,567.50');
    expect(money(1234567.5, 'TY', 'PHP', '₱')).toBe('₱1,234,567.50');
    expect(money(500, 'EN', 'PHP', '₱', { whole: true })).toBe('₱500');
    expect(money(-12.3, 'EN', 'PHP', '₱', { signed: true })).toBe('\u2212₱12.30');
  });

  it('writes the dong without decimals, grouped with dots in Vietnamese', () => {
    expect(money(1234567, 'VI', 'VND', '₫')).toBe('₫1.234.567');
    expect(money(1234567, 'EN', 'VND', '₫')).toBe('₫1,234,567');
    expect(money(50000, 'VI', 'VND', '₫', { signed: true })).toBe('+₫50.000');
    // a fraction of a dong (a share of a fee) rounds away; less than half a dong is no debit
    expect(money(1234567.6, 'VI', 'VND', '₫')).toBe('₫1.234.568');
    expect(money(-0.4, 'VI', 'VND', '₫', { signed: true })).toBe('₫0');
  });

  it('writes the yuan with two decimals in English and Chinese', () => {
    expect(money(8888.8, 'EN', 'CNY', '¥')).toBe('¥8,888.80');
    expect(money(8888.8, 'CN', 'CNY', '¥')).toBe('¥8,888.80');
    expect(money(8888.8, 'TW', 'CNY', '¥', { signed: true })).toBe('+¥8,888.80');
  });
});
