import type { Kysely } from 'kysely';
import type { Database, LoginEventRow, NewSessionRow } from '../../db/schema.ts';

/** One row of a member's session list. */
export interface SessionListRow {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  ip: string | null;
  userAgent: string | null;
  country: string | null;
}

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

    /** When the session was issued (its login), revoked or not; undefined: no such session. */
    async sessionCreatedAt(id: string): Promise<number | undefined> {
      const row = await db.selectFrom('sessions').select('created_at').where('id', '=', id).executeTakeFirst();
      return row ? Number(row.created_at) : undefined;
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

    /** The member's sessions that are neither revoked nor past `liveAfter` (expiry) nor idle since `seenAfter`. */
    async liveSessions(memberId: number, now: number, seenAfter: number): Promise<SessionListRow[]> {
      const rows = await db
        .selectFrom('sessions')
        .select(['id', 'created_at', 'last_seen_at', 'ip', 'user_agent', 'country'])
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .where('last_seen_at', '>', seenAfter)
        .orderBy('last_seen_at', 'desc')
        .orderBy('id')
        .limit(100)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.created_at,
        lastSeenAt: r.last_seen_at,
        ip: r.ip,
        userAgent: r.user_agent,
        country: r.country,
      }));
    },

    /** Revokes one live session of this member; false when the member has no such live session. */
    async revokeMemberSession(memberId: number, id: string, now: number): Promise<boolean> {
      const result = await db
        .updateTable('sessions')
        .set({ revoked_at: now })
        .where('id', '=', id)
        .where('member_id', '=', memberId)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async insertLoginEvent(row: {
      memberId: number;
      merchantCode: string;
      at: number;
      success: boolean;
      method: string;
      reason: string | null;
      ip: string | null;
      country: string | null;
      userAgent: string | null;
    }): Promise<void> {
      await db
        .insertInto('login_events')
        .values({
          member_id: row.memberId,
          merchant_code: row.merchantCode,
          created_at: row.at,
          success: row.success ? 1 : 0,
          method: row.method,
          reason: row.reason,
          ip: row.ip,
          country: row.country,
          user_agent: row.userAgent,
        })
        .execute();
    },

    /** A page of the member's login history, newest first, before the id `beforeId` (exclusive). */
    async loginEvents(memberId: number, beforeId: number | undefined, limit: number): Promise<LoginEventRow[]> {
      let q = db.selectFrom('login_events').selectAll().where('member_id', '=', memberId);
      if (beforeId !== undefined) q = q.where('id', '<', beforeId);
      return q.orderBy('id', 'desc').limit(limit).execute();
    },

    /** Login history older than this goes with the hourly clean-up. */
    async deleteLoginEventsBefore(before: number): Promise<void> {
      await db.deleteFrom('login_events').where('created_at', '<', before).execute();
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
