import { CONSOLE_AUTH_ENDPOINTS, CONSOLE_COOKIE } from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint-route.ts';
import { CONSOLE_ABSOLUTE_MS } from '../../../core/operators/service.ts';
import { CLI_ACTIONS } from '../../../core/operators/audit.ts';
import type { AuditOutcome } from '../../../core/operators/audit.ts';
import type { OperatorRepository } from '../../../core/operators/repository.ts';
import { ok } from '../../../lib/envelope.ts';
import type { RouteEntry } from '../../../plugins/route-table.ts';
import type { ConsoleService } from './service.ts';

export interface ConsoleRoutesOptions {
  service: ConsoleService;
  repository: OperatorRepository;
  /** the app's routes: the audit log's actions are its changing /ops routes */
  routeTable: () => readonly RouteEntry[];
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/** A route's summary up to its first clause: "Operator sign-in: password, then…" is "Operator sign-in". */
function labelOf(entry: RouteEntry): string {
  const summary = entry.summary ?? `${entry.method} ${entry.url}`;
  const cut = summary.split(/: |; | \(| — /)[0]!.trim();
  return cut.charAt(0).toUpperCase() + cut.slice(1);
}

/** Every action an audit row can name: the changing /ops routes (and audited reads), with their labels. */
export function auditActions(routes: readonly RouteEntry[]) {
  const seen = new Set<string>();
  const list: { action: string; label: string; permission: string | null }[] = [];
  for (const r of routes) {
    if (r.exports && r.url.startsWith('/ops/')) {
      const action = `EXPORT ${r.url}`;
      if (!seen.has(action)) list.push({ action, label: `Export CSV: ${labelOf(r)}`, permission: r.permission ?? null });
      seen.add(action);
    }
    if (!r.url.startsWith('/ops/') || (SAFE.has(r.method) && !r.audited)) continue;
    const action = `${r.method} ${r.url}`;
    if (seen.has(action)) continue;
    seen.add(action);
    list.push({ action, label: labelOf(r), permission: r.permission ?? null });
  }
  for (const [action, label] of Object.entries(CLI_ACTIONS)) list.push({ action, label, permission: null });
  return list.sort((a, b) => a.label.localeCompare(b.label));
}

/** Secure whenever the request came over HTTPS (directly, or as the trusted proxy says). */
function cookieOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'strict', path: '/ops', secure: request.protocol === 'https' } as const;
}

function parse(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

/** Console sign-in and second factor (outside the permission check), operators and the audit log. */
const consoleRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app, { service, repository, routeTable }) => {
  route(
    app,
    CONSOLE_AUTH_ENDPOINTS.login,
    async (request, reply) => {
      const { token, operator, totpSetupRequired, passwordChangeRequired } = await service.login(request, request.body);
      noStore(reply);
      reply.setCookie(CONSOLE_COOKIE, token, { ...cookieOptions(request), maxAge: Math.floor(CONSOLE_ABSOLUTE_MS / 1000) });
      return ok({ operator, totpSetupRequired, passwordChangeRequired });
    },
  );

  route(
    app,
    CONSOLE_AUTH_ENDPOINTS.captcha,
    async (request, reply) => {
      noStore(reply);
      return ok(await service.captcha(request));
    },
  );

  route(
    app,
    CONSOLE_AUTH_ENDPOINTS.changePassword,
    async (request) => {
      const result = await service.changePassword(request, request.body);
      request.auditChange({
        merchant: null,
        target: { username: result.operator.username },
        before: { passwordChangeRequired: request.opsSession!.operator.password_change_required === 1 },
        after: { passwordChanged: true, otherSessionsEnded: result.sessionsEnded },
      });
      return ok(result);
    },
  );

  route(
    app,
    CONSOLE_AUTH_ENDPOINTS.totpSetup,
    async (request, reply) => {
      noStore(reply);
      const setup = await service.startTotp(request);
      request.auditChange({ merchant: null, target: { username: request.opsSession!.operator.username }, before: { totpEnabled: false }, after: { totpEnrolling: true } });
      return ok(setup);
    },
  );

  route(
    app,
    CONSOLE_AUTH_ENDPOINTS.totpEnable,
    async (request) => {
      const operator = await service.enableTotp(request, request.body.code);
      request.auditChange({ merchant: null, target: { username: operator.username }, before: { totpEnabled: false }, after: { totpEnabled: true } });
      return ok({ operator });
    },
    // the enrolment code is a one-time code: never kept
    { config: { auditSecrets: ['code'] } },
  );

  route(
    app,
    CONSOLE_AUTH_ENDPOINTS.logout,
    async (request, reply) => {
      request.auditChange({ merchant: null, target: { username: request.opsSession?.operator.username }, before: { session: 'open' }, after: { session: 'ended' } });
      await service.logout(request);
      reply.clearCookie(CONSOLE_COOKIE, cookieOptions(request));
      return ok(null);
    },
  );

  route(
    app,
    CONSOLE_AUTH_ENDPOINTS.me,
    async (request, reply) => {
      noStore(reply);
      return ok(await service.me(request));
    },
  );

  route(
    app,
    CONSOLE_AUTH_ENDPOINTS.operators,
    async (request) => ok({ list: await service.list(request.opsActor!) }),
  );

  route(
    app,
    CONSOLE_AUTH_ENDPOINTS.createOperator,
    async (request, reply) => {
      const { oneTimePassword, ...operator } = await service.create(request.opsActor!, request.body);
      request.auditChange({ merchant: null, target: { username: operator.username }, before: null, after: operator });
      if (oneTimePassword) noStore(reply);
      return ok({ ...operator, ...(oneTimePassword ? { oneTimePassword } : {}) });
    },
  );

  route(
    app,
    CONSOLE_AUTH_ENDPOINTS.updateOperator,
    async (request) => {
      const { before, after } = await service.update(request.opsActor!, request.params.username, request.body);
      request.auditChange({ merchant: null, target: { username: after.username }, before, after });
      return ok(after);
    },
  );

  route(
    app,
    CONSOLE_AUTH_ENDPOINTS.resetOperatorPassword,
    async (request, reply) => {
      noStore(reply);
      const { before, after, oneTimePassword } = await service.resetPassword(request.opsActor!, request.params.username);
      request.auditChange({
        merchant: null,
        target: { username: after.username },
        before: { passwordChangeRequired: before.passwordChangeRequired },
        after: { passwordChangeRequired: true, sessionsEnded: true },
      });
      return ok({ username: after.username, oneTimePassword });
    },
  );

  route(
    app,
    CONSOLE_AUTH_ENDPOINTS.auditActions,
    async () => ok({ list: auditActions(routeTable()) }),
  );

  route(
    app,
    CONSOLE_AUTH_ENDPOINTS.audit,
    async (request) => {
      const q = request.query;
      const rows = await repository.audit({ ...q, actions: q.action, merchants: request.opsActor!.merchants, limit: q.limit + 1 });
      const page = rows.slice(0, q.limit);
      return ok({
        list: page.map((r) => ({
          id: r.id,
          at: Number(r.at),
          actor: r.actor,
          actorRole: r.actor_role,
          merchant: r.merchant_code,
          action: r.action,
          target: parse(r.target),
          before: parse(r.before_json),
          after: parse(r.after_json),
          ip: r.ip,
          status: r.status,
          outcome: r.outcome as AuditOutcome,
          httpStatus: r.http_status === null ? null : Number(r.http_status),
        })),
        next: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null,
      });
    },
  );
};

export default consoleRoutes;
