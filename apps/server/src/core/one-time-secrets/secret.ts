import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** 256 random bits: session, remember-device, console and password-reset tokens. */
export const TOKEN_BYTES = 32;
/** 128 random bits: the ids of rows a client names (captchas, slider challenges, codes). */
export const HANDLE_BYTES = 16;

/** A bearer token of `bytes` random bytes, base64url (43 characters for the default 32). */
export function newToken(bytes: number = TOKEN_BYTES): string {
  return randomBytes(bytes).toString('base64url');
}

/** An id that must not be guessable: knowing one captcha's id must not give the next one's. */
export function newHandle(): string {
  return randomBytes(HANDLE_BYTES).toString('base64url');
}

/** A code of `digits` decimal digits, leading zeros kept, every value equally likely. */
export function newCode(digits: number): string {
  // randomInt takes ranges up to 2^48: twelve digits is more than any code a person types.
  if (!Number.isInteger(digits) || digits < 1 || digits > 12) throw new RangeError(`a code has 1 to 12 digits, not ${digits}`);
  return String(randomInt(10 ** digits)).padStart(digits, '0');
}

/**
 * What the database keeps instead of a secret: SHA-256, hex. A token of 256 random bits needs nothing more
 * (no one can search its hash). A short code is hashed with its row's id (`<salt>:<code>`), so equal codes
 * of two rows store apart and one precomputed table does not read a whole leaked table.
 */
export function hashSecret(secret: string, salt?: string): string {
  return createHash('sha256')
    .update(salt === undefined ? secret : `${salt}:${secret}`)
    .digest('hex');
}

/** Two hex hashes compared in constant time: how long the comparison takes says nothing of where they differ. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
