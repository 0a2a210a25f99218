import type { Kysely } from 'kysely';
import { takeChallenge } from '../../db/challenges.ts';
import type { Database } from '../../db/schema.ts';
import { createMemberRepository } from '../member/index.ts';

export function createVerificationRepository(db: Kysely<Database>) {
  const members = createMemberRepository(db);
  return {
    async insertSlider(row: {
      id: string;
      clientKey: string;
      targetX: number;
      pieceY: number;
      createdAt: number;
      expiresAt: number;
    }): Promise<void> {
      await db
        .insertInto('slider_challenges')
        .values({
          id: row.id,
          client_key: row.clientKey,
          target_x: row.targetX,
          piece_y: row.pieceY,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          used_at: null,
        })
        .execute();
    },

    /**
     * Marks a live challenge of this client used and returns its gap position; undefined when there is
     * no such challenge, it expired, was used already or belongs to another client. One statement, so
     * two answers racing for the same challenge cannot both get it.
     */
    async takeSlider(id: string, clientKey: string, now: number): Promise<{ targetX: number } | undefined> {
      const row = await takeChallenge(db, 'slider_challenges', { id, clientKey, now });
      return row && { targetX: row.target_x };
    },

    async deleteExpiredSliders(before: number): Promise<void> {
      await db.deleteFrom('slider_challenges').where('expires_at', '<', before).execute();
    },

    /**
     * Whether a member of the merchant has this mobile number. `activeOnly`: only accounts that can log in
     * (SMS login, password by phone); registration refuses a number held by any account.
     */
    async mobileRegistered(merchantCode: string, e164: string, activeOnly: boolean): Promise<boolean> {
      const member = await members.byMobile(merchantCode, e164);
      return member !== undefined && (!activeOnly || member.status === 'active');
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
