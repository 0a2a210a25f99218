import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createSecretStore, secretSpec } from '../one-time-secrets/store.ts';
import type { CodeVerdict, SecretRow } from '../one-time-secrets/store.ts';

/** noLogin: codes for SMS login and password by phone (sent by /sms/noLogin); register: for registration. */
export type SmsPurposeKind = 'noLogin' | 'register';

export type StoredSmsCode = SecretRow<'sms_codes'>;

/** An SMS code: SHA-256 of `<id>:<code>`, wrong guesses counted, consumed_at once used, burned or replaced. */
export const SMS_CODE_SECRETS = secretSpec({
  table: 'sms_codes',
  id: 'id',
  hash: 'code_hash',
  saltedById: true,
  spent: 'consumed_at',
  ends: { at: 'expires_at' },
  attempts: 'attempts',
  // a day of history past expiry (support: "I never got the code"), swept hourly
  cleanup: { keepMs: 24 * 60 * 60 * 1000, everyMs: 60 * 60 * 1000 },
});

/** Takes a transaction too: a password change uses its code up in the same transaction as the change. */
export function createSmsCodeRepository(db: Kysely<Database>) {
  const codes = createSecretStore(db, SMS_CODE_SECRETS);
  return {
    /** The new code replaces any earlier unused one for the same number and purpose, in one transaction. */
    async insert(
      row: { id: string; merchantCode: string; e164: string; purpose: SmsPurposeKind; createdAt: number; expiresAt: number },
      code: string,
    ): Promise<void> {
      await codes.insert(
        {
          id: row.id,
          merchant_code: row.merchantCode,
          e164: row.e164,
          purpose: row.purpose,
          attempts: 0,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          consumed_at: null,
        },
        {
          now: row.createdAt,
          secret: code,
          supersede: { merchant_code: row.merchantCode, e164: row.e164, purpose: row.purpose },
        },
      );
    },

    /** The newest code sent to this number for this purpose, used or not. */
    async latest(merchantCode: string, e164: string, purpose: SmsPurposeKind): Promise<StoredSmsCode | undefined> {
      return codes.latest({ merchant_code: merchantCode, e164, purpose });
    },

    /** Judges a guess at a code (counted; see the store's check). */
    async check(stored: StoredSmsCode | undefined, code: string, now: number, maxAttempts: number): Promise<CodeVerdict> {
      return codes.check(stored, code, { now, maxAttempts });
    },

    /** Uses up a live code; false when another request used it first or it has expired meanwhile. */
    async consume(id: string, now: number): Promise<boolean> {
      return (await codes.consume({ id }, now)) !== undefined;
    },
  };
}

export type SmsCodeRepository = ReturnType<typeof createSmsCodeRepository>;
