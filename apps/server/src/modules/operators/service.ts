import type { ConsoleLoginBody, Operator, OperatorCreateBody, OperatorUpdateBody } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { MerchantService } from '../../core/merchants/service.ts';
import { appendAudit } from '../../core/operators/audit.ts';
import { actorSees } from '../../core/operators/permissions.ts';
import type { OpsActor } from '../../core/operators/permissions.ts';
import type { OperatorRepository } from '../../core/operators/repository.ts';
import { needsTotpSetup } from '../../core/operators/service.ts';
import type { OperatorSessions } from '../../core/operators/service.ts';
import { newTotpSecret, otpauthUrl, totpStep } from '../../core/operators/totp.ts';
import type { OperatorRow } from '../../db/schema.ts';
import { AppError, rateLimitedError } from '../../lib/app-error.ts';
import type { Limiter } from '../../lib/limiter.ts';
import { checkPasswordPolicy, hashPassword, verifyDummy, verifyPassword } from '../../lib/passwords.ts';

export const CONSOLE_LOGIN_WINDOW_MS = 15 * 60 * 1000;
/** sign-in attempts per operator username per 15 minutes (a correct sign-in starts the count again) */
export const CONSOLE_LOGIN_USER_LIMIT = 10;
const LOGIN_ACTION = 'POST /ops/auth/login';

export interface ConsoleServiceOptions {
  repository: OperatorRepository;
  sessions: OperatorSessions;
  merchants: MerchantService;
  limiter: Limiter;
  now: () => number;
  /** sign-in attempts per client IP per 15 minutes */
  loginIpLimit: number;
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

/** Console sign-in (password, then TOTP), second-factor enrolment, and the owner's management of operators. */
export function createConsoleService(options: ConsoleServiceOptions) {
  const { repository, sessions, merchants, limiter, now } = options;

  async function failedLogin(request: FastifyRequest, username: string, role: string, status: string): Promise<void> {
    await appendAudit(repository, {
      actor: username.slice(0, 64),
      actorRole: role,
      merchant: null,
      action: LOGIN_ACTION,
      ip: request.ip,
      status,
      at: now(),
    });
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
    async login(request: FastifyRequest, body: ConsoleLoginBody): Promise<{ token: string; operator: Operator; totpSetupRequired: boolean }> {
      const username = body.username.trim().toLowerCase();
      const userKey = `console-login:u:${username}`;
      const [user, ip] = await Promise.all([
        limiter.hit(userKey, CONSOLE_LOGIN_USER_LIMIT, CONSOLE_LOGIN_WINDOW_MS),
        limiter.hit(`console-login:ip:${request.ip}`, options.loginIpLimit, CONSOLE_LOGIN_WINDOW_MS),
      ]);
      if (!user.allowed || !ip.allowed) {
        await failedLogin(request, username, 'unknown', 'rate_limited');
        throw rateLimitedError('login.rate.limited', Math.max(user.retryAfterMs, ip.retryAfterMs));
      }
      const row = await repository.byUsername(username);
      // An unknown name costs the same argon2 verify as a known one: timing does not tell which exist.
      const passwordOk = row ? await verifyPassword(row.password_hash, body.password) : await verifyDummy(body.password);
      if (!row || !passwordOk || row.disabled === 1) {
        await failedLogin(request, username, row?.role ?? 'unknown', !row ? 'unknown_user' : !passwordOk ? 'bad_password' : 'disabled');
        throw new AppError('console.login.invalid');
      }
      if (row.totp_enabled === 1 && row.totp_secret) {
        if (!body.totp) throw new AppError('console.totp.required', { value: { totpRequired: true } });
        const step = totpStep(row.totp_secret, body.totp, now());
        // A code is taken once: a replayed (or older) code fails like a wrong one.
        if (step === undefined || !(await repository.claimTotpStep(row.id, step))) {
          await failedLogin(request, username, row.role, step === undefined ? 'bad_totp' : 'reused_totp');
          throw new AppError('console.totp.invalid', { value: { totpRequired: true } });
        }
      }
      await limiter.reset(userKey);
      const token = await sessions.issue(row.id, request.ip, String(request.headers['user-agent'] ?? ''));
      await appendAudit(repository, { actor: row.username, actorRole: row.role, merchant: null, action: LOGIN_ACTION, ip: request.ip, status: 'ok', at: now() });
      return { token, operator: await sessions.view(row), totpSetupRequired: needsTotpSetup(row) };
    },

    async me(request: FastifyRequest): Promise<{ operator: Operator; idleTimeoutMs: number; totpSetupRequired: boolean }> {
      const row = operatorOf(request);
      return { operator: await sessions.view(row, request.opsSession?.merchants), idleTimeoutMs: sessions.idleMs, totpSetupRequired: needsTotpSetup(row) };
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

    async create(actor: OpsActor, body: OperatorCreateBody): Promise<Operator> {
      if (!within(actor, body.merchants)) throw new AppError('ops.forbidden', { message: 'You can only grant merchants you see yourself.' });
      await knownMerchants(body.merchants);
      checkPasswordPolicy(body.password, { username: body.username });
      const row = await repository.insert({
        username: body.username,
        displayName: body.displayName,
        passwordHash: await hashPassword(body.password),
        role: body.role,
        merchants: body.merchants,
        createdAt: now(),
      });
      if (!row) throw new AppError('console.operator.exists');
      return sessions.view(row);
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
  };
}

export type ConsoleService = ReturnType<typeof createConsoleService>;
