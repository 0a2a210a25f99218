import { describe, expect, it } from 'vitest';
import { currencyDecimals, fitsCurrency } from './rules.ts';

describe('currency decimals', () => {
  it('gives the dong and the rupiah no decimals and the peso, yuan and baht two, as Intl does', () => {
    for (const currency of ['PHP', 'VND', 'IDR', 'CNY', 'THB', 'USD']) {
      const intl = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
      expect(currencyDecimals(currency), currency).toBe(intl);
    }
    expect(currencyDecimals('VND')).toBe(0);
    expect(currencyDecimals('PHP')).toBe(2);
  });

  it('takes only whole units of a currency without decimals', () => {
    expect(fitsCurrency(10_000_000, 'VND')).toBe(true);
    expect(fitsCurrency(10_000_050, 'VND')).toBe(false);
    expect(fitsCurrency(10_050, 'PHP')).toBe(true);
    expect(fitsCurrency(1, 'CNY')).toBe(true);
  });
});
