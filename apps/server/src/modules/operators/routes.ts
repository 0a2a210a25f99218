import {
  auditEntrySchema,
  auditQuerySchema,
  CONSOLE_AUTH_PATHS,
  CONSOLE_COOKIE,
  consoleLoginBodySchema,
  consoleLoginResultSchema,
  consoleMeSchema,
  consoleTotpEnableBodySchema,
  consoleTotpSetupSchema,
  envelopeOf,
  operatorCreateBodySchema,
  operatorParamsSchema,
  operatorSchema,
  operatorUpdateBodySchema,
} from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPS_SECURITY } from '../../core/ops.ts';
import { CONSOLE_ABSOLUTE_MS } from '../../core/operators/service.ts';
import type { OperatorRepository } from '../../core/operators/repository.ts';
import { failureResponses, ok } from '../../lib/envelope.ts';
import type { ConsoleService } from './service.ts';

export interface ConsoleRoutesOptions {
  service: ConsoleService;
  repository: OperatorRepository;
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
const consoleRoutes: FastifyPluginAsyncZod<ConsoleRoutesOptions> = async (app, { service, repository }) => {
  app.post(
    sub(CONSOLE_AUTH_PATHS.login),
    {
      schema: {
        tags,
        summary: 'Operator sign-in: password, then (when enrolled) the 6-digit TOTP code; sets the lobby_console cookie',
        description:
          'Enrolled operators without `totp` get 401 console.totp.required; a wrong or already used code 401 ' +
          'console.totp.invalid; a wrong password, unknown or disabled operator 401 console.login.invalid. Owners and ' +
          'finance without a second factor get totpSetupRequired=true and may only call /ops/auth/* until enrolled.',
        body: consoleLoginBodySchema,
        response: { 200: envelopeOf(consoleLoginResultSchema), ...failureResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const { token, operator, totpSetupRequired } = await service.login(request, request.body);
      noStore(reply);
      reply.setCookie(CONSOLE_COOKIE, token, { ...cookieOptions(request), maxAge: Math.floor(CONSOLE_ABSOLUTE_MS / 1000) });
      return ok({ operator, totpSetupRequired });
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
      return ok(await service.startTotp(request));
    },
  );

  app.post(
    sub(CONSOLE_AUTH_PATHS.totpEnable),
    {
      schema: {
        tags,
        summary: 'Finish two-step sign-in with the current code of the new secret',
        security,
        body: consoleTotpEnableBodySchema,
        response: { 200: envelopeOf(z.object({ operator: operatorSchema })), ...failureResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ok({ operator: await service.enableTotp(request, request.body.code) }),
  );

  app.post(
    sub(CONSOLE_AUTH_PATHS.logout),
    {
      schema: { tags, summary: 'End this console session', security, response: { 200: envelopeOf(z.null()), ...failureResponses(401, 403) } },
    },
    async (request, reply) => {
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
        summary: 'Add an operator (merchants: codes, or "all")',
        security,
        body: operatorCreateBodySchema,
        response: { 200: envelopeOf(operatorSchema), ...failureResponses(400, 401, 403, 409) },
      },
    },
    async (request) => {
      const operator = await service.create(request.opsActor!, request.body);
      request.auditChange({ merchant: null, target: { username: operator.username }, after: { ...request.body, password: undefined } });
      return ok(operator);
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

  app.get(
    sub(CONSOLE_AUTH_PATHS.audit),
    {
      config: { permission: 'audit.read' },
      schema: {
        tags,
        summary: 'The audit log, newest first: who changed what, when, before and after; sign-ins',
        description: 'Paged by beforeId (the answer\'s next). action: an exact action or its start ("PATCH", "POST /ops/withdrawals").',
        security,
        querystring: auditQuerySchema,
        response: { 200: envelopeOf(z.object({ list: z.array(auditEntrySchema), next: z.number().int().nullable() })), ...failureResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const q = request.query;
      const rows = await repository.audit({ ...q, merchants: request.opsActor!.merchants, limit: q.limit + 1 });
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
        })),
        next: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null,
      });
    },
  );
};

export default consoleRoutes;
