import type { Kysely } from 'kysely';
import type { Database, NewSessionRow } from '../../db/schema.ts';

/** A live-or-not session with the member it belongs to. */
export interface SessionLookup {
  id: string;
  memberId: number;
  /** the session's merchant code (the trial code for trial accounts) */
  sessionMerchantCode: string;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
  revokedAt: number | null;
  /** the member's own merchant */
  memberMerchantCode: string;
  userName: string;
  type: number;
  status: string;
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
        .selectFrom('sessions as s')
        .innerJoin('members as m', 'm.id', 's.member_id')
        .select([
          's.id',
          's.member_id',
          's.merchant_code as session_merchant_code',
          's.created_at',
          's.expires_at',
          's.last_seen_at',
          's.revoked_at',
          'm.merchant_code as member_merchant_code',
          'm.username',
          'm.type',
          'm.status',
        ])
        .where('s.token_hash', '=', tokenHash)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        memberId: row.member_id,
        sessionMerchantCode: row.session_merchant_code,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        lastSeenAt: row.last_seen_at,
        revokedAt: row.revoked_at,
        memberMerchantCode: row.member_merchant_code,
        userName: row.username,
        type: row.type,
        status: row.status,
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

    /** Sets first_login_at on the first login ever; true when this was it. */
    async markLogin(memberId: number, now: number): Promise<boolean> {
      const first = await db
        .updateTable('members')
        .set({ first_login_at: now, last_login_at: now })
        .where('id', '=', memberId)
        .where('first_login_at', 'is', null)
        .executeTakeFirst();
      if (Number(first.numUpdatedRows) > 0) return true;
      await db.updateTable('members').set({ last_login_at: now }).where('id', '=', memberId).execute();
      return false;
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

    /** Counts a failed login under a key; a count older than the window starts again at 1. */
    async recordFailure(key: string, now: number, windowMs: number): Promise<void> {
      const row = await db.selectFrom('login_failures').selectAll().where('key', '=', key).executeTakeFirst();
      if (!row) {
        await db
          .insertInto('login_failures')
          .values({ key, count: 1, first_at: now, last_at: now })
          .onConflict((oc) => oc.column('key').doUpdateSet({ last_at: now, count: (eb) => eb('login_failures.count', '+', 1) }))
          .execute();
        return;
      }
      const fresh = now - row.first_at < windowMs;
      await db
        .updateTable('login_failures')
        .set(fresh ? { count: row.count + 1, last_at: now } : { count: 1, first_at: now, last_at: now })
        .where('key', '=', key)
        .execute();
    },

    /** Whether any of the keys failed since `since`. */
    async hasFailuresSince(keys: string[], since: number): Promise<boolean> {
      const row = await db
        .selectFrom('login_failures')
        .select('key')
        .where('key', 'in', keys)
        .where('last_at', '>=', since)
        .where('count', '>', 0)
        .executeTakeFirst();
      return row !== undefined;
    },

    async clearFailures(keys: string[]): Promise<void> {
      await db.deleteFrom('login_failures').where('key', 'in', keys).execute();
    },

    async findMemberForSession(
      memberId: number,
    ): Promise<{ id: number; username: string; type: number; merchantCode: string; status: string } | undefined> {
      const row = await db
        .selectFrom('members')
        .select(['id', 'username', 'type', 'merchant_code', 'status'])
        .where('id', '=', memberId)
        .executeTakeFirst();
      return row && { id: row.id, username: row.username, type: row.type, merchantCode: row.merchant_code, status: row.status };
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
