import { describe, expect, it } from 'vitest';
import { isRebrandedVendor, vendorDisplayCode } from './vendor-display';

describe('vendor display code', () => {
  it('rebrands BTI and every TCG code when the merchant supports TY', () => {
    expect(vendorDisplayCode('BTI', ['EN', 'TY'])).toBe('TYS');
    expect(vendorDisplayCode('TCG', ['TY'])).toBe('TYL');
    expect(vendorDisplayCode('TCG_LOTTO_VN', ['EN', 'TY'])).toBe('TYL LOTTO VN');
  });

  it('keeps the real code without TY support or before the status is known', () => {
    expect(vendorDisplayCode('BTI', ['EN'])).toBe('BTI');
    expect(vendorDisplayCode('TCG_LOTTO_VN', ['EN', 'VI'])).toBe('TCG LOTTO VN');
    expect(vendorDisplayCode('BTI', undefined)).toBe('BTI');
  });

  it('leaves other vendors alone, even ones that merely contain TCG or BTI', () => {
    expect(vendorDisplayCode('JILI', ['TY'])).toBe('JILI');
    expect(vendorDisplayCode('XTCG', ['TY'])).toBe('XTCG');
    expect(vendorDisplayCode('BTI2', ['TY'])).toBe('BTI2');
    expect(isRebrandedVendor('TCGX')).toBe(true);
    expect(isRebrandedVendor('ABTI')).toBe(false);
  });
});
