import { randomInt } from 'node:crypto';
import { isTrialType, REMEMBER_COOKIE, TRIAL_TYPE } from '@lobby/contract';
import type { LoginMethod, LoginPayload, LoginResult, TrialResult } from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MemberRow } from '../../../db/schema.ts';
import type { FirebaseVerifier } from '../../../integrations/firebase/verifier.ts';
import { AppError, rateLimitedError } from '../../../lib/app-error.ts';
import { enforceLimit } from '../../../lib/limiter.ts';
import type { Limiter } from '../../../lib/limiter.ts';
import { verifyDummy, verifyPassword } from '../../../lib/passwords.ts';
import { toE164 } from '../../../lib/phone.ts';
import type { CaptchaService } from '../../../core/captcha/service.ts';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import type { SessionService } from '../../../core/sessions/service.ts';
import type { SmsCodeVerifier } from '../../../core/sms-codes/service.ts';
import { UniqueViolation } from '../../../db/unique-violation.ts';
import type { MemberRepository, OpenAccount } from '../member/index.ts';
import type { LoginFailureRepository } from './login-failures.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_USER_LIMIT = 10;
export const LOGIN_IP_LIMIT = 30;
/** New trial accounts per client IP per hour. */
export const TRIAL_IP_LIMIT = 20;
const TRIAL_LIMIT = { limit: TRIAL_IP_LIMIT, windowMs: 60 * 60 * 1000 };
/** Demo balance of a new trial account: 2,000.00. */
export const TRIAL_BALANCE_CENTS = 200_000;

export interface LoginServiceOptions {
  sessions: SessionService;
  failures: LoginFailureRepository;
  members: MemberRepository;
  openAccount: OpenAccount;
  captchas: CaptchaService;
  limiter: Limiter;
  /** SMS login; without it SMS login answers feature.disabled */
  smsCodes?: SmsCodeVerifier;
  firebase?: FirebaseVerifier;
  loginIpLimit?: number;
  now?: () => number;
}

interface Ctx {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Whether the request named the merchant by its trial code (a trial-only context). */
function calledAsTrial(request: FastifyRequest): boolean {
  const raw = request.headers.merchant;
  const header = Array.isArray(raw) ? raw[0] : raw;
  return header !== undefined && header === request.merchant.trialMerchantCode;
}

/** A failed attempt on an account that exists: it goes to that member's login history. */
interface KnownAttempt {
  request: FastifyRequest;
  memberId: number;
  method: LoginMethod;
}

interface AccountGuard {
  /** the account's attempt limit is reached: only its owner may pass */
  guarded: boolean;
  /** far past it: only from a remembered device */
  deviceOnly: boolean;
  retryAfterMs: number;
}

/**
 * Logins (username, SMS, Firebase), trial accounts, logout and renewal. Failure rules: after one
 * failure for the username or the client IP in 15 minutes a captcha is required; 10 attempts per
 * username and 30 per IP in 15 minutes; an argon2 verify runs for unknown users too.
 */
export function createLoginService(options: LoginServiceOptions) {
  const { sessions, failures, members, captchas, limiter } = options;
  const now = options.now ?? Date.now;
  const ipLimit = options.loginIpLimit ?? LOGIN_IP_LIMIT;

  /**
   * The per-IP limit stops one client guessing; the per-account limit (10 attempts per 15 minutes) does not
   * simply lock the account, or anyone could lock anyone out with ten wrong guesses from anywhere. Past it
   * the account is guarded instead: only a login that proves to be the owner passes (the right password
   * with a solved captcha, or the right password from a device the owner had remembered), and every
   * other attempt is answered 429 without saying whether the password was right. Past five times the limit
   * only a remembered device passes.
   */
  async function checkLimits(request: FastifyRequest, userKey: string): Promise<AccountGuard> {
    const [user, ip] = await Promise.all([
      limiter.hit(`login:${userKey}`, LOGIN_USER_LIMIT, LOGIN_WINDOW_MS),
      limiter.hit(`login:ip:${request.ip}`, ipLimit, LOGIN_WINDOW_MS),
    ]);
    if (!ip.allowed) throw rateLimitedError('login.rate.limited', ip.retryAfterMs);
    if (user.allowed) return { guarded: false, deviceOnly: false, retryAfterMs: 0 };
    return { guarded: true, deviceOnly: user.count > LOGIN_USER_LIMIT * 5, retryAfterMs: user.retryAfterMs };
  }

  /** A failed attempt on a guarded account: counted, and answered 429 whatever went wrong. */
  async function guardedFailure(keys: string[], guard: AccountGuard, known?: KnownAttempt): Promise<never> {
    const t = now();
    for (const key of keys) await failures.recordFailure(key, t, LOGIN_WINDOW_MS);
    if (known) await sessions.recordLoginFailure({ ...known, reason: 'rate_limited' });
    throw rateLimitedError('login.rate.limited', guard.retryAfterMs);
  }

  /** Whether the request carries a live remember-device token of this member. */
  async function fromRememberedDevice(request: FastifyRequest, memberId: number): Promise<boolean> {
    const token = request.cookies?.[REMEMBER_COOKIE];
    if (!token) return false;
    const found = await sessions.memberFromRemember(token, request.merchant.code);
    return found?.member.id === memberId;
  }

  async function checkCaptcha(
    request: FastifyRequest,
    keys: string[],
    payload: { captcha?: string; captchaId?: string },
    always = false,
  ): Promise<void> {
    if (!always && !(await failures.hasFailuresSince(keys, now() - LOGIN_WINDOW_MS))) return;
    const value = { captcha: true };
    if (!payload.captcha || !payload.captchaId) throw new AppError('login.captcha.required', { value });
    if (!(await captchas.check(request, payload.captchaId, payload.captcha))) {
      throw new AppError('login.captcha.invalid', { value });
    }
  }

  async function fail(
    keys: string[],
    code: 'login.user.invalid' | 'login.password.incorrect' | 'sms.code.invalid',
    cause?: AppError,
    known?: KnownAttempt,
  ): Promise<never> {
    const t = now();
    for (const key of keys) await failures.recordFailure(key, t, LOGIN_WINDOW_MS);
    // Only a wrong secret for an existing, active account goes to that member's history.
    if (known) await sessions.recordLoginFailure({ ...known, reason: code === 'sms.code.invalid' ? 'code' : 'password' });
    throw new AppError(code, { value: { captcha: true }, message: cause?.message });
  }

  async function succeed(ctx: Ctx, member: MemberRow, keys: string[], userKey: string, loginMethod: LoginMethod, rememberDevice?: boolean) {
    await failures.clearFailures(keys);
    await limiter.reset(`login:${userKey}`);
    return sessions.issue({
      ...ctx,
      member: { id: member.id, username: member.username, type: member.type },
      merchantCode: ctx.request.merchant.code,
      rememberDevice,
      loginMethod,
    });
  }

  /** Real accounts log in under the merchant code, never its trial code. */
  function checkRole(request: FastifyRequest, member: MemberRow): void {
    if (isTrialType(member.type) || calledAsTrial(request)) throw new AppError('login.non.member');
  }

  async function usernameLogin(ctx: Ctx, payload: Extract<LoginPayload, { type: 'username' }>): Promise<LoginResult> {
    const { request } = ctx;
    const merchant = request.merchant.code;
    const usernameKey = payload.username.trim().toLowerCase();
    const userKey = `u:${merchant}:${usernameKey}`;
    const keys = [userKey, `ip:${request.ip}`];
    const guard = await checkLimits(request, userKey);
    if (guard.guarded && !guard.deviceOnly) {
      // Locked for guessers: the owner passes with a captcha and the right password (value.captcha says so).
      if (!payload.captcha || !payload.captchaId) {
        throw rateLimitedError('login.rate.limited', guard.retryAfterMs, { value: { captcha: true } });
      }
      await checkCaptcha(request, keys, payload, true);
    } else if (!guard.guarded) {
      await checkCaptcha(request, keys, payload);
    }

    const member = await members.byUsername(merchant, usernameKey);
    const passwordOk = member?.password_hash
      ? await verifyPassword(member.password_hash, payload.password)
      : await verifyDummy(payload.password);
    if (guard.guarded) {
      const owner =
        member !== undefined &&
        member.status === 'active' &&
        passwordOk &&
        (!guard.deviceOnly || (await fromRememberedDevice(request, member.id)));
      const known = member?.status === 'active' && !isTrialType(member.type) ? { request, memberId: member.id, method: 'password' as const } : undefined;
      if (!owner) return guardedFailure(keys, guard, known);
    }
    if (!member || member.status !== 'active') return fail(keys, 'login.user.invalid');
    if (!passwordOk) {
      const known = isTrialType(member.type) ? undefined : { request, memberId: member.id, method: 'password' as const };
      return fail(keys, 'login.password.incorrect', undefined, known);
    }
    checkRole(request, member);
    return succeed(ctx, member, keys, userKey, 'password', payload.rememberDevice);
  }

  async function smsLogin(ctx: Ctx, payload: Extract<LoginPayload, { type: 'sms' }>): Promise<LoginResult> {
    const { request } = ctx;
    if (!request.merchant.whitelabel.MOBILEVERCODELOGIN3 || !options.smsCodes) throw new AppError('feature.disabled');
    const e164 = toE164(payload.countryDialingCode, payload.username);
    if (!e164) throw new AppError('mobile.invalid');
    const merchant = request.merchant.code;
    const userKey = `u:${merchant}:${e164}`;
    const keys = [userKey, `ip:${request.ip}`];
    // Past the account limit the SMS code itself is the owner's proof (it reached the owner's phone).
    const guard = await checkLimits(request, userKey);
    await checkCaptcha(request, keys, payload, guard.guarded);
    try {
      await options.smsCodes.verifyCode({ merchantCode: merchant, e164, purpose: 'login', code: payload.password });
    } catch (err) {
      if (err instanceof AppError && err.errorCode.startsWith('sms.')) {
        if (guard.guarded) return guardedFailure(keys, guard);
        return fail(keys, 'sms.code.invalid', err);
      }
      throw err;
    }
    const member = await members.byMobile(merchant, e164);
    if (!member || member.status !== 'active') return fail(keys, 'login.user.invalid');
    checkRole(request, member);
    return succeed(ctx, member, keys, userKey, 'sms', payload.rememberDevice);
  }

  async function firebaseLogin(ctx: Ctx, payload: Extract<LoginPayload, { type: 'firebase' }>): Promise<LoginResult> {
    const { request } = ctx;
    const firebase = options.firebase;
    if (!request.merchant.whitelabel.MOBILEVERCODELOGIN3 || !firebase?.enabled) throw new AppError('feature.disabled');
    const typed = toE164(payload.countryDialingCode, payload.firebaseMobileNo);
    if (!typed) throw new AppError('mobile.invalid');
    const merchant = request.merchant.code;
    const userKey = `u:${merchant}:${typed}`;
    const keys = [userKey, `ip:${request.ip}`];
    const guard = await checkLimits(request, userKey);
    const identity = await firebase.verifyIdToken(payload.firebaseIdToken);
    // The token proves a number; it must be the one the member typed.
    if (identity.phoneNumber !== typed) return guard.guarded ? guardedFailure(keys, guard) : fail(keys, 'sms.code.invalid');
    const member = await members.byMobile(merchant, identity.phoneNumber);
    if (!member || member.status !== 'active') return fail(keys, 'login.user.invalid');
    checkRole(request, member);
    return succeed(ctx, member, keys, userKey, 'firebase');
  }

  async function newTrial(merchant: ResolvedMerchant, request: FastifyRequest): Promise<MemberRow> {
    await enforceLimit(limiter, `trial:ip:${request.ip}`, TRIAL_LIMIT, 'request.rate.limited');
    // 10^8 names: a clash is rare; try again on one.
    for (let attempt = 0; ; attempt++) {
      const username = `guest${String(randomInt(100_000_000)).padStart(8, '0')}`;
      try {
        return await options.openAccount({
          merchant,
          member: {
            username,
            username_key: username,
            password_hash: null,
            type: TRIAL_TYPE,
            nickname: null,
            account: username,
            profile: '{}',
            status: 'active',
            register_method: null,
            created_at: now(),
          },
          demoCents: TRIAL_BALANCE_CENTS,
        });
      } catch (err) {
        if (!(err instanceof UniqueViolation) || attempt >= 4) throw err;
      }
    }
  }

  async function trialSession(ctx: Ctx, member: MemberRow): Promise<TrialResult> {
    const result = await sessions.issue({
      ...ctx,
      member: { id: member.id, username: member.username, type: member.type },
      merchantCode: ctx.request.merchant.trialMerchantCode,
    });
    return {
      token: result.token,
      userName: result.userName,
      customerType: TRIAL_TYPE,
      merchantCode: result.merchantCode,
      expiresAt: result.expiresAt,
    };
  }

  return {
    async login(input: Ctx & { payload: LoginPayload }): Promise<LoginResult> {
      const { payload, ...ctx } = input;
      switch (payload.type) {
        case 'username':
          return usernameLogin(ctx, payload);
        case 'sms':
          return smsLogin(ctx, payload);
        case 'firebase':
          return firebaseLogin(ctx, payload);
      }
    },

    /**
     * Free play: resumes the named trial account of this merchant, else makes a new one. Resuming needs the
     * caller to hold a live session of that very trial account: a guest name alone is no credential, or
     * anyone who saw one could take over that guest's session.
     */
    async freeplay(input: Ctx & { userName?: string }): Promise<TrialResult> {
      const { userName, ...ctx } = input;
      const merchant = ctx.request.merchant;
      const current = ctx.request.session;
      if (userName?.trim() && current && isTrialType(current.type)) {
        const existing = await members.byUsername(merchant.code, userName.trim().toLowerCase());
        if (existing && existing.id === current.memberId && isTrialType(existing.type) && existing.status === 'active') {
          await sessions.revokeSessionById(current.id);
          return trialSession(ctx, existing);
        }
      }
      return trialSession(ctx, await newTrial(merchant, ctx.request));
    },

    /** A new trial account, logged in. */
    async createTrial(ctx: Ctx): Promise<TrialResult> {
      return trialSession(ctx, await newTrial(ctx.request.merchant, ctx.request));
    },

    async logout(input: { reply: FastifyReply; token?: string; rememberToken?: string }): Promise<void> {
      if (input.token) await sessions.revoke(input.token);
      if (input.rememberToken) await sessions.revokeRememberToken(input.rememberToken);
      sessions.clearCookies(input.reply);
    },

    /**
     * A new session without the password: from the remembered device, else from the live session. The
     * session the request came with is revoked. Null when neither is there.
     */
    async renew(input: Ctx & { rememberToken?: string }): Promise<LoginResult | null> {
      const { request, reply } = input;
      let next: { member: { id: number; username: string; type: number }; merchantCode: string } | null = null;
      if (input.rememberToken) next = await sessions.memberFromRemember(input.rememberToken, request.merchant.code);
      if (!next && request.session) {
        const member = await sessions.memberOfSession(request.session);
        if (member) next = { member, merchantCode: request.session.sessionMerchantCode };
      }
      if (!next) return null;
      const token = request.headers.authorization?.replace(/^bearer\s+/i, '').trim();
      if (request.session) await sessions.revokeSessionById(request.session.id);
      else if (token) await sessions.revoke(token);
      return sessions.issue({ request, reply, member: next.member, merchantCode: next.merchantCode });
    },
  };
}

export type LoginService = ReturnType<typeof createLoginService>;
