import { randomUUID } from 'node:crypto';
import { DEVICE_COOKIE, REMEMBER_COOKIE, SESSION_COOKIE, SESSION_POLICY, SESSION_TRANSPORT_HEADER } from '@lobby/contract';
import type { LoginMethod, LoginResult } from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newToken } from '../one-time-secrets/secret.ts';
import type { SessionRepository } from './repository.ts';

/** What a request knows about its caller once the token checked out (request.session). */
export interface AuthSession {
  id: string;
  memberId: number;
  /** the member's own merchant */
  merchantCode: string;
  /** the merchant the session was opened under: the trial merchant code for trial accounts */
  sessionMerchantCode: string;
  type: number;
  userName: string;
  /** absolute expiry */
  expiresAt: number;
}

/** The member being logged in: whatever the caller loaded it from. */
export interface SessionMember {
  id: number;
  username: string;
  type: number;
}

export interface IssueInput {
  request: FastifyRequest;
  reply: FastifyReply;
  member: SessionMember;
  /** the session's merchant code: the merchant's code, or its trial code for trial accounts */
  merchantCode: string;
  /** also issue a remember-device token (cookie, 30 days) */
  rememberDevice?: boolean;
  /** a login the member made (not a renewal, registration or trial): written to the login history */
  loginMethod?: LoginMethod;
}

/** A failed login of a known member, for its login history. */
export interface LoginFailureInput {
  request: FastifyRequest;
  memberId: number;
  method: LoginMethod;
  reason: 'password' | 'captcha' | 'rate_limited' | 'code';
}

/** Login history is kept this long (the member sees it; support reads it). */
export const LOGIN_HISTORY_RETENTION_MS = 180 * 24 * 60 * 60 * 1000;

export interface SessionPolicy {
  absoluteMs: number;
  idleMs: number;
  rememberDeviceMs: number;
}

/** last_seen_at is written at most this often: one write per minute per session, not per request. */
const TOUCH_INTERVAL_MS = 60_000;
const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

const COOKIE_BASE = { httpOnly: true, secure: true, sameSite: 'strict', path: '/' } as const;

/** Whether the caller asked for the token to travel only in the HttpOnly cookie. */
export function wantsCookieTransport(request: FastifyRequest): boolean {
  const raw = request.headers[SESSION_TRANSPORT_HEADER.toLowerCase()];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value?.trim().toLowerCase() === 'cookie';
}

/** The browser's device id from its cookie, when it holds one we made. */
function deviceIdOf(request: FastifyRequest): string | null {
  const value = request.cookies?.[DEVICE_COOKIE];
  return value && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value) ? value : null;
}

/** How long a device id cookie lives: two years, renewed at each sign-in. */
const DEVICE_COOKIE_MAX_AGE_S = 2 * 365 * 86_400;

function userAgentOf(request: FastifyRequest): string | null {
  const ua = request.headers['user-agent'];
  return ua ? ua.slice(0, 512) : null;
}

/**
 * What sessions need from the member aggregate: the member module owns the members table and hands its
 * repository in (core never imports a module).
 */
export interface SessionMembers {
  byId(memberId: number): Promise<{ id: number; username: string; type: number; merchant_code: string; status: string } | undefined>;
  /** Sets first_login_at on the first login ever (true when this was it) and last_login_at always. */
  markLogin(memberId: number, now: number): Promise<boolean>;
}

export interface SessionServiceDeps {
  repository: SessionRepository;
  members: SessionMembers;
  now?: () => number;
  policy?: Partial<SessionPolicy>;
  /** the caller's country when a trusted proxy says it (TRUST_PROXY), else null */
  countryOf?: (request: FastifyRequest) => string | null;
}

/**
 * Sessions: a fresh 256-bit token at every login, stored only as its SHA-256; an absolute expiry and a
 * sliding idle timeout; revocable. Browsers get the token as a `__Host-` HttpOnly cookie, other clients
 * in the answer.
 */
export function createSessionService(deps: SessionServiceDeps) {
  const { repository, members } = deps;
  const now = deps.now ?? Date.now;
  const policy: SessionPolicy = { ...SESSION_POLICY, ...deps.policy };
  const countryOf = deps.countryOf ?? (() => null);
  let lastCleanup = 0;
  /** what a sign-in must pass besides the credentials (a module's rule: an exclusion, a time limit) */
  const admissions: Array<(memberId: number, merchantCode: string) => Promise<void>> = [];

  /**
   * Old login history goes at most once an hour, in the background of a login (ended sessions and
   * remembered devices are swept by their store as new ones are written).
   */
  function cleanup(t: number): void {
    if (t - lastCleanup < CLEANUP_INTERVAL_MS) return;
    lastCleanup = t;
    repository.deleteLoginEventsBefore(t - LOGIN_HISTORY_RETENTION_MS).catch(() => undefined);
  }

  /** The member behind a session or remembered device, when it may still log in. */
  async function activeMember(memberId: number) {
    const member = await members.byId(memberId);
    return member && member.status === 'active' ? member : undefined;
  }

  return {
    /** Logs the member in: a new session, cookies when asked, and the login answer. */
    async issue(input: IssueInput): Promise<LoginResult> {
      const { request, reply, member, merchantCode } = input;
      for (const admit of admissions) await admit(member.id, merchantCode);
      const t = now();
      const token = newToken();
      const expiresAt = t + policy.absoluteMs;
      await repository.insertSession(
        {
          id: randomUUID(),
          member_id: member.id,
          merchant_code: merchantCode,
          created_at: t,
          expires_at: expiresAt,
          last_seen_at: t,
          revoked_at: null,
          ip: request.ip,
          user_agent: userAgentOf(request),
          country: countryOf(request),
        },
        token,
      );
      const firstTimeLogin = await members.markLogin(member.id, t);
      // A browser keeps one random id across accounts: several accounts signing in from it are linked (risk).
      const deviceId = deviceIdOf(request) ?? randomUUID();
      reply.setCookie(DEVICE_COOKIE, deviceId, { ...COOKIE_BASE, maxAge: DEVICE_COOKIE_MAX_AGE_S });
      if (input.loginMethod) {
        await repository.insertLoginEvent({
          memberId: member.id,
          merchantCode,
          at: t,
          success: true,
          method: input.loginMethod,
          reason: null,
          ip: request.ip,
          country: countryOf(request),
          userAgent: userAgentOf(request),
          deviceId,
        });
      }

      if (input.rememberDevice) {
        const remember = newToken();
        await repository.insertRemember(
          {
            id: randomUUID(),
            memberId: member.id,
            merchantCode,
            createdAt: t,
            expiresAt: t + policy.rememberDeviceMs,
            userAgent: userAgentOf(request),
          },
          remember,
        );
        reply.setCookie(REMEMBER_COOKIE, remember, { ...COOKIE_BASE, maxAge: Math.floor(policy.rememberDeviceMs / 1000) });
      }

      const cookie = wantsCookieTransport(request);
      if (cookie) {
        reply.setCookie(SESSION_COOKIE, token, { ...COOKIE_BASE, maxAge: Math.floor(policy.absoluteMs / 1000) });
      }
      cleanup(t);
      return {
        token: cookie ? null : token,
        userName: member.username,
        type: member.type,
        merchantCode,
        firstTimeLogin,
        expiresAt,
      };
    },

    /**
     * The session a token stands for, or null when it is unknown, revoked, past its absolute expiry or
     * idle for too long, or belongs to another tenant or a disabled member.
     */
    async authenticate(token: string, tenantCode: string): Promise<AuthSession | null> {
      if (token.length < 16 || token.length > 256) return null;
      const t = now();
      const found = await repository.findLiveSession(token, t);
      if (!found) return null;
      if (t - found.lastSeenAt >= policy.idleMs) return null;
      // Only a live session costs the member lookup.
      const member = await activeMember(found.memberId);
      if (!member) return null;
      if (member.merchant_code !== tenantCode) return null;
      if (t - found.lastSeenAt >= TOUCH_INTERVAL_MS) await repository.touchSession(found.id, t);
      return {
        id: found.id,
        memberId: found.memberId,
        merchantCode: member.merchant_code,
        sessionMerchantCode: found.sessionMerchantCode,
        type: member.type,
        userName: member.username,
        expiresAt: found.expiresAt,
      };
    },

    /** When a session's login was (undefined: no such session): where a play session starts. */
    loginStartedAt(id: string): Promise<number | undefined> {
      return repository.sessionCreatedAt(id);
    },

    /** Writes a failed login of a known member to its history. */
    async recordLoginFailure(input: LoginFailureInput): Promise<void> {
      const { request } = input;
      await repository.insertLoginEvent({
        memberId: input.memberId,
        merchantCode: request.merchant.code,
        at: now(),
        success: false,
        method: input.method,
        reason: input.reason,
        ip: request.ip,
        country: countryOf(request),
        userAgent: userAgentOf(request),
        deviceId: deviceIdOf(request),
      });
    },

    /** Other members of the merchant who signed in from the member's devices or addresses since then. */
    async linkedSignIns(memberId: number, merchantCode: string, since: number) {
      return repository.linkedSignIns(memberId, merchantCode, since);
    },

    /** The member's live sessions (not revoked, not expired, not idle), most recently used first. */
    async listLive(memberId: number) {
      const t = now();
      return repository.liveSessions(memberId, t, t - policy.idleMs);
    },

    /** Ends one of the member's own sessions; false when it is not theirs or already over. */
    async revokeOwn(memberId: number, id: string): Promise<boolean> {
      return repository.revokeMemberSession(memberId, id, now());
    },

    /** Ends every other session of the member; the number ended. */
    async revokeOthers(memberId: number, exceptId: string): Promise<number> {
      return repository.revokeMemberSessions(memberId, now(), exceptId);
    },

    /**
     * Adds a rule every sign-in passes before its session is issued (it throws the refusal): modules
     * register theirs when they start, and every way in (password, code, social, remembered device,
     * registration) is covered by the one place sessions are issued.
     */
    addAdmission(check: (memberId: number, merchantCode: string) => Promise<void>): void {
      admissions.push(check);
    },

    /** Signed-in time of the member: each session since `from` as [start, last seen]. */
    sessionSpans(memberId: number, from: number, on?: Kysely<Database>): Promise<Array<[number, number]>> {
      return repository.sessionSpans(memberId, from, on);
    },

    /** Ends every session and remembered device of the member (a break, an exclusion). */
    async signOutEverywhere(memberId: number): Promise<void> {
      const t = now();
      await repository.revokeMemberSessions(memberId, t);
      await repository.revokeMemberRemembers(memberId, t);
    },

    /** Ends every session of the member at once (an operator disabled the account); the number ended. */
    async revokeAll(memberId: number): Promise<number> {
      return repository.revokeMemberSessions(memberId, now());
    },

    /** Whether a session row is still usable: not revoked, not expired, not idle. */
    isLive(row: { revoked_at: number | null; expires_at: number; last_seen_at: number }): boolean {
      const t = now();
      return row.revoked_at === null && t < Number(row.expires_at) && t - Number(row.last_seen_at) < policy.idleMs;
    },

    loginHistory(memberId: number, beforeId: number | undefined, limit: number) {
      return repository.loginEvents(memberId, beforeId, limit);
    },

    /** Where the member first signed in from (the operator's player file). */
    firstIp(memberId: number): Promise<string | null> {
      return repository.firstIp(memberId);
    },

    /** Every session of the member, live or not, newest first (the operator's player file). */
    sessionPage(memberId: number, before: number | undefined, limit: number) {
      return repository.sessionPage(memberId, before, limit);
    },

    /** Distinct members of these merchants with a live session seen since `since` (the dashboard). */
    livePlayers(merchantCodes: string[], since: number, at: number = now()): Promise<number> {
      return repository.livePlayers(merchantCodes, since, at);
    },

    /** Successful sign-ins in [from, to) (the login tasks); inside `on` when a claim decides in a transaction. */
    loginsBetween(memberId: number, span: { from: number; to: number }, on?: Kysely<Database>): Promise<number> {
      return repository.successfulLogins(memberId, span, on);
    },

    async revoke(token: string): Promise<void> {
      await repository.revokeSession(token, now());
    },

    async revokeSessionById(id: string): Promise<void> {
      await repository.revokeSessionById(id, now());
    },

    async revokeRememberToken(token: string): Promise<void> {
      await repository.revokeRemember(token, now());
    },

    /**
     * The member a remember-device token stands for (valid, not revoked, same tenant, active member), or
     * null. Marks the token used.
     */
    async memberFromRemember(token: string, tenantCode: string): Promise<{ member: SessionMember; merchantCode: string } | null> {
      const t = now();
      const found = await repository.findLiveRemember(token, t);
      if (!found) return null;
      const member = await activeMember(found.memberId);
      if (!member || member.merchant_code !== tenantCode) return null;
      await repository.useRemember(found.id, t);
      return { member: { id: member.id, username: member.username, type: member.type }, merchantCode: found.merchantCode };
    },

    /** The member of a live session, for renewing it into a new one. */
    async memberOfSession(session: AuthSession): Promise<SessionMember | null> {
      const member = await activeMember(session.memberId);
      return member ? { id: member.id, username: member.username, type: member.type } : null;
    },

    clearCookies(reply: FastifyReply): void {
      reply.clearCookie(SESSION_COOKIE, COOKIE_BASE);
      reply.clearCookie(REMEMBER_COOKIE, COOKIE_BASE);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
