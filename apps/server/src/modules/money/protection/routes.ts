import { PROTECTION_OPS_ENDPOINTS, PROTECTION_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MerchantService } from '../../../core/merchants/service.ts';
import { opsMemberOf } from '../../../core/operators/member-of.ts';
import { sendCsv } from '../../../core/csv-export.ts';
import { route } from '../../../core/endpoint-route.ts';
import { csvTime } from '../../../lib/csv.ts';
import { headerLanguageOf } from '../../../core/language.ts';
import type { MemberRow } from '../../../db/schema.ts';
import { AppError, rateLimitedError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import type { Limiter } from '../../../lib/limiter.ts';
import { verifyPassword } from '../../../lib/passwords.ts';
import { sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { ProtectionService } from './service.ts';

export interface ProtectionRoutesOptions {
  service: ProtectionService;
  members: { byId(id: number): Promise<MemberRow | undefined>; byUsername(merchantCode: string, username: string): Promise<MemberRow | undefined> };
  limiter: Limiter;
  clearCookies(reply: FastifyReply): void;
}

/** Wrong passwords confirming a break: five per 15 minutes per member. */
const CONFIRM_LIMIT = 5;
const CONFIRM_WINDOW_MS = 15 * 60_000;

/** The member's own limits, breaks and statement (real accounts). */
export const protectionPlayerRoutes: FastifyPluginAsyncZod<ProtectionRoutesOptions> = async (app, { service, members, limiter, clearCookies }) => {
  const self = (request: Parameters<typeof sessionOf>[0]) => {
    const s = sessionOf(request);
    return { id: s.memberId, merchantCode: s.merchantCode };
  };

  playerRoute(app, PROTECTION_PLAYER_ENDPOINTS.protectionState, async (request) => {
    const me = self(request);
    return ok(await service.state(me.id, me.merchantCode, headerLanguageOf(request)));
  });

  playerRoute(app, PROTECTION_PLAYER_ENDPOINTS.setLimit, async (request) => ok(await service.setOwnLimit(self(request), request.body)));

  playerRoute(app, PROTECTION_PLAYER_ENDPOINTS.startExclusion, async (request, reply) => {
    const me = self(request);
    const member = await members.byId(me.id);
    if (!member) throw new AppError('login.required');
    if (member.password_hash) {
      if (!request.body.password) throw new AppError('rg.password.required');
      const hit = await limiter.peek(`rg-confirm:${me.id}`);
      if (hit.count >= CONFIRM_LIMIT) throw rateLimitedError('request.rate.limited', hit.retryAfterMs);
      if (!(await verifyPassword(member.password_hash, request.body.password))) {
        await limiter.hit(`rg-confirm:${me.id}`, CONFIRM_LIMIT, CONFIRM_WINDOW_MS);
        throw new AppError('login.password.incorrect');
      }
    }
    const started = await service.excludeSelf(me, request.body.duration);
    clearCookies(reply as unknown as FastifyReply);
    return ok(started);
  });

  playerRoute(app, PROTECTION_PLAYER_ENDPOINTS.protectionStatement, async (request) => {
    const me = self(request);
    return ok(await service.statement(me.id, me.merchantCode));
  });
};

export interface ProtectionOpsRoutesOptions {
  service: ProtectionService;
  members: {
    byUsername(merchantCode: string, username: string): Promise<MemberRow | undefined>;
    usernames(ids: readonly number[]): Promise<Map<number, string>>;
  };
  merchants: MerchantService;
}

/** The operators' side: a player's protection on their file, stricter limits and exclusions, the limit-hits report. */
export const protectionOpsRoutes: FastifyPluginAsyncZod<ProtectionOpsRoutesOptions> = async (app, { service, members, merchants }) => {
  const memberOf = (code: string, account: string) => opsMemberOf(merchants, members, code, account);
  const actor = (request: { opsActor?: { username: string } | null }) => request.opsActor?.username ?? 'ops-token';

  route(app, PROTECTION_OPS_ENDPOINTS.memberProtection, async (request) => ok(await service.opsView(await memberOf(request.query.merchant, request.params.account))));

  route(app, PROTECTION_OPS_ENDPOINTS.setMemberLimit, async (request) => {
    const m = await memberOf(request.query.merchant, request.params.account);
    const { before, limit } = await service.setOperatorLimit(m, { ...request.body, by: actor(request) });
    request.auditChange({
      merchant: m.merchantCode,
      target: { account: m.username, limit: `${request.body.kind}:${request.body.period}` },
      before: { operatorLimit: before },
      after: { operatorLimit: request.body.value, reason: request.body.reason },
    });
    return ok(limit);
  });

  route(app, PROTECTION_OPS_ENDPOINTS.excludeMember, async (request) => {
    const m = await memberOf(request.query.merchant, request.params.account);
    const view = await service.excludeByOperator(m, { ...request.body, by: actor(request) });
    request.auditChange({
      merchant: m.merchantCode,
      target: { account: m.username },
      before: null,
      after: { exclusion: request.body.duration, until: view.until, reason: request.body.reason },
    });
    return ok(view);
  });

  route(app, PROTECTION_OPS_ENDPOINTS.liftMemberExclusion, async (request) => {
    const m = await memberOf(request.query.merchant, request.params.account);
    const view = await service.liftOperatorExclusion(m, { reason: request.body.reason, by: actor(request) });
    request.auditChange({
      merchant: m.merchantCode,
      target: { account: m.username },
      before: { exclusion: 'operator', until: view.until },
      after: { exclusion: 'lifted', reason: request.body.reason },
    });
    return ok(view);
  });

  route(app, PROTECTION_OPS_ENDPOINTS.limitHits, async (request, reply) => {
    const { merchant, from, to, kind, format } = request.query;
    if (!(await merchants.byCode(merchant))) throw new AppError('merchant.unknown');
    const { timeZone, currency, rows } = await service.limitHits(merchant, { from, to }, kind);
    const names = await members.usernames(rows.map((r) => r.memberId));
    const answer = {
      timeZone,
      currency,
      rows: rows.map((r) => ({
        account: names.get(r.memberId) ?? String(r.memberId),
        merchantCode: merchant,
        kind: r.kind,
        period: r.period,
        hits: r.hits,
        lastAt: r.lastAt,
        limit: r.limit,
      })),
    };
    if (format === 'csv') {
      type Row = (typeof answer.rows)[number];
      async function* batches(): AsyncGenerator<Row[]> {
        if (answer.rows.length) yield answer.rows;
      }
      return sendCsv<Row>(request, reply, {
        file: `limit-hits-${merchant}`,
        merchant,
        filters: { from, to, kind },
        batches: batches(),
        columns: [
          { header: 'account', value: (r) => r.account },
          { header: 'limit', value: (r) => r.kind },
          { header: 'period', value: (r) => r.period },
          { header: `limit value (${currency} or minutes)`, value: (r) => r.limit },
          { header: 'refusals', value: (r) => r.hits },
          { header: `last refusal (${timeZone})`, value: (r) => csvTime(r.lastAt, timeZone) },
        ],
      });
    }
    return ok(answer);
  });
};
