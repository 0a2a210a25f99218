import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What the password flows need to know about a member. */
export interface PasswordMember {
  id: number;
  merchantCode: string;
  username: string;
  type: number;
  email: string | null;
  passwordHash: string | null;
  status: string;
}

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
}

/** A single-use credential (reset token, SMS code) was used by another request in the meantime. */
export class CredentialTaken extends Error {
  constructor(readonly credential: 'reset' | 'smsCode') {
    super(`${credential} already used`);
  }
}

const MEMBER_COLUMNS = ['id', 'merchant_code', 'username', 'type', 'email', 'password_hash', 'status'] as const;

function toMember(row: {
  id: number;
  merchant_code: string;
  username: string;
  type: number;
  email: string | null;
  password_hash: string | null;
  status: string;
}): PasswordMember {
  return {
    id: row.id,
    merchantCode: row.merchant_code,
    username: row.username,
    type: row.type,
    email: row.email,
    passwordHash: row.password_hash,
    status: row.status,
  };
}

export function createPasswordRepository(db: Kysely<Database>) {
  return {
    async memberById(id: number): Promise<PasswordMember | undefined> {
      const row = await db.selectFrom('members').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
      return row && toMember(row);
    },

    async memberByUsername(merchantCode: string, usernameKey: string): Promise<PasswordMember | undefined> {
      const row = await db
        .selectFrom('members')
        .select(MEMBER_COLUMNS)
        .where('merchant_code', '=', merchantCode)
        .where('username_key', '=', usernameKey)
        .executeTakeFirst();
      return row && toMember(row);
    },

    async memberByMobile(merchantCode: string, e164: string): Promise<PasswordMember | undefined> {
      const row = await db
        .selectFrom('members')
        .select(MEMBER_COLUMNS)
        .where('merchant_code', '=', merchantCode)
        .where('mobile_e164', '=', e164)
        .executeTakeFirst();
      return row && toMember(row);
    },

    /** A new reset token; the member's earlier unused ones stop working in the same transaction. */
    async insertReset(row: {
      id: string;
      tokenHash: string;
      memberId: number;
      merchantCode: string;
      createdAt: number;
      expiresAt: number;
    }): Promise<void> {
      await db.transaction().execute(async (trx) => {
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
      await db.transaction().execute(async (trx) => {
        if (update.resetId) {
          const taken = await trx
            .updateTable('password_resets')
            .set({ used_at: now })
            .where('id', '=', update.resetId)
            .where('used_at', 'is', null)
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) !== 1) throw new CredentialTaken('reset');
        }
        if (update.smsCodeId) {
          const taken = await trx
            .updateTable('sms_codes')
            .set({ consumed_at: now })
            .where('id', '=', update.smsCodeId)
            .where('consumed_at', 'is', null)
            .executeTakeFirst();
          if (Number(taken.numUpdatedRows) !== 1) throw new CredentialTaken('smsCode');
        }
        await trx
          .updateTable('members')
          .set({ password_hash: update.passwordHash, password_changed_at: now })
          .where('id', '=', memberId)
          .execute();
        await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('member_id', '=', memberId)
          .where('used_at', 'is', null)
          .execute();
        let sessions = trx
          .updateTable('sessions')
          .set({ revoked_at: now })
          .where('member_id', '=', memberId)
          .where('revoked_at', 'is', null);
        if (update.keepSessionId) sessions = sessions.where('id', '!=', update.keepSessionId);
        await sessions.execute();
        await trx
          .updateTable('remember_devices')
          .set({ revoked_at: now })
          .where('member_id', '=', memberId)
          .where('revoked_at', 'is', null)
          .execute();
      });
    },

    async deleteExpiredResets(before: number): Promise<void> {
      await db.deleteFrom('password_resets').where('expires_at', '<', before).execute();
    },
  };
}

export type PasswordRepository = ReturnType<typeof createPasswordRepository>;
