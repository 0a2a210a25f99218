import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createSecretStore, secretSpec } from '../one-time-secrets/store.ts';

/** A captcha: SHA-256 of its answer, bound to the client it was drawn for, one guess (used_at). */
export const CAPTCHA_SECRETS = secretSpec({
  table: 'captchas',
  id: 'id',
  hash: 'answer_hash',
  spent: 'used_at',
  ends: { at: 'expires_at' },
  // an hour past expiry, swept every ten minutes (one is drawn for every failed login)
  cleanup: { keepMs: 60 * 60 * 1000, everyMs: 10 * 60 * 1000 },
});

export function createCaptchaRepository(db: Kysely<Database>) {
  const captchas = createSecretStore(db, CAPTCHA_SECRETS);
  return {
    /** Keeps a new captcha under its (normalised) answer's hash. */
    async insert(row: { id: string; clientKey: string; createdAt: number; expiresAt: number }, answer: string): Promise<void> {
      await captchas.insert(
        { id: row.id, client_key: row.clientKey, created_at: row.createdAt, expires_at: row.expiresAt, used_at: null },
        { now: row.createdAt, secret: answer },
      );
    },

    /**
     * Uses the captcha up, whatever the guess (one guess per image), and says whether the guess was its
     * answer. False too when it is used, expired or was drawn for another client. One statement takes it,
     * so two requests cannot both redeem it.
     */
    async redeem(id: string, clientKey: string, answer: string, now: number): Promise<boolean> {
      const row = await captchas.consume({ id, client_key: clientKey }, now);
      return row !== undefined && captchas.matches(row, answer);
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
