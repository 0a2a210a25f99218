import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_S = 30;
const ISSUER = 'Lobby Console';

function totpOf(secret: string, label = 'operator'): TOTP {
  return new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secret) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/**
 * The step (30-second counter) a code belongs to, within one step either side of now (clock drift and
 * the seconds it takes to type it); undefined for a wrong code.
 */
export function totpStep(secret: string, code: string, at: number): number | undefined {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return undefined;
  return totp.counter({ timestamp: at }) + delta;
}

/** The current code of a secret (the demo `npm run totp` and the tests). */
export function totpCode(secret: string, at: number): string {
  return totpOf(secret).generate({ timestamp: at });
}
