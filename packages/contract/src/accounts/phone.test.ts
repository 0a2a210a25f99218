import { describe, expect, it } from 'vitest';
import { toE164 } from './phone.ts';

describe('mobile numbers to E.164', () => {
  it('accepts national digits with or without the trunk 0 or the country code', () => {
    for (const typed of ['9171234567', '09171234567', '639171234567', '+639171234567', '0917 123 4567']) {
      expect(toE164('63', typed), typed).toBe('+639171234567');
    }
    expect(toE164('84', '901234567')).toBe('+84901234567');
  });

  it('refuses numbers that are not valid for the picked dialling code', () => {
    expect(toE164('63', '12345')).toBeUndefined();
    expect(toE164('63', '+84901234567')).toBeUndefined();
    expect(toE164('999', '123456789')).toBeUndefined();
    expect(toE164('63', '91712345ab')).toBeUndefined();
    expect(toE164('6a', '9171234567')).toBeUndefined();
  });
});
