import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

/** noLogin: codes for SMS login and password by phone (sent by /sms/noLogin); register: for registration. */
export type SmsPurposeKind = 'noLogin' | 'register';

export interface StoredSmsCode {
  id: string;
  codeHash: string;
  attempts: number;
  expiresAt: number;
  consumedAt: number | null;
}

/** Takes a transaction too: a password change uses its code up in the same transaction as the change. */
export function createSmsCodeRepository(db: Kysely<Database>) {
  return {
    /** The new code replaces any earlier unused one for the same number and purpose, in one transaction. */
    async insert(row: {
      id: string;
      merchantCode: string;
      e164: string;
      purpose: SmsPurposeKind;
      codeHash: string;
      createdAt: number;
      expiresAt: number;
    }): Promise<void> {
      await inTransaction(db, async (trx) => {
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
    async latest(merchantCode: string, e164: string, purpose: SmsPurposeKind): Promise<StoredSmsCode | undefined> {
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
    async addAttempt(id: string, maxAttempts: number): Promise<number | undefined> {
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
    async refundAttempt(id: string): Promise<void> {
      await db
        .updateTable('sms_codes')
        .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
        .where('id', '=', id)
        .where('attempts', '>', 0)
        .execute();
    },

    /** Uses up a code; false when another request used it first. */
    async consume(id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('sms_codes')
        .set({ consumed_at: now })
        .where('id', '=', id)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async deleteExpired(before: number): Promise<void> {
      await db.deleteFrom('sms_codes').where('expires_at', '<', before).execute();
    },
  };
}

export type SmsCodeRepository = ReturnType<typeof createSmsCodeRepository>;
