import { randomUUID } from 'node:crypto';
import { REMEMBER_COOKIE, SESSION_COOKIE, SESSION_POLICY, SESSION_TRANSPORT_HEADER } from '@lobby/contract';
import type { LoginResult } from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { newToken, sha256Hex } from '../../lib/tokens.ts';
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
}

export interface SessionPolicy {
  absoluteMs: number;
  idleMs: number;
  rememberDeviceMs: number;
}

export interface SessionServiceOptions {
  now?: () => number;
  policy?: Partial<SessionPolicy>;
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

function userAgentOf(request: FastifyRequest): string | null {
  const ua = request.headers['user-agent'];
  return ua ? ua.slice(0, 512) : null;
}

/**
 * Sessions: a fresh 256-bit token at every login, stored only as its SHA-256; an absolute expiry and a
 * sliding idle timeout; revocable. Browsers get the token as a `__Host-` HttpOnly cookie, other clients
 * in the answer.
 */
export class SessionService {
  readonly policy: SessionPolicy;
  readonly now: () => number;
  private lastCleanup = 0;

  constructor(
    private readonly repository: SessionRepository,
    options: SessionServiceOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.policy = { ...SESSION_POLICY, ...options.policy };
  }

  /** Logs the member in: a new session, cookies when asked, and the login answer. */
  async issue(input: IssueInput): Promise<LoginResult> {
    const { request, reply, member, merchantCode } = input;
    const now = this.now();
    const token = newToken();
    const expiresAt = now + this.policy.absoluteMs;
    await this.repository.insertSession({
      id: randomUUID(),
      token_hash: sha256Hex(token),
      member_id: member.id,
      merchant_code: merchantCode,
      created_at: now,
      expires_at: expiresAt,
      last_seen_at: now,
      revoked_at: null,
      ip: request.ip,
      user_agent: userAgentOf(request),
    });
    const firstTimeLogin = await this.repository.markLogin(member.id, now);

    if (input.rememberDevice) {
      const remember = newToken();
      await this.repository.insertRemember({
        id: randomUUID(),
        tokenHash: sha256Hex(remember),
        memberId: member.id,
        merchantCode,
        createdAt: now,
        expiresAt: now + this.policy.rememberDeviceMs,
        userAgent: userAgentOf(request),
      });
      reply.setCookie(REMEMBER_COOKIE, remember, {
        ...COOKIE_BASE,
        maxAge: Math.floor(this.policy.rememberDeviceMs / 1000),
      });
    }

    const cookie = wantsCookieTransport(request);
    if (cookie) {
      reply.setCookie(SESSION_COOKIE, token, { ...COOKIE_BASE, maxAge: Math.floor(this.policy.absoluteMs / 1000) });
    }
    this.cleanupNow(now);
    return {
      token: cookie ? null : token,
      userName: member.username,
      type: member.type,
      merchantCode,
      firstTimeLogin,
      expiresAt,
    };
  }

  /**
   * The session a token stands for, or null when it is unknown, revoked, past its absolute expiry or
   * idle for too long, or belongs to another tenant or a disabled member.
   */
  async authenticate(token: string, tenantCode: string): Promise<AuthSession | null> {
    if (token.length < 16 || token.length > 256) return null;
    const found = await this.repository.findSession(sha256Hex(token));
    if (!found) return null;
    const now = this.now();
    if (found.revokedAt !== null) return null;
    if (now >= found.expiresAt) return null;
    if (now - found.lastSeenAt >= this.policy.idleMs) return null;
    if (found.status !== 'active') return null;
    if (found.memberMerchantCode !== tenantCode) return null;
    if (now - found.lastSeenAt >= TOUCH_INTERVAL_MS) await this.repository.touchSession(found.id, now);
    return {
      id: found.id,
      memberId: found.memberId,
      merchantCode: found.memberMerchantCode,
      sessionMerchantCode: found.sessionMerchantCode,
      type: found.type,
      userName: found.userName,
      expiresAt: found.expiresAt,
    };
  }

  async revoke(token: string): Promise<void> {
    await this.repository.revokeSession(sha256Hex(token), this.now());
  }

  async revokeSessionById(id: string): Promise<void> {
    await this.repository.revokeSessionById(id, this.now());
  }

  async revokeRememberToken(token: string): Promise<void> {
    await this.repository.revokeRemember(sha256Hex(token), this.now());
  }

  /** After a password change or reset: every other session and remembered device of the member ends. */
  async revokeAllForMember(memberId: number, exceptSessionId?: string): Promise<void> {
    const now = this.now();
    await this.repository.revokeMemberSessions(memberId, now, exceptSessionId);
    await this.repository.revokeMemberRemembers(memberId, now);
  }

  /**
   * The member a remember-device token stands for (valid, not revoked, same tenant, active member), or
   * null. Marks the token used.
   */
  async memberFromRemember(
    token: string,
    tenantCode: string,
  ): Promise<{ member: SessionMember; merchantCode: string } | null> {
    const found = await this.repository.findRemember(sha256Hex(token));
    const now = this.now();
    if (!found || found.revokedAt !== null || now >= found.expiresAt) return null;
    const member = await this.repository.findMemberForSession(found.memberId);
    if (!member || member.status !== 'active' || member.merchantCode !== tenantCode) return null;
    await this.repository.useRemember(found.id, now);
    return { member: { id: member.id, username: member.username, type: member.type }, merchantCode: found.merchantCode };
  }

  /** The member of a live session, for renewing it into a new one. */
  async memberOfSession(session: AuthSession): Promise<SessionMember | null> {
    const member = await this.repository.findMemberForSession(session.memberId);
    if (!member || member.status !== 'active') return null;
    return { id: member.id, username: member.username, type: member.type };
  }

  clearCookies(reply: FastifyReply): void {
    reply.clearCookie(SESSION_COOKIE, COOKIE_BASE);
    reply.clearCookie(REMEMBER_COOKIE, COOKIE_BASE);
  }

  /** Expired rows go at most once an hour, in the background of a login. */
  private cleanupNow(now: number): void {
    if (now - this.lastCleanup < CLEANUP_INTERVAL_MS) return;
    this.lastCleanup = now;
    // Keep a day of history past expiry (support questions: "was I logged in yesterday?").
    this.repository.deleteExpiredSessions(now - 24 * 60 * 60 * 1000).catch(() => undefined);
  }
}
