import {
  auditActionSchema,
  auditEntrySchema,
  auditQuerySchema,
  CONSOLE_AUTH_PATHS,
  CONSOLE_COOKIE,
  consoleCaptchaSchema,
  consoleLoginBodySchema,
  consoleLoginResultSchema,
  consoleMeSchema,
  consolePasswordChangeBodySchema,
  consolePasswordChangeResultSchema,
  consoleTotpEnableBodySchema,
  consoleTotpSetupSchema,
  envelopeOf,
  operatorCreateBodySchema,
  operatorCreatedSchema,
  operatorParamsSchema,
  operatorPasswordResetResultSchema,
  operatorSchema,
  operatorUpdateBodySchema,
} from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPS_SECURITY } from '../../core/ops.ts';
import { CONSOLE_ABSOLUTE_MS } from '../../core/operators/service.ts';
import { CLI_ACTIONS } from '../../core/operators/audit.ts';
import type { AuditOutcome } from '../../core/operators/audit.ts';
import type { OperatorRepository } from '../../core/operators/repository.ts';
import { failureResponses, ok } from '../../lib/envelope.ts';
import type { RouteEntry } from '../../plugins/route-table.ts';
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

const sub = (path: string) => path.replace(/^\/ops/, '');
const security = OPS_SECURITY;
const tags = ['ops'];

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
  app.post(
    sub(CONSOLE_AUTH_PATHS.login),
    {
      schema: {
        tags,
        summary: 'Operator sign-in: password, then (when enrolled) the 6-digit TOTP code; sets the lobby_console cookie',
        description:
          'Enrolled operators without `totp` get 401 console.totp.required; a wrong or already used code 401 ' +
          'console.totp.invalid; a wrong password, unknown or disabled operator 401 console.login.invalid. After a ' +
          'failed sign-in from the same address the next one needs `captcha` and `captchaId` (GET /ops/auth/captcha; ' +
          '400 login.captcha.required with value.captcha). An operator name tried more than 10 times in 15 minutes ' +
          'signs in only with password and code in one request (else 429 login.rate.limited); an address has ' +
          'LOGIN_IP_LIMIT attempts per 15 minutes. passwordChangeRequired / totpSetupRequired: the session may only ' +
          'call /ops/auth/* until the operator chose their own password and enrolled a second factor.',
        body: consoleLoginBodySchema,
        response: { 200: envelopeOf(consoleLoginResultSchema), ...failureResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { token, operator, totpSetupRequired, passwordChangeRequired } = await service.login(request, request.body);
      noStore(reply);
      reply.setCookie(CONSOLE_COOKIE, token, { ...cookieOptions(request), maxAge: Math.floor(CONSOLE_ABSOLUTE_MS / 1000) });
      return ok({ operator, totpSetupRequired, passwordChangeRequired });
    },
  );

  app.get(
    sub(CONSOLE_AUTH_PATHS.captcha),
    {
      schema: {
        tags,
        summary: 'A captcha image for the sign-in form (needed after a failed sign-in from the same address)',
        response: { 200: envelopeOf(consoleCaptchaSchema), ...failureResponses(429) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return ok(await service.captcha(request));
    },
  );

  app.post(
    sub(CONSOLE_AUTH_PATHS.password),
    {
      schema: {
        tags,
        summary: 'Change your own password (the current one is required); your other sessions end',
        description: 'The new password follows the operators\' rule (12+ characters, not common, not your name, hard to guess): 400 console.password.weak names what to fix.',
        security,
        body: consolePasswordChangeBodySchema,
        response: { 200: envelopeOf(consolePasswordChangeResultSchema), ...failureResponses(400, 401, 403) },
      },
    },
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

  app.post(
    sub(CONSOLE_AUTH_PATHS.totpSetup),
    {
      schema: {
        tags,
        summary: 'Start two-step sign-in: a new TOTP secret and its otpauth:// URL (only while not enrolled)',
        security,
        response: { 200: envelopeOf(consoleTotpSetupSchema), ...failureResponses(401, 403, 409) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      const setup = await service.startTotp(request);
      request.auditChange({ merchant: null, target: { username: request.opsSession!.operator.username }, before: { totpEnabled: false }, after: { totpEnrolling: true } });
      return ok(setup);
    },
  );

  app.post(
    sub(CONSOLE_AUTH_PATHS.totpEnable),
    {
      // the enrolment code is a one-time code: never kept
      config: { auditSecrets: ['code'] },
      schema: {
        tags,
        summary: 'Finish two-step sign-in with the current code of the new secret',
        security,
        body: consoleTotpEnableBodySchema,
        response: { 200: envelopeOf(z.object({ operator: operatorSchema })), ...failureResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const operator = await service.enableTotp(request, request.body.code);
      request.auditChange({ merchant: null, target: { username: operator.username }, before: { totpEnabled: false }, after: { totpEnabled: true } });
      return ok({ operator });
    },
  );

  app.post(
    sub(CONSOLE_AUTH_PATHS.logout),
    {
      schema: { tags, summary: 'End this console session', security, response: { 200: envelopeOf(z.null()), ...failureResponses(401, 403) } },
    },
    async (request, reply) => {
      request.auditChange({ merchant: null, target: { username: request.opsSession?.operator.username }, before: { session: 'open' }, after: { session: 'ended' } });
      await service.logout(request);
      reply.clearCookie(CONSOLE_COOKIE, cookieOptions(request));
      return ok(null);
    },
  );

  app.get(
    sub(CONSOLE_AUTH_PATHS.me),
    {
      schema: {
        tags,
        summary: 'The signed-in operator, their permissions and the idle timeout',
        security,
        response: { 200: envelopeOf(consoleMeSchema), ...failureResponses(401) },
      },
    },
    async (request, reply) => {
      noStore(reply);
      return ok(await service.me(request));
    },
  );

  app.get(
    sub(CONSOLE_AUTH_PATHS.operators),
    {
      config: { permission: 'operators.manage' },
      schema: { tags, summary: 'Operators (those within your merchants)', security, response: { 200: envelopeOf(z.object({ list: z.array(operatorSchema) })), ...failureResponses(401, 403) } },
    },
    async (request) => ok({ list: await service.list(request.opsActor!) }),
  );

  app.post(
    sub(CONSOLE_AUTH_PATHS.operators),
    {
      config: { permission: 'operators.manage' },
      schema: {
        tags,
        summary: 'Add an operator (merchants: codes, or "all"); they choose their own password and enrol TOTP at the first sign-in',
        description: 'Without `password` the server makes a one-time password and answers it once as `oneTimePassword`.',
        security,
        body: operatorCreateBodySchema,
        response: { 200: envelopeOf(operatorCreatedSchema), ...failureResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const { oneTimePassword, ...operator } = await service.create(request.opsActor!, request.body);
      request.auditChange({ merchant: null, target: { username: operator.username }, before: null, after: operator });
      if (oneTimePassword) noStore(reply);
      return ok({ ...operator, ...(oneTimePassword ? { oneTimePassword } : {}) });
    },
  );

  app.patch(
    sub(CONSOLE_AUTH_PATHS.operator),
    {
      config: { permission: 'operators.manage' },
      schema: {
        tags,
        summary: "Change an operator's role, merchants or name, disable them (ends their sessions) or reset their second factor",
        security,
        params: operatorParamsSchema,
        body: operatorUpdateBodySchema,
        response: { 200: envelopeOf(operatorSchema), ...failureResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { before, after } = await service.update(request.opsActor!, request.params.username, request.body);
      request.auditChange({ merchant: null, target: { username: after.username }, before, after });
      return ok(after);
    },
  );

  app.post(
    sub(CONSOLE_AUTH_PATHS.operatorPasswordReset),
    {
      config: { permission: 'operators.manage' },
      schema: {
        tags,
        summary: "Reset an operator's password: a one-time password, shown once, to be changed at their next sign-in; their sessions end",
        security,
        params: operatorParamsSchema,
        response: { 200: envelopeOf(operatorPasswordResetResultSchema), ...failureResponses(400, 401, 403, 404, 409) },
      },
    },
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

  app.get(
    sub(CONSOLE_AUTH_PATHS.auditActions),
    {
      config: { permission: 'audit.read' },
      schema: {
        tags,
        summary: 'The actions the audit log records (every changing /ops route and the sign-in), with a label for people',
        security,
        response: { 200: envelopeOf(z.object({ list: z.array(auditActionSchema) })), ...failureResponses(401, 403) },
      },
    },
    async () => ok({ list: auditActions(routeTable()) }),
  );

  app.get(
    sub(CONSOLE_AUTH_PATHS.audit),
    {
      config: { permission: 'audit.read' },
      schema: {
        tags,
        summary: 'The audit log, newest first: who changed what, when, before and after; sign-ins',
        description:
          "Paged by beforeId (the answer's next). action: one or more actions (comma-separated) exactly as GET " +
          '/ops/audit/actions lists them; outcome: success, failed (tried, did not happen), refused (not allowed: ' +
          'role, scope, limits) or pending (a change that never answered).',
        security,
        querystring: auditQuerySchema,
        response: { 200: envelopeOf(z.object({ list: z.array(auditEntrySchema), next: z.number().int().nullable() })), ...failureResponses(400, 401, 403) },
      },
    },
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
