import type { Kysely } from 'kysely';
import type { Database, NewSessionRow } from '../../db/schema.ts';

/** A live-or-not session; the member it belongs to is read from the member aggregate. */
export interface SessionLookup {
  id: string;
  memberId: number;
  /** the session's merchant code (the trial code for trial accounts) */
  sessionMerchantCode: string;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
  revokedAt: number | null;
}

export interface RememberLookup {
  id: string;
  memberId: number;
  merchantCode: string;
  expiresAt: number;
  revokedAt: number | null;
}

export function createSessionRepository(db: Kysely<Database>) {
  return {
    async insertSession(row: NewSessionRow): Promise<void> {
      await db.insertInto('sessions').values(row).execute();
    },

    async findSession(tokenHash: string): Promise<SessionLookup | undefined> {
      const row = await db
        .selectFrom('sessions')
        .select(['id', 'member_id', 'merchant_code', 'created_at', 'expires_at', 'last_seen_at', 'revoked_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        memberId: row.member_id,
        sessionMerchantCode: row.merchant_code,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        lastSeenAt: row.last_seen_at,
        revokedAt: row.revoked_at,
      };
    },

    async touchSession(id: string, now: number): Promise<void> {
      await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
    },

    async revokeSession(tokenHash: string, now: number): Promise<void> {
      await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeSessionById(id: string, now: number): Promise<void> {
      await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
    },

    /** Every live session of a member, except one (e.g. the one that changed the password). */
    async revokeMemberSessions(memberId: number, now: number, exceptId?: string): Promise<number> {
      let q = db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null);
      if (exceptId) q = q.where('id', '!=', exceptId);
      const result = await q.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Sessions past their absolute expiry are useless: dropped now and then to keep the table small. */
    async deleteExpiredSessions(before: number): Promise<void> {
      await db.deleteFrom('sessions').where('expires_at', '<', before).execute();
      await db.deleteFrom('remember_devices').where('expires_at', '<', before).execute();
    },

    async insertRemember(row: {
      id: string;
      tokenHash: string;
      memberId: number;
      merchantCode: string;
      createdAt: number;
      expiresAt: number;
      userAgent: string | null;
    }): Promise<void> {
      await db
        .insertInto('remember_devices')
        .values({
          id: row.id,
          token_hash: row.tokenHash,
          member_id: row.memberId,
          merchant_code: row.merchantCode,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          last_used_at: null,
          revoked_at: null,
          user_agent: row.userAgent,
        })
        .execute();
    },

    async findRemember(tokenHash: string): Promise<RememberLookup | undefined> {
      const row = await db
        .selectFrom('remember_devices')
        .select(['id', 'member_id', 'merchant_code', 'expires_at', 'revoked_at'])
        .where('token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        memberId: row.member_id,
        merchantCode: row.merchant_code,
        expiresAt: row.expires_at,
        revokedAt: row.revoked_at,
      };
    },

    async useRemember(id: string, now: number): Promise<void> {
      await db.updateTable('remember_devices').set({ last_used_at: now }).where('id', '=', id).execute();
    },

    async revokeRemember(tokenHash: string, now: number): Promise<void> {
      await db
        .updateTable('remember_devices')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('revoked_at', 'is', null)
        .execute();
    },

    async revokeMemberRemembers(memberId: number, now: number): Promise<void> {
      await db
        .updateTable('remember_devices')
        .set({ revoked_at: now })
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null)
        .execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
