import type { Kysely } from 'kysely';
import { createSecretStore, secretSpec } from '../../../core/one-time-secrets/store.ts';
import { createSessionRepository } from '../../../core/sessions/repository.ts';
import { createSmsCodeRepository } from '../../../core/sms-codes/repository.ts';
import type { Database } from '../../../db/schema.ts';
import { createMemberRepository } from '../member/index.ts';
import { inTransaction } from '../../../db/transaction.ts';

/** A live reset link (neither used, replaced nor expired). */
export interface StoredReset {
  id: string;
  memberId: number;
  merchantCode: string;
  expiresAt: number;
}

/** A password reset link: SHA-256 of its token, used_at once used or replaced. */
export const RESET_SECRETS = secretSpec({
  table: 'password_resets',
  id: 'id',
  hash: 'token_hash',
  spent: 'used_at',
  ends: { at: 'expires_at' },
  // a day of history past expiry, swept hourly as links are asked for
  cleanup: { keepMs: 24 * 60 * 60 * 1000, everyMs: 60 * 60 * 1000 },
});

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
  const resets = createSecretStore(db, RESET_SECRETS);
  return {
    /** A new reset link; the member's earlier unused ones stop working in the same transaction. */
    async insertReset(
      row: { id: string; memberId: number; merchantCode: string; createdAt: number; expiresAt: number },
      token: string,
    ): Promise<void> {
      await resets.insert(
        {
          id: row.id,
          member_id: row.memberId,
          merchant_code: row.merchantCode,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          used_at: null,
        },
        { now: row.createdAt, secret: token, supersede: { member_id: row.memberId } },
      );
    },

    /** The live reset link of this merchant a token stands for. */
    async liveReset(token: string, merchantCode: string, now: number): Promise<StoredReset | undefined> {
      const row = await resets.findLive({ secret: token, merchant_code: merchantCode }, now);
      return row && { id: row.id, memberId: row.member_id, merchantCode: row.merchant_code, expiresAt: row.expires_at };
    },

    /**
     * Sets the password, all or nothing: uses up the reset token or SMS code (CredentialTaken when another
     * request was first), ends the member's other sessions and remembered devices, and voids its other
     * reset links.
     */
    async updatePassword(update: PasswordUpdate): Promise<void> {
      const { memberId, now } = update;
      await inTransaction(db, async (trx) => {
        if (update.resetId && !(await resets.in(trx).consume({ id: update.resetId }, now))) {
          throw new CredentialTaken('reset');
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
        await resets.in(trx).spend({ member_id: memberId }, now);
        const sessions = createSessionRepository(trx);
        await sessions.revokeMemberSessions(memberId, now, update.keepSessionId);
        await sessions.revokeMemberRemembers(memberId, now);
      });
    },
  };
}

export type PasswordRepository = ReturnType<typeof createPasswordRepository>;
