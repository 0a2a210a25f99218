import { parseOptions } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { checkPasswordPolicy, hashPassword, isCommonPassword, verifyDummy, verifyPassword } from './passwords.ts';

function codeOf(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (err) {
    return err instanceof AppError ? err.errorCode : 'other';
  }
}

describe('password hashing', () => {
  it('uses argon2id at OWASP strength and verifies', async () => {
    const hash = await hashPassword('Sunny-Harbour-42');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(parseOptions(hash)).toMatchObject({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword(hash, 'Sunny-Harbour-42')).toBe(true);
    expect(await verifyPassword(hash, 'sunny-harbour-42')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
    expect(await verifyDummy('anything')).toBe(false);
  });
});

describe('password policy', () => {
  it('refuses short, long, common and username passwords', () => {
    expect(codeOf(() => checkPasswordPolicy('Ab#1234'))).toBe('password.too.short');
    expect(codeOf(() => checkPasswordPolicy('a'.repeat(129)))).toBe('password.too.long');
    expect(codeOf(() => checkPasswordPolicy('Password1'))).toBe('password.too.common');
    expect(codeOf(() => checkPasswordPolicy('Superplayer9', { username: 'SUPERPLAYER9' }))).toBe('password.too.common');
    expect(codeOf(() => checkPasswordPolicy('Sunny-Harbour-42', { username: 'someone' }))).toBeUndefined();
    // Length counts characters, not UTF-16 units: 8 emoji are 8 characters.
    expect(codeOf(() => checkPasswordPolicy('🎲🎲🎲🎲🎲🎲🎲🎲'))).toBeUndefined();
    expect(codeOf(() => checkPasswordPolicy('🎲🎲🎲🎲🎲🎲🎲'))).toBe('password.too.short');
  });

  it('answers the bounds with the refusal', () => {
    try {
      checkPasswordPolicy('short');
    } catch (err) {
      expect((err as AppError).value).toEqual({ min: 8, max: 128 });
    }
    expect.assertions(1);
  });

  it('knows the common list', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('QWERTY')).toBe(true);
    expect(isCommonPassword('Sunny-Harbour-42')).toBe(false);
  });
});
