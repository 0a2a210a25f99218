import type { Kysely } from 'kysely';
import { takeChallenge } from '../../db/challenges.ts';
import type { Database } from '../../db/schema.ts';

export function createCaptchaRepository(db: Kysely<Database>) {
  return {
    async insert(row: { id: string; answerHash: string; clientKey: string; createdAt: number; expiresAt: number }): Promise<void> {
      await db
        .insertInto('captchas')
        .values({
          id: row.id,
          answer_hash: row.answerHash,
          client_key: row.clientKey,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          used_at: null,
        })
        .execute();
    },

    /**
     * Marks the captcha used and returns its answer hash, when it is unused, unexpired and was made for
     * this client; undefined otherwise. One statement, so two requests cannot both redeem it.
     */
    async redeem(id: string, clientKey: string, now: number): Promise<string | undefined> {
      return (await takeChallenge(db, 'captchas', { id, clientKey, now }))?.answer_hash;
    },

    async deleteExpired(before: number): Promise<void> {
      await db.deleteFrom('captchas').where('expires_at', '<', before).execute();
    },
  };
}

export type CaptchaRepository = ReturnType<typeof createCaptchaRepository>;
