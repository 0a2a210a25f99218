import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createMemberRepository } from '../../core/accounts/repository.ts';
import { inTransaction } from '../../db/transaction.ts';

export interface PendingEmail {
  id: string;
  email: string;
  emailKey: string;
  codeHash: string;
  attempts: number;
  expiresAt: number;
  consumedAt: number | null;
}

/**
 * The SQL of the member's own settings: e-mail codes and security answers. The profile fields are the
 * accounts' (core/accounts); a confirmed address is written there, in the code's transaction.
 */
export function createMemberSettingsRepository(db: Kysely<Database>) {
  return {
    /** A new code for an address; earlier unused codes of the member stop working (one transaction). */
    async insertEmailCode(row: {
      id: string;
      memberId: number;
      email: string;
      emailKey: string;
      codeHash: string;
      createdAt: number;
      expiresAt: number;
    }): Promise<void> {
      await inTransaction(db, async (trx) => {
        // The member's old codes are of no use a day after they expired.
        await trx
          .deleteFrom('email_verifications')
          .where('member_id', '=', row.memberId)
          .where('expires_at', '<', row.createdAt - 24 * 60 * 60 * 1000)
          .execute();
        await trx
          .updateTable('email_verifications')
          .set({ consumed_at: row.createdAt })
          .where('member_id', '=', row.memberId)
          .where('consumed_at', 'is', null)
          .execute();
        await trx
          .insertInto('email_verifications')
          .values({
            id: row.id,
            member_id: row.memberId,
            email: row.email,
            email_key: row.emailKey,
            code_hash: row.codeHash,
            attempts: 0,
            created_at: row.createdAt,
            expires_at: row.expiresAt,
            consumed_at: null,
          })
          .execute();
      });
    },

    /** A code that could not be sent must not wait to be guessed. */
    async voidEmailCode(id: string, now: number): Promise<void> {
      await db.updateTable('email_verifications').set({ consumed_at: now }).where('id', '=', id).execute();
    },

    /** The member's newest code, used or not. */
    async latestEmailCode(memberId: number): Promise<PendingEmail | undefined> {
      const row = await db
        .selectFrom('email_verifications')
        .select(['id', 'email', 'email_key', 'code_hash', 'attempts', 'expires_at', 'consumed_at'])
        .where('member_id', '=', memberId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        email: row.email,
        emailKey: row.email_key,
        codeHash: row.code_hash,
        attempts: row.attempts,
        expiresAt: row.expires_at,
        consumedAt: row.consumed_at,
      };
    },

    /** Reserves one try of a code; false when its tries are used up (then it is burned). */
    async addEmailAttempt(id: string, maxAttempts: number, now: number): Promise<boolean> {
      const result = await db
        .updateTable('email_verifications')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('attempts', '<', maxAttempts)
        .where('consumed_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 1) return true;
      await db.updateTable('email_verifications').set({ consumed_at: now }).where('id', '=', id).where('consumed_at', 'is', null).execute();
      return false;
    },

    /**
     * Uses the code up and makes its address the member's confirmed e-mail, in one transaction: false when
     * the code was used meanwhile. A unique violation (another member confirmed the address first) reaches
     * the caller with nothing written.
     */
    async confirmEmail(memberId: number, code: { id: string; email: string; emailKey: string }, now: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        const used = await trx
          .updateTable('email_verifications')
          .set({ consumed_at: now })
          .where('id', '=', code.id)
          .where('member_id', '=', memberId)
          .where('consumed_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) return false;
        await createMemberRepository(trx).setVerifiedEmail(memberId, code, now);
        return true;
      });
    },

    async securityAnswers(memberId: number): Promise<{ questionId: string; updatedAt: number }[]> {
      const rows = await db
        .selectFrom('member_security_answers')
        .select(['question_id', 'updated_at'])
        .where('member_id', '=', memberId)
        .orderBy('question_id')
        .execute();
      return rows.map((r) => ({ questionId: r.question_id, updatedAt: r.updated_at }));
    },

    /** Replaces every answer of the member at once: all or nothing. */
    async replaceSecurityAnswers(memberId: number, answers: { questionId: string; answerHash: string }[], now: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx.deleteFrom('member_security_answers').where('member_id', '=', memberId).execute();
        await trx
          .insertInto('member_security_answers')
          .values(answers.map((a) => ({ member_id: memberId, question_id: a.questionId, answer_hash: a.answerHash, updated_at: now })))
          .execute();
      });
    },
  };
}

export type MemberSettingsRepository = ReturnType<typeof createMemberSettingsRepository>;
