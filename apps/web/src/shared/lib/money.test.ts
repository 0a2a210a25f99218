import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatFixedEn, numberFormat } from './money';

describe('formatFixedEn', () => {
  it('writes figures as en-US does: grouped thousands, a fixed count of decimals', () => {
    expect(formatFixedEn(1234567.8, 2)).toBe('1,234,567.80');
    expect(formatFixedEn(100000, 0)).toBe('100,000');
    expect(formatFixedEn(999.999, 2)).toBe('1,000.00');
    expect(formatFixedEn(0, 2)).toBe('0.00');
    expect(formatFixedEn(-0.001, 2)).toBe('0.00');
    expect(formatFixedEn(-12345.5, 1)).toBe('-12,345.5');
  });

  it('agrees with Intl en-US on any amount a jackpot or a win can show', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), fc.integer({ min: 0, max: 3 }), (value, decimals) => {
        const intl = numberFormat('en-US', decimals).format(value).replace('−', '-');
        expect(formatFixedEn(value, decimals)).toBe(intl === '-0' || /^-0\.0*$/.test(intl) ? intl.slice(1) : intl);
      }),
      { numRuns: 2000 },
    );
  });
});
