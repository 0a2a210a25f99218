import type { Kysely } from 'kysely';
import { createSecretStore, secretSpec } from '../../../core/one-time-secrets/store.ts';
import type { CodeVerdict, SecretRow } from '../../../core/one-time-secrets/store.ts';
import type { Database } from '../../../db/schema.ts';
import { createMemberRepository } from '../../../core/accounts/repository.ts';
import { inTransaction } from '../../../db/transaction.ts';

/** An e-mail code: SHA-256 of `<id>:<code>`, wrong guesses counted, consumed_at once used, burned or replaced. */
export const EMAIL_CODE_SECRETS = secretSpec({
  table: 'email_verifications',
  id: 'id',
  hash: 'code_hash',
  saltedById: true,
  spent: 'consumed_at',
  ends: { at: 'expires_at' },
  attempts: 'attempts',
  // a day past expiry, swept hourly as codes are sent
  cleanup: { keepMs: 24 * 60 * 60 * 1000, everyMs: 60 * 60 * 1000 },
});

export type PendingEmail = SecretRow<'email_verifications'>;

/**
 * The SQL of the member's own settings: e-mail codes and security answers. The profile fields are the
 * accounts' (core/accounts); a confirmed address is written there, in the code's transaction.
 */
export function createMemberSettingsRepository(db: Kysely<Database>) {
  const codes = createSecretStore(db, EMAIL_CODE_SECRETS);
  return {
    /** A new code for an address; earlier unused codes of the member stop working (one transaction). */
    async insertEmailCode(
      row: { id: string; memberId: number; email: string; emailKey: string; createdAt: number; expiresAt: number },
      code: string,
    ): Promise<void> {
      await codes.insert(
        {
          id: row.id,
          member_id: row.memberId,
          email: row.email,
          email_key: row.emailKey,
          attempts: 0,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          consumed_at: null,
        },
        { now: row.createdAt, secret: code, supersede: { member_id: row.memberId } },
      );
    },

    /** A code that could not be sent must not wait to be guessed. */
    async voidEmailCode(id: string, now: number): Promise<void> {
      await codes.spend({ id }, now);
    },

    /** The member's newest code, used or not. */
    async latestEmailCode(memberId: number): Promise<PendingEmail | undefined> {
      return codes.latest({ member_id: memberId });
    },

    /** Judges a guess at a code (counted; see the store's check). */
    async checkEmailCode(code: PendingEmail | undefined, guess: string, now: number, maxAttempts: number): Promise<CodeVerdict> {
      return codes.check(code, guess, { now, maxAttempts });
    },

    isLive(code: PendingEmail, now: number): boolean {
      return codes.isLive(code, now);
    },

    /**
     * Uses the code up and makes its address the member's confirmed e-mail, in one transaction: false when
     * the code was used or expired meanwhile. A unique violation (another member confirmed the address
     * first) reaches the caller with nothing written.
     */
    async confirmEmail(memberId: number, code: { id: string; email: string; email_key: string }, now: number): Promise<boolean> {
      return inTransaction(db, async (trx) => {
        if (!(await codes.in(trx).consume({ id: code.id, member_id: memberId }, now))) return false;
        await createMemberRepository(trx).setVerifiedEmail(memberId, { email: code.email, emailKey: code.email_key }, now);
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
