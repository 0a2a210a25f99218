import { createHash, timingSafeEqual } from 'node:crypto';
import { CONSOLE_COOKIE, CONSOLE_CSRF_HEADER, OPS_ENDPOINTS, OPS_PREFIX } from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { merchantOrDefault } from '../merchants/service.ts';
import type { MerchantService } from '../merchants/service.ts';
import { appendAudit, completionOf, namedMerchants, pendingRowOf, refusedRowOf } from './audit.ts';
import type { AuditChange } from './audit.ts';
import { actorSees, roleHolds } from './permissions.ts';
import type { OpsActor } from './permissions.ts';
import { isOperatorRole, pendingSteps } from './service.ts';
import type { LiveSession } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the operator session behind a cookie call (undefined for the automation token) */
    opsSession?: LiveSession;
  }
}

/** Routes anyone may call (signing in): the descriptors marked public. */
const PUBLIC_ROUTES = new Set<string>(Object.values(OPS_ENDPOINTS).flatMap((e) => ('public' in e && e.public ? [e.path] : [])));
/** What a session that still has to choose its password or enrol its second factor may call. */
const AUTH_PREFIX = `${OPS_PREFIX}/auth/`;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

function unauthorized(): AppError {
  return new AppError('ops.unauthorized', { headers: { 'www-authenticate': 'Bearer' } });
}

function forbidden(message?: string, value?: unknown): AppError {
  return new AppError('ops.forbidden', { message, value });
}

export const TOKEN_ACTOR: OpsActor = { kind: 'token', username: 'ops-token', role: 'automation', merchants: 'all' };

/** A change (or a read its route says is audited): it leaves an audit row. */
function audited(request: FastifyRequest): boolean {
  if (PUBLIC_ROUTES.has(request.routeOptions.url ?? '')) return false;
  return !SAFE_METHODS.has(request.method) || request.routeOptions.config?.audit === true;
}

function errorCodeOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    const code = (JSON.parse(payload) as { errorCode?: unknown }).errorCode;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The one guard of the /ops scope. onRequest: who calls (the automation token, or an operator's session
 * cookie plus `x-console: 1` on a change), and whether their role holds the route's permission (a route
 * without one is the token's alone). preValidation: the merchant the request names is in their scope.
 * preHandler: a change's audit row is written, as pending, before its handler can change anything (a
 * request whose row cannot be written changes nothing). onSend: the row is completed with the outcome and
 * the before and after the handler stated; a change refused before its handler ran gets a row of its own.
 */
export function installOpsGuard(scope: FastifyInstance, options: { token: string | undefined }): void {
  const expected = options.token ? digest(`Bearer ${options.token}`) : undefined;
  const sessions = scope.operatorSessions;
  const repository = scope.operatorRepository;

  scope.decorateRequest('opsAudit', undefined);
  scope.decorateRequest('opsAuditId', undefined);
  scope.decorateRequest('auditChange', function (this: FastifyRequest, change: AuditChange) {
    this.opsAudit = { ...this.opsAudit, ...change };
  });

  scope.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url ?? '';
    if (PUBLIC_ROUTES.has(url)) return;
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      // Digests compared in constant time: the answer time says nothing about how much of a guess matched.
      if (!expected || !timingSafeEqual(digest(authorization), expected)) throw unauthorized();
      // /ops/auth/* is an operator's own session: the automation token has none.
      if (url.startsWith(AUTH_PREFIX)) throw new AppError('ops.unauthorized', { message: 'Sign in to the console first.' });
      request.opsActor = TOKEN_ACTOR;
      return;
    }
    const token = request.cookies?.[CONSOLE_COOKIE];
    const live = token ? await sessions.resolve(token) : undefined;
    if (!live) throw unauthorized();
    const { operator } = live;
    request.opsSession = live;
    request.opsActor = {
      kind: 'operator',
      username: operator.username,
      role: operator.role as OpsActor['role'],
      merchants: live.merchants,
    };
    // A cross-site form or image can carry the cookie, never a custom header.
    if (!SAFE_METHODS.has(request.method) && request.headers[CONSOLE_CSRF_HEADER] !== '1') {
      throw forbidden(`Console changes need the ${CONSOLE_CSRF_HEADER}: 1 header.`);
    }
    if (url.startsWith(AUTH_PREFIX)) return;
    const steps = pendingSteps(operator);
    if (steps.passwordChangeRequired) throw forbidden('Choose your own password first.', steps);
    if (steps.totpSetupRequired) throw forbidden('Set up two-step sign-in first.', steps);
    const permission = request.routeOptions.config.permission;
    if (!permission || !isOperatorRole(operator.role) || !roleHolds(operator.role, permission)) throw forbidden();
  });

  scope.addHook('preValidation', async (request) => {
    const actor = request.opsActor;
    if (!actor || actor.merchants === 'all') return;
    if (namedMerchants(request).some((merchant) => !actorSees(actor, merchant))) throw forbidden('This merchant is outside your scope.');
  });

  scope.addHook('preHandler', async (request) => {
    if (!request.opsActor || !audited(request)) return;
    let row: ReturnType<typeof pendingRowOf>;
    try {
      row = pendingRowOf(request, scope.clock());
    } catch {
      // A body the audit log cannot write down is refused before anything changes.
      throw new AppError('request.invalid', { message: 'The request body cannot be recorded in the audit log.' });
    }
    request.opsAuditId = await repository.insertPendingAudit(row);
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    if (!request.opsActor || !audited(request)) return payload;
    const at = scope.clock();
    try {
      if (request.opsAuditId !== undefined) {
        await repository.completeAudit(request.opsAuditId, completionOf(request, reply.statusCode, errorCodeOf(payload), at));
      } else if (reply.statusCode >= 400) {
        const row = refusedRowOf(request, reply.statusCode, errorCodeOf(payload), at);
        if (row) await appendAudit(repository, row);
      }
    } catch (err) {
      // The change (if any) is done and its pending row says so; the answer stands.
      request.log.error({ err, auditId: request.opsAuditId }, 'audit: could not complete the row');
    }
    return payload;
  });
}

/** Whether the request's operator sees the merchant (the automation token sees every merchant). */
export function sees(request: FastifyRequest, merchantCode: string): boolean {
  const actor = request.opsActor;
  return !actor || actorSees(actor, merchantCode);
}

/** 403 unless the actor sees the merchant (for resources found by id: an order, an application, a host). */
export function assertSees(request: FastifyRequest, merchantCode: string): void {
  const actor = request.opsActor;
  if (actor && !actorSees(actor, merchantCode)) throw forbidden('This merchant is outside your scope.');
}

/**
 * The merchant an /ops request works on: the one it names, else the default merchant, or for an operator
 * who does not see the default, the first merchant in their scope. 403 outside the caller's scope.
 */
export async function opsMerchant(request: FastifyRequest, merchants: MerchantService, code: string | undefined): Promise<string> {
  const actor = request.opsActor;
  if (!code && actor && actor.merchants !== 'all') {
    const visible = (await merchants.all()).filter((m) => actorSees(actor, m.code));
    const chosen = visible.find((m) => m.isDefault) ?? visible[0];
    if (!chosen) throw forbidden('No merchant is in your scope.');
    return chosen.code;
  }
  const resolved = await merchantOrDefault(merchants, code);
  assertSees(request, resolved);
  return resolved;
}
