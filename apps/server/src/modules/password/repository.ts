import type { Kysely } from 'kysely';
import { createSessionRepository } from '../../core/sessions/repository.ts';
import { createSmsCodeRepository } from '../../core/sms-codes/repository.ts';
import type { Database } from '../../db/schema.ts';
import { createMemberRepository } from '../member/index.ts';
import { inTransaction } from '../../db/transaction.ts';

export interface StoredReset {
  id: string;
  memberId: number;
  merchantCode: string;
  expiresAt: number;
  usedAt: number | null;
}

export interface PasswordUpdate {
  memberId: number;
  passwordHash: string;
  now: number;
  /** the session that made the change stays; every other session of the member ends */
  keepSessionId?: string;
  /** the reset token this change uses up */
  resetId?: string;
  /** the SMS code this change uses up */
  smsCodeId?: string;
  /** a change made with the old password: the hash it was checked against must still be the stored one */
  expectedHash?: string | null;
}

/** A single-use credential (reset token, SMS code) was used by another request in the meantime. */
export class CredentialTaken extends Error {
  constructor(readonly credential: 'reset' | 'smsCode' | 'password') {
    super(`${credential} already used`);
  }
}

export function createPasswordRepository(db: Kysely<Database>) {
  return {
    /** A new reset token; the member's earlier unused ones stop working in the same transaction. */
    async insertReset(row: {
      id: string;
      tokenHash: string;
      memberId: number;
      merchantCode: string;
      createdAt: number;
      expiresAt: number;
    }): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx
          .updateTable('password_resets')
          .set({ used_at: row.createdAt })
          .where('member_id', '=', row.memberId)
          .where('used_at', 'is', null)
          .execute();
        await trx
          .insertInto('password_resets')
          .values({
            id: row.id,
            token_hash: row.tokenHash,
            member_id: row.memberId,
            merchant_code: row.merchantCode,
            created_at: row.createdAt,
            expires_at: row.expiresAt,
            used_at: null,
          })
          .execute();
      });
    },

    async resetByTokenHash(tokenHash: string): Promise<StoredReset | undefined> {
      const row = await db
        .selectFrom('password_resets')
        .select(['id', 'member_id', 'merchant_code', 'expires_at', 'used_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      return (
        row && {
          id: row.id,
          memberId: row.member_id,
          merchantCode: row.merchant_code,
          expiresAt: row.expires_at,
          usedAt: row.used_at,
        }
      );
    },

    /**
     * Sets the password, all or nothing: uses up the reset token or SMS code (CredentialTaken when another
     * request was first), ends the member's other sessions and remembered devices, and voids its other
     * reset links.
     */
    async updatePassword(update: PasswordUpdate): Promise<void> {
      const { memberId, now } = update;
      await inTransaction(db, async (trx) => {
        if (update.resetId) {
          const taken = await trx
            .updateTable('password_resets')
            .set({ used_at: now })
            .where('id', '=', update.resetId)
            .where('used_at', 'is', null)
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) !== 1) throw new CredentialTaken('reset');
        }
        if (update.smsCodeId && !(await createSmsCodeRepository(trx).consume(update.smsCodeId, now))) {
          throw new CredentialTaken('smsCode');
        }
        const members = createMemberRepository(trx);
        if (update.expectedHash !== undefined) {
          if (!(await members.setPasswordIfUnchanged(memberId, update.passwordHash, update.expectedHash, now))) {
            throw new CredentialTaken('password');
          }
        } else {
          await members.setPassword(memberId, update.passwordHash, now);
        }
        await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('member_id', '=', memberId)
          .where('used_at', 'is', null)
          .execute();
        const sessions = createSessionRepository(trx);
        await sessions.revokeMemberSessions(memberId, now, update.keepSessionId);
        await sessions.revokeMemberRemembers(memberId, now);
      });
    },

    async deleteExpiredResets(before: number): Promise<void> {
      await db.deleteFrom('password_resets').where('expires_at', '<', before).execute();
    },
  };
}

export type PasswordRepository = ReturnType<typeof createPasswordRepository>;
