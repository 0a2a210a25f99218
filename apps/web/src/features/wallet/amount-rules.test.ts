import { describe, expect, it } from 'vitest';
import { checkAmount, parseAmount } from './amount-rules';

describe('the amount a person types', () => {
  it('takes pesos with up to two decimals', () => {
    expect(parseAmount('1,500.50')).toEqual({ amount: 1500.5 });
    expect(parseAmount('1500.505')).toEqual({ problem: 'cents' });
    expect(parseAmount('')).toEqual({ problem: 'required' });
  });

  it('takes dong as whole amounts only, with thousands grouped by dots as Vietnamese write them', () => {
    expect(parseAmount('100000', 0)).toEqual({ amount: 100_000 });
    expect(parseAmount('1.000.000', 0)).toEqual({ amount: 1_000_000 });
    expect(parseAmount('1,000,000', 0)).toEqual({ amount: 1_000_000 });
    expect(parseAmount('100 000', 0)).toEqual({ amount: 100_000 });
    expect(parseAmount('100000.5', 0)).toEqual({ problem: 'whole' });
    expect(parseAmount('100.50', 0)).toEqual({ problem: 'whole' });
    expect(parseAmount('100000.505', 0)).toEqual({ problem: 'whole' });
    // in pesos a dot is always the decimal point
    expect(parseAmount('1.000', 2)).toEqual({ amount: 1 });
  });

  it('checks the limits after the form', () => {
    expect(checkAmount('50.000', { min: 50_000, max: 50_000_000 }, 0)).toEqual({ amount: 50_000 });
    expect(checkAmount('49.999', { min: 50_000, max: 50_000_000 }, 0)).toEqual({ problem: 'min' });
    expect(checkAmount('50000.5', { min: 50_000, max: 50_000_000 }, 0)).toEqual({ problem: 'whole' });
  });
});
