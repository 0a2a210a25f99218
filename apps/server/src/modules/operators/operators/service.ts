import { randomBytes } from 'node:crypto';
import { operatorPasswordCheck, PASSWORD_PROBLEM_MESSAGES } from '@lobby/contract';
import type { OperatorPasswordCheck } from '@lobby/contract';
import * as passwordLanguage from '@zxcvbn-ts/language-common';
import type { ConsoleLoginBody, ConsolePasswordChangeBody, Operator, OperatorCreateBody, OperatorUpdateBody } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { CaptchaService } from '../../../core/captcha/service.ts';
import type { MerchantService } from '../../../core/merchants/service.ts';
import { appendAudit } from '../../../core/operators/audit.ts';
import { actorSees } from '../../../core/operators/permissions.ts';
import type { OpsActor } from '../../../core/operators/permissions.ts';
import type { OperatorRepository } from '../../../core/operators/repository.ts';
import { pendingSteps } from '../../../core/operators/service.ts';
import type { OperatorSessions } from '../../../core/operators/service.ts';
import { newTotpSecret, otpauthUrl, totpStep } from '../../../core/operators/totp.ts';
import type { OperatorRow } from '../../../db/schema.ts';
import { AppError, rateLimitedError } from '../../../lib/app-error.ts';
import type { Limiter } from '../../../lib/limiter.ts';
import { hashPassword, verifyDummy, verifyPassword } from '../../../lib/passwords.ts';

export const CONSOLE_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/**
 * Sign-in attempts per operator name per 15 minutes before the name is guarded (a correct sign-in starts
 * the count again). Guarded is not locked: the operator still signs in with the whole proof in one request.
 */
export const CONSOLE_LOGIN_USER_LIMIT = 10;
const LOGIN_ACTION = 'POST /ops/auth/login';
/** One-time passwords: 20 characters of an alphabet without look-alikes (about 115 bits), in groups of five. */
const ONE_TIME_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';

export interface ConsoleServiceOptions {
  repository: OperatorRepository;
  sessions: OperatorSessions;
  merchants: MerchantService;
  limiter: Limiter;
  captchas: CaptchaService;
  now: () => number;
  /** sign-in attempts per client IP per 15 minutes */
  loginIpLimit: number;
}

/** A random password given once (the operator command, an owner's reset); the operator replaces it at sign-in. */
export function oneTimePassword(): string {
  const bytes = randomBytes(20);
  const chars = [...bytes].map((b) => ONE_TIME_ALPHABET[b % ONE_TIME_ALPHABET.length]!);
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join('')).join('-');
}

/** zxcvbn with its dictionaries, built on first use (a few hundred milliseconds, once per process). */
let operatorPassword: OperatorPasswordCheck | undefined;

/** The operators' password rule (packages/contract) on zxcvbn: 400 console.password.weak naming what to fix. */
export function checkOperatorPasswordPolicy(password: string, context: { username: string; displayName?: string | null }): void {
  operatorPassword ??= operatorPasswordCheck({ dictionary: passwordLanguage.dictionary, adjacencyGraphs: passwordLanguage.adjacencyGraphs });
  const verdict = operatorPassword(password, context);
  if (!verdict.ok) {
    throw new AppError('console.password.weak', {
      message: verdict.problems.map((p) => PASSWORD_PROBLEM_MESSAGES[p]).join(' '),
      value: { problems: verdict.problems },
    });
  }
}

function operatorOf(request: FastifyRequest): OperatorRow {
  const live = request.opsSession;
  if (!live) throw new AppError('ops.unauthorized', { message: 'Sign in to the console first.' });
  return live.operator;
}

function within(actor: OpsActor, merchants: 'all' | readonly string[]): boolean {
  if (actor.merchants === 'all') return true;
  return merchants !== 'all' && merchants.every((m) => actorSees(actor, m));
}

/**
 * Console sign-in (password, then TOTP), second-factor enrolment, passwords, and the owner's management of
 * operators.
 *
 * Sign-in limits challenge the guesser, never lock the operator out (operator names are no secret): after
 * a failed sign-in from an address, that address's next sign-in needs a captcha, as a player's does, and an
 * address has `loginIpLimit` attempts per 15 minutes (429). An operator name tried more than ten times in
 * 15 minutes is guarded instead of locked: a sign-in then passes only with the whole proof in one request
 * (the password and the current TOTP code; the password and a captcha for an operator not enrolled yet),
 * and every other attempt answers the same 429, which says nothing about the password.
 */
export function createConsoleService(options: ConsoleServiceOptions) {
  const { repository, sessions, merchants, limiter, captchas, now } = options;

  async function audit(request: FastifyRequest, username: string, role: string, status: string, httpStatus: number): Promise<void> {
    await appendAudit(repository, {
      actor: username.slice(0, 64),
      actorRole: role,
      merchant: null,
      action: LOGIN_ACTION,
      ip: request.ip,
      status,
      httpStatus,
      at: now(),
    });
  }

  const failKey = (request: FastifyRequest) => `console-login:fail:ip:${request.ip}`;

  /** A failed sign-in: this address answers a captcha next time; the row says why. */
  async function failed(request: FastifyRequest, username: string, role: string, status: string, error: AppError): Promise<never> {
    await limiter.hit(failKey(request), 1_000_000, CONSOLE_LOGIN_WINDOW_MS);
    await audit(request, username, role, status, error.statusCode);
    throw error;
  }

  async function knownMerchants(list: 'all' | readonly string[]): Promise<void> {
    if (list === 'all') return;
    for (const code of list) if (!(await merchants.byCode(code))) throw new AppError('merchant.unknown', { message: `No merchant ${code}.` });
  }

  async function managed(actor: OpsActor, username: string): Promise<OperatorRow> {
    const row = await repository.byUsername(username);
    if (!row) throw new AppError('console.operator.not_found');
    if (!within(actor, await repository.merchantsOf(row.id))) throw new AppError('ops.forbidden', { message: 'This operator is outside your scope.' });
    return row;
  }

  return {
    /** Checks password and code; answers the session token to set as the cookie. */
    async login(
      request: FastifyRequest,
      body: ConsoleLoginBody,
    ): Promise<{ token: string; operator: Operator; totpSetupRequired: boolean; passwordChangeRequired: boolean }> {
      const username = body.username.trim().toLowerCase();
      const userKey = `console-login:u:${username}`;
      const [user, ip, addressFailures] = await Promise.all([
        limiter.hit(userKey, CONSOLE_LOGIN_USER_LIMIT, CONSOLE_LOGIN_WINDOW_MS),
        limiter.hit(`console-login:ip:${request.ip}`, options.loginIpLimit, CONSOLE_LOGIN_WINDOW_MS),
        limiter.peek(failKey(request)),
      ]);
      if (!ip.allowed) {
        await audit(request, username, 'unknown', 'rate_limited', 429);
        throw rateLimitedError('login.rate.limited', ip.retryAfterMs);
      }
      const guarded = !user.allowed;
      const row = await repository.byUsername(username);
      const role = row?.role ?? 'unknown';
      const enrolled = row !== undefined && row.totp_enabled === 1 && row.totp_secret !== null;
      // The captcha: after a failure from this address, and on a guarded name whose operator has no code to prove it.
      if (addressFailures.count > 0 || (guarded && !enrolled)) {
        if (!body.captcha || !body.captchaId) {
          await audit(request, username, role, 'captcha_required', 400);
          throw new AppError('login.captcha.required', { value: { captcha: true } });
        }
        if (!(await captchas.check(request, body.captchaId, body.captcha))) {
          return failed(request, username, role, 'bad_captcha', new AppError('login.captcha.invalid', { value: { captcha: true } }));
        }
      }
      const guardedRefusal = () => rateLimitedError('login.rate.limited', user.retryAfterMs, { value: { captcha: !enrolled, totpRequired: enrolled } });
      // An unknown name costs the same argon2 verify as a known one: timing does not tell which exist.
      const passwordOk = row ? await verifyPassword(row.password_hash, body.password) : await verifyDummy(body.password);
      if (!row || !passwordOk || row.disabled === 1) {
        const reason = !row ? 'unknown_user' : !passwordOk ? 'bad_password' : 'disabled';
        return failed(request, username, role, guarded ? `${reason}_guarded` : reason, guarded ? guardedRefusal() : new AppError('console.login.invalid'));
      }
      if (enrolled) {
        if (!body.totp) {
          // A guarded name never hears that its password was right: the code must come with it.
          if (guarded) return failed(request, username, role, 'totp_missing_guarded', guardedRefusal());
          // The right password (with the captcha, if one was asked) is a person who knows it: the code step
          // asks no second captcha. A wrong code marks the address again.
          await limiter.reset(failKey(request));
          throw new AppError('console.totp.required', { value: { totpRequired: true } });
        }
        const step = totpStep(row.totp_secret!, body.totp, now());
        // A code is taken once: a replayed (or older) code fails like a wrong one.
        if (step === undefined || !(await repository.claimTotpStep(row.id, step))) {
          const reason = step === undefined ? 'bad_totp' : 'reused_totp';
          return failed(request, username, role, reason, guarded ? guardedRefusal() : new AppError('console.totp.invalid', { value: { totpRequired: true } }));
        }
      }
      await Promise.all([limiter.reset(userKey), limiter.reset(failKey(request))]);
      const token = await sessions.issue(row.id, request.ip, String(request.headers['user-agent'] ?? ''));
      await audit(request, row.username, row.role, 'ok', 200);
      return { token, operator: await sessions.view(row), ...pendingSteps(row) };
    },

    /** A captcha for the sign-in form (the players' captchas: single use, bound to this client, 2 minutes). */
    async captcha(request: FastifyRequest) {
      return captchas.create(request);
    },

    async me(request: FastifyRequest): Promise<{ operator: Operator; idleTimeoutMs: number; totpSetupRequired: boolean; passwordChangeRequired: boolean }> {
      const row = operatorOf(request);
      return { operator: await sessions.view(row, request.opsSession?.merchants), idleTimeoutMs: sessions.idleMs, ...pendingSteps(row) };
    },

    /**
     * The signed-in operator's own new password: the current one proves it is them (a session left open on a
     * desk is not enough); every other session of theirs ends, this one stays.
     */
    async changePassword(request: FastifyRequest, body: ConsolePasswordChangeBody) {
      const live = request.opsSession;
      if (!live) throw new AppError('ops.unauthorized', { message: 'Sign in to the console first.' });
      const row = await repository.byId(live.operator.id);
      if (!row) throw new AppError('ops.unauthorized');
      if (!(await verifyPassword(row.password_hash, body.currentPassword))) throw new AppError('console.password.current_invalid');
      if (body.newPassword === body.currentPassword) throw new AppError('console.password.same');
      checkOperatorPasswordPolicy(body.newPassword, { username: row.username, displayName: row.display_name });
      const before = await repository.liveSessionCount(row.id);
      await repository.setPassword(row.id, await hashPassword(body.newPassword), { required: false, at: now(), keepSession: live.session.id });
      const updated = { ...row, password_change_required: 0 };
      return { operator: await sessions.view(updated, live.merchants), ...pendingSteps(updated), sessionsEnded: Math.max(0, before - 1) };
    },

    /** A new secret while not enrolled (a second call replaces the first: the app scanned last wins). */
    async startTotp(request: FastifyRequest): Promise<{ secret: string; otpauthUrl: string }> {
      const row = operatorOf(request);
      if (row.totp_enabled === 1) throw new AppError('console.totp.enrolled');
      const secret = newTotpSecret();
      await repository.setPendingTotp(row.id, secret);
      return { secret, otpauthUrl: otpauthUrl(secret, row.username) };
    },

    async enableTotp(request: FastifyRequest, code: string): Promise<Operator> {
      const row = await repository.byId(operatorOf(request).id);
      if (!row) throw new AppError('ops.unauthorized');
      if (row.totp_enabled === 1) throw new AppError('console.totp.enrolled');
      if (!row.totp_secret) throw new AppError('console.totp.not_started');
      const step = totpStep(row.totp_secret, code, now());
      if (step === undefined || !(await repository.enableTotp(row.id, step))) throw new AppError('console.totp.invalid');
      return sessions.view({ ...row, totp_enabled: 1, totp_last_step: step });
    },

    async logout(request: FastifyRequest): Promise<void> {
      const live = request.opsSession;
      if (live) await sessions.revoke(live.session.id);
    },

    async list(actor: OpsActor): Promise<Operator[]> {
      const rows = await repository.all();
      const views = await Promise.all(rows.map((r) => sessions.view(r)));
      return views.filter((v) => within(actor, v.merchants));
    },

    async create(actor: OpsActor, body: OperatorCreateBody): Promise<Operator & { oneTimePassword?: string }> {
      if (!within(actor, body.merchants)) throw new AppError('ops.forbidden', { message: 'You can only grant merchants you see yourself.' });
      await knownMerchants(body.merchants);
      if (await repository.byUsername(body.username)) throw new AppError('console.operator.exists');
      const made = body.password === undefined ? oneTimePassword() : undefined;
      const password = body.password ?? made!;
      if (!made) checkOperatorPasswordPolicy(password, { username: body.username, displayName: body.displayName });
      const row = await repository.insert({
        username: body.username,
        displayName: body.displayName,
        passwordHash: await hashPassword(password),
        role: body.role,
        merchants: body.merchants,
        // whoever typed this password knows it: the operator chooses their own at the first sign-in
        passwordChangeRequired: true,
        createdAt: now(),
      });
      if (!row) throw new AppError('console.operator.exists');
      return { ...(await sessions.view(row)), ...(made ? { oneTimePassword: made } : {}) };
    },

    async update(actor: OpsActor, username: string, patch: OperatorUpdateBody): Promise<{ before: Operator; after: Operator }> {
      const row = await managed(actor, username);
      const before = await sessions.view(row);
      const self = actor.kind === 'operator' && actor.username === row.username;
      if (self && (patch.disabled === true || (patch.role !== undefined && patch.role !== row.role) || patch.merchants !== undefined)) {
        throw new AppError('console.operator.self');
      }
      if (patch.merchants !== undefined) {
        if (!within(actor, patch.merchants)) throw new AppError('ops.forbidden', { message: 'You can only grant merchants you see yourself.' });
        await knownMerchants(patch.merchants);
      }
      await repository.update(row.id, patch);
      // A disabled operator, or one whose second factor was reset, is signed out everywhere at once.
      if (patch.disabled === true || patch.resetTotp) await repository.revokeSessionsOf(row.id, now());
      const updated = await repository.byId(row.id);
      return { before, after: await sessions.view(updated!) };
    },

    /**
     * An owner gives another operator a one-time password (shown once): it must be replaced at the next
     * sign-in, and every session of that operator ends at once.
     */
    async resetPassword(actor: OpsActor, username: string): Promise<{ before: Operator; after: Operator; oneTimePassword: string }> {
      const row = await managed(actor, username);
      if (actor.kind === 'operator' && actor.username === row.username) throw new AppError('console.operator.self', { message: 'Change your own password from your account menu.' });
      const before = await sessions.view(row);
      const password = oneTimePassword();
      await repository.setPassword(row.id, await hashPassword(password), { required: true, at: now() });
      const after = await sessions.view({ ...row, password_change_required: 1 });
      return { before, after, oneTimePassword: password };
    },
  };
}

export type ConsoleService = ReturnType<typeof createConsoleService>;
