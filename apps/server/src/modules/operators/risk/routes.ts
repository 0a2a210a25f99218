import { RISK_OPS_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint-route.ts';
import type { MerchantService } from '../../../core/merchants/service.ts';
import { opsMemberOf } from '../../../core/operators/member-of.ts';
import type { MemberRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import type { RiskService } from './service.ts';

export interface RiskRoutesOptions {
  service: RiskService;
  members: { byUsername(merchantCode: string, username: string): Promise<MemberRow | undefined> };
  merchants: MerchantService;
}

/** A player's risk on their file and in the withdrawal dialog, the review that holds withdrawals, tags, the review list. */
export const riskOpsRoutes: FastifyPluginAsyncZod<RiskRoutesOptions> = async (app, { service, members, merchants }) => {
  const memberOf = (code: string, account: string) => opsMemberOf(merchants, members, code, account);
  const actor = (request: { opsActor?: { username: string } | null }) => request.opsActor?.username ?? 'ops-token';

  route(app, RISK_OPS_ENDPOINTS.memberRisk, async (request) => ok(await service.view(await memberOf(request.query.merchant, request.params.account))));

  route(app, RISK_OPS_ENDPOINTS.reviewMember, async (request) => {
    const m = await memberOf(request.query.merchant, request.params.account);
    const { before, after } = await service.review(m, { ...request.body, by: actor(request) });
    request.auditChange({
      merchant: m.merchantCode,
      target: { account: m.username },
      before: { underReview: before },
      after: { underReview: after.review !== null, reason: request.body.reason, heldWithdrawals: after.heldWithdrawals },
    });
    return ok(after);
  });

  route(app, RISK_OPS_ENDPOINTS.setMemberTags, async (request) => {
    const m = await memberOf(request.query.merchant, request.params.account);
    const { before, after } = await service.setTags(m, request.body.tags, actor(request));
    request.auditChange({ merchant: m.merchantCode, target: { account: m.username }, before: { tags: before }, after: { tags: after.tags } });
    return ok(after);
  });

  route(app, RISK_OPS_ENDPOINTS.riskReviews, async (request) => {
    const q = request.query;
    if (!(await merchants.byCode(q.merchant))) throw new AppError('merchant.unknown');
    return ok(await service.reviews({ merchantCode: q.merchant, status: q.status, beforeId: q.beforeId, limit: q.limit }));
  });
};
