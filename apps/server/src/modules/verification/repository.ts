import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type SmsPurposeKind = 'noLogin' | 'register';

export interface StoredSmsCode {
  id: string;
  codeHash: string;
  attempts: number;
  expiresAt: number;
  consumedAt: number | null;
}

export function createVerificationRepository(db: Kysely<Database>) {
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
      const row = await db
        .updateTable('slider_challenges')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('client_key', '=', clientKey)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('target_x')
        .executeTakeFirst();
      return row && { targetX: row.target_x };
    },

    async deleteExpiredSliders(before: number): Promise<void> {
      await db.deleteFrom('slider_challenges').where('expires_at', '<', before).execute();
    },

    /** The new code replaces any earlier unused one for the same number and purpose, in one transaction. */
    async insertSmsCode(row: {
      id: string;
      merchantCode: string;
      e164: string;
      purpose: SmsPurposeKind;
      codeHash: string;
      createdAt: number;
      expiresAt: number;
    }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('sms_codes')
          .set({ consumed_at: row.createdAt })
          .where('merchant_code', '=', row.merchantCode)
          .where('e164', '=', row.e164)
          .where('purpose', '=', row.purpose)
          .where('consumed_at', 'is', null)
          .execute();
        await trx
          .insertInto('sms_codes')
          .values({
            id: row.id,
            merchant_code: row.merchantCode,
            e164: row.e164,
            purpose: row.purpose,
            code_hash: row.codeHash,
            attempts: 0,
            created_at: row.createdAt,
            expires_at: row.expiresAt,
            consumed_at: null,
          })
          .execute();
      });
    },

    /** The newest code sent to this number for this purpose, used or not. */
    async latestSmsCode(merchantCode: string, e164: string, purpose: SmsPurposeKind): Promise<StoredSmsCode | undefined> {
      const row = await db
        .selectFrom('sms_codes')
        .select(['id', 'code_hash', 'attempts', 'expires_at', 'consumed_at'])
        .where('merchant_code', '=', merchantCode)
        .where('e164', '=', e164)
        .where('purpose', '=', purpose)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          codeHash: row.code_hash,
          attempts: row.attempts,
          expiresAt: row.expires_at,
          consumedAt: row.consumed_at,
        }
      );
    },

    /** Counts a wrong guess unless the code is already burned; the count after it, or undefined if none was added. */
    async addSmsAttempt(id: string, maxAttempts: number): Promise<number | undefined> {
      const row = await db
        .updateTable('sms_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .where('consumed_at', 'is', null)
        .returning('attempts')
        .executeTakeFirst();
      return row?.attempts;
    },

    /** A right guess gives back the try it reserved. */
    async refundSmsAttempt(id: string): Promise<void> {
      await db
        .updateTable('sms_codes')
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('id', '=', id)
        .where('attempts', '>', 0)
        .execute();
    },

    /** Uses up a code; false when another request used it first. */
    async consumeSmsCode(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('sms_codes')
        .set({ consumed_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async deleteExpiredSmsCodes(before: number): Promise<void> {
      await db.deleteFrom('sms_codes').where('expires_at', '<', before).execute();
    },

    /**
     * Whether a member of the merchant has this mobile number. `activeOnly`: only accounts that can log in
     * (SMS login, password by phone); registration refuses a number held by any account.
     */
    async mobileRegistered(merchantCode: string, e164: string, activeOnly: boolean): Promise<boolean> {
      let q = db
        .selectFrom('members')
        .select('id')
        .where('merchant_code', '=', merchantCode)
        .where('mobile_e164', '=', e164);
      if (activeOnly) q = q.where('status', '=', 'active');
      return (await q.executeTakeFirst()) !== undefined;
    },
  };
}

export type VerificationRepository = ReturnType<typeof createVerificationRepository>;
