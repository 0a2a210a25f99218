import type { Kysely } from 'kysely';
import { createSecretStore, secretSpec } from '../../../core/one-time-secrets/store.ts';
import type { Database } from '../../../db/schema.ts';
import { createMemberRepository } from '../member/index.ts';

/**
 * A slider challenge: no hash (its answer is a position, judged in code with a tolerance); what is
 * single-use is its unguessable id, bound to the client it was drawn for.
 */
export const SLIDER_SECRETS = secretSpec({
  table: 'slider_challenges',
  id: 'id',
  spent: 'used_at',
  ends: { at: 'expires_at' },
  // a day of history past expiry, swept hourly
  cleanup: { keepMs: 24 * 60 * 60 * 1000, everyMs: 60 * 60 * 1000 },
});

export function createVerificationRepository(db: Kysely<Database>) {
  const members = createMemberRepository(db);
  const sliders = createSecretStore(db, SLIDER_SECRETS);
  return {
    async insertSlider(row: {
      id: string;
      clientKey: string;
      targetX: number;
      pieceY: number;
      createdAt: number;
      expiresAt: number;
    }): Promise<void> {
      await sliders.insert(
        {
          id: row.id,
          client_key: row.clientKey,
          target_x: row.targetX,
          piece_y: row.pieceY,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          used_at: null,
        },
        { now: row.createdAt },
      );
    },

    /**
     * Marks a live challenge of this client used and returns its gap position; undefined when there is
     * no such challenge, it expired, was used already or belongs to another client. One statement, so
     * two answers racing for the same challenge cannot both get it.
     */
    async takeSlider(id: string, clientKey: string, now: number): Promise<{ targetX: number } | undefined> {
      const row = await sliders.consume({ id, client_key: clientKey }, now);
      return row && { targetX: row.target_x };
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
