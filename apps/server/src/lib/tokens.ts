import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: session and remember-device tokens. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** 128 random bits, base64url: ids that must not be guessable (captchas). */
export function newId(): string {
  return randomBytes(16).toString('base64url');
}

/** What the database keeps instead of a token. */
export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
