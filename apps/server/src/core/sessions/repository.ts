import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, LoginEventRow, NewSessionRow } from '../../db/schema.ts';
import { createSecretStore, secretSpec } from '../one-time-secrets/store.ts';

/** Ended sessions and remembered devices stay a day (support: "was I logged in yesterday?"), swept hourly. */
const CLEANUP = { keepMs: 24 * 60 * 60 * 1000, everyMs: 60 * 60 * 1000 };

/** A session: SHA-256 of its bearer token, revoked_at once it ends early, expires_at at the latest. */
export const SESSION_SECRETS = secretSpec({
  table: 'sessions',
  id: 'id',
  hash: 'token_hash',
  spent: 'revoked_at',
  ends: { at: 'expires_at' },
  cleanup: CLEANUP,
});

/** A remembered device: the same, for the remember-device token. */
export const REMEMBER_SECRETS = secretSpec({
  table: 'remember_devices',
  id: 'id',
  hash: 'token_hash',
  spent: 'revoked_at',
  ends: { at: 'expires_at' },
  cleanup: CLEANUP,
});

/** One row of a member's session list. */
export interface SessionListRow {
  id: string;
  createdAt: number;
  lastSeenAt: number;
  ip: string | null;
  userAgent: string | null;
  country: string | null;
}

/** A session neither revoked nor expired; the member it belongs to is read from the member aggregate. */
export interface SessionLookup {
  id: string;
  memberId: number;
  /** the session's merchant code (the trial code for trial accounts) */
  sessionMerchantCode: string;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
}

/** A remembered device neither revoked nor expired. */
export interface RememberLookup {
  id: string;
  memberId: number;
  merchantCode: string;
  expiresAt: number;
}

export function createSessionRepository(db: Kysely<Database>) {
  const sessions = createSecretStore(db, SESSION_SECRETS);
  const remembers = createSecretStore(db, REMEMBER_SECRETS);
  return {
    /** Keeps a new session under its token's hash (the token itself is never stored). */
    async insertSession(row: Omit<NewSessionRow, 'token_hash'>, token: string): Promise<void> {
      await sessions.insert(row, { now: row.created_at, secret: token });
    },

    /** The session a token stands for, unless it was revoked or has expired (the idle timeout is the caller's). */
    async findLiveSession(token: string, now: number): Promise<SessionLookup | undefined> {
      const row = await sessions.findLive({ secret: token }, now);
      if (!row) return undefined;
      return {
        id: row.id,
        memberId: row.member_id,
        sessionMerchantCode: row.merchant_code,
        createdAt: row.created_at,
        expiresAt: row.expires_at,
        lastSeenAt: row.last_seen_at,
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

    async revokeSession(token: string, now: number): Promise<void> {
      await sessions.spend({ secret: token }, now);
    },

    async revokeSessionById(id: string, now: number): Promise<void> {
      await sessions.spend({ id }, now);
    },

    /** Every session of a member not revoked yet, except one (e.g. the one that changed the password); how many. */
    async revokeMemberSessions(memberId: number, now: number, exceptId?: string): Promise<number> {
      return sessions.spend({ member_id: memberId }, now, exceptId ? { exceptId } : {});
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

    /** Each session of the member seen since `from`: when it began and when it was last seen (signed-in time). */
    async sessionSpans(memberId: number, from: number, on: Kysely<Database> = db): Promise<Array<[number, number]>> {
      const rows = await on
        .selectFrom('sessions')
        .select(['created_at', 'last_seen_at', 'revoked_at'])
        .where('member_id', '=', memberId)
        .where('last_seen_at', '>', from)
        .limit(5000)
        .execute();
      return rows.map((r) => {
        const end = r.revoked_at === null ? Number(r.last_seen_at) : Math.min(Number(r.last_seen_at), Number(r.revoked_at));
        return [Number(r.created_at), end];
      });
    },

    /** Revokes one live session of this member; false when the member has no such live session. */
    async revokeMemberSession(memberId: number, id: string, now: number): Promise<boolean> {
      return (await sessions.consume({ id, member_id: memberId }, now)) !== undefined;
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
      deviceId: string | null;
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
          device_id: row.deviceId,
        })
        .execute();
    },

    /**
     * Other members of the merchant who signed in from the member's devices or addresses since then: one row per
     * member, link and value, with the latest sign-in of either.
     */
    async linkedSignIns(memberId: number, merchantCode: string, since: number): Promise<Array<{ memberId: number; via: 'device' | 'ip'; value: string; at: number }>> {
      const mine = db
        .selectFrom('login_events')
        .where('member_id', '=', memberId)
        .where('merchant_code', '=', merchantCode)
        .where('success', '=', 1)
        .where('created_at', '>=', since);
      const devices = (await mine.select('device_id').distinct().where('device_id', 'is not', null).execute()).map((r) => r.device_id!);
      const ips = (await mine.select('ip').distinct().where('ip', 'is not', null).execute()).map((r) => r.ip!);
      const out: Array<{ memberId: number; via: 'device' | 'ip'; value: string; at: number }> = [];
      for (const [via, column, values] of [['device', 'device_id', devices], ['ip', 'ip', ips]] as const) {
        if (!values.length) continue;
        const rows = await db
          .selectFrom('login_events')
          .select(['member_id', `${column} as value`, (eb) => eb.fn.max('created_at').as('at')])
          .where('merchant_code', '=', merchantCode)
          .where('member_id', '!=', memberId)
          .where('success', '=', 1)
          .where('created_at', '>=', since)
          .where(column, 'in', values as string[])
          .groupBy(['member_id', column])
          .limit(200)
          .execute();
        for (const r of rows) out.push({ memberId: Number(r.member_id), via, value: String(r.value), at: Number(r.at) });
      }
      return out;
    },

    /** A page of the member's login history, newest first, before the id `beforeId` (exclusive). */
    async loginEvents(memberId: number, beforeId: number | undefined, limit: number): Promise<LoginEventRow[]> {
      let q = db.selectFrom('login_events').selectAll().where('member_id', '=', memberId);
      if (beforeId !== undefined) q = q.where('id', '<', beforeId);
      return q.orderBy('id', 'desc').limit(limit).execute();
    },

    /** How many times the member signed in, in [from, to); on `on` (an open transaction) when given. */
    async successfulLogins(memberId: number, span: { from: number; to: number }, on: Kysely<Database> = db): Promise<number> {
      const row = await on
        .selectFrom('login_events')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('member_id', '=', memberId)
        .where('success', '=', 1)
        .where('created_at', '>=', span.from)
        .where('created_at', '<', span.to)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Where the member first signed in from (registration opens the first session). */
    async firstIp(memberId: number): Promise<string | null> {
      const row = await db.selectFrom('sessions').select('ip').where('member_id', '=', memberId).orderBy('created_at').limit(1).executeTakeFirst();
      return row?.ip ?? null;
    },

    /** A page of every session of the member (live or not), newest first; `before`: created_at (exclusive). */
    async sessionPage(memberId: number, before: number | undefined, limit: number) {
      let q = db.selectFrom('sessions').selectAll().where('member_id', '=', memberId);
      if (before !== undefined) q = q.where('created_at', '<', before);
      return q.orderBy('created_at', 'desc').orderBy('id').limit(limit).execute();
    },

    /** Distinct members of these merchants with a live session seen since `since`. */
    async livePlayers(merchantCodes: string[], since: number, now: number): Promise<number> {
      if (!merchantCodes.length) return 0;
      const r = await db
        .selectFrom('sessions')
        .select(sql<number>`count(distinct member_id)`.as('n'))
        .where('last_seen_at', '>=', since)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .where('merchant_code', 'in', merchantCodes)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },

    /** Login history older than this goes with the hourly clean-up. */
    async deleteLoginEventsBefore(before: number): Promise<void> {
      await db.deleteFrom('login_events').where('created_at', '<', before).execute();
    },

    /** Keeps a remembered device under its token's hash. */
    async insertRemember(
      row: {
        id: string;
        memberId: number;
        merchantCode: string;
        createdAt: number;
        expiresAt: number;
        userAgent: string | null;
      },
      token: string,
    ): Promise<void> {
      await remembers.insert(
        {
          id: row.id,
          member_id: row.memberId,
          merchant_code: row.merchantCode,
          created_at: row.createdAt,
          expires_at: row.expiresAt,
          last_used_at: null,
          revoked_at: null,
          user_agent: row.userAgent,
        },
        { now: row.createdAt, secret: token },
      );
    },

    /** The remembered device a token stands for, unless it was revoked or has expired. */
    async findLiveRemember(token: string, now: number): Promise<RememberLookup | undefined> {
      const row = await remembers.findLive({ secret: token }, now);
      if (!row) return undefined;
      return {
        id: row.id,
        memberId: row.member_id,
        merchantCode: row.merchant_code,
        expiresAt: row.expires_at,
      };
    },

    async useRemember(id: string, now: number): Promise<void> {
      await db.updateTable('remember_devices').set({ last_used_at: now }).where('id', '=', id).execute();
    },

    async revokeRemember(token: string, now: number): Promise<void> {
      await remembers.spend({ secret: token }, now);
    },

    async revokeMemberRemembers(memberId: number, now: number): Promise<void> {
      await remembers.spend({ member_id: memberId }, now);
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
