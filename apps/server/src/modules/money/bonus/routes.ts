import { BONUS_OPS_ENDPOINTS, BONUS_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint-route.ts';
import { headerLanguageOf } from '../../../core/language.ts';
import { ok } from '../../../lib/envelope.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { purseOf } from '../ledger/index.ts';
import type { CampaignService } from './campaigns.ts';

export interface BonusRoutesOptions {
  campaigns: CampaignService;
}

/** The member's bonuses, the offers open to them, claims and promo codes. */
export const bonusPlayerRoutes: FastifyPluginAsyncZod<BonusRoutesOptions> = async (app, { campaigns }) => {
  playerRoute(app, BONUS_PLAYER_ENDPOINTS.memberBonuses, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await campaigns.bonuses(purseOf(request), headerLanguageOf(request)));
  });

  playerRoute(app, BONUS_PLAYER_ENDPOINTS.bonusOffers, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await campaigns.offers(purseOf(request), headerLanguageOf(request), request.query.for));
  });

  playerRoute(app, BONUS_PLAYER_ENDPOINTS.claimBonusOffer, async (request) => ok(await campaigns.claim(purseOf(request), headerLanguageOf(request), request.params.id)), {
    config: { rateLimit: { max: 30, timeWindow: 60_000 } },
  });

  playerRoute(app, BONUS_PLAYER_ENDPOINTS.cancelBonusClaim, async (request) => {
    await campaigns.cancelClaim(purseOf(request), request.params.id);
    return ok(null);
  });

  // codes are guessable by brute force only slowly: a member tries at most 10 a minute
  playerRoute(app, BONUS_PLAYER_ENDPOINTS.redeemBonusCode, async (request) => ok(await campaigns.redeem(purseOf(request), headerLanguageOf(request), request.body.code)), {
    config: { rateLimit: { max: 10, timeWindow: 60_000 } },
  });
};

/** Console → Promotions: campaigns, codes, grants and the campaign report. Changes are audited. */
export const bonusOpsRoutes: FastifyPluginAsyncZod<BonusRoutesOptions> = async (app, { campaigns }) => {
  route(app, BONUS_OPS_ENDPOINTS.bonusCampaigns, async (request) => ok(await campaigns.list(request.query.merchant)));

  route(app, BONUS_OPS_ENDPOINTS.createBonusCampaign, async (request) => {
    const created = await campaigns.create(request.query.merchant, request.body);
    request.auditChange({ merchant: created.merchantCode, target: { campaign: created.id }, before: null, after: { name: created.input.name, kind: created.input.kind, status: created.status } });
    return ok(created);
  });

  route(app, BONUS_OPS_ENDPOINTS.bonusCampaign, async (request) => ok(await campaigns.get(request.query.merchant, request.params.id)));

  route(app, BONUS_OPS_ENDPOINTS.updateBonusCampaign, async (request) => {
    const { before, after } = await campaigns.update(request.query.merchant, request.params.id, request.body);
    request.auditChange({ merchant: after.merchantCode, target: { campaign: after.id }, before: before.input, after: after.input });
    return ok(after);
  });

  route(app, BONUS_OPS_ENDPOINTS.setBonusCampaignStatus, async (request) => {
    const { before, after } = await campaigns.setStatus(request.query.merchant, request.params.id, request.body.action);
    request.auditChange({ merchant: after.merchantCode, target: { campaign: after.id, action: request.body.action }, before: { status: before.status }, after: { status: after.status } });
    return ok(after);
  });

  route(app, BONUS_OPS_ENDPOINTS.bonusCodes, async (request) => ok(await campaigns.codes(request.query.merchant, request.params.id)));

  route(app, BONUS_OPS_ENDPOINTS.createBonusCodes, async (request) => {
    const made = await campaigns.addCodes(request.query.merchant, request.params.id, request.body);
    request.auditChange({
      merchant: request.query.merchant,
      target: { campaign: request.params.id },
      before: null,
      after: { codes: made.list.length, named: request.body.code ?? null, maxUses: request.body.maxUses, expiresAt: request.body.expiresAt },
    });
    return ok(made);
  });

  route(app, BONUS_OPS_ENDPOINTS.bonusGrants, async (request) => ok(await campaigns.grants(request.query)));

  route(app, BONUS_OPS_ENDPOINTS.forfeitBonusGrant, async (request) => {
    const { before, after } = await campaigns.forfeit(request.query.merchant, request.params.id, request.body.reason);
    request.auditChange({ merchant: request.query.merchant, target: { grant: after.id, account: after.account }, before: { status: before.status }, after: { status: after.status, reason: request.body.reason } });
    return ok(after);
  });

  route(app, BONUS_OPS_ENDPOINTS.bonusReport, async (request) => ok(await campaigns.report(request.query.merchant, request.query.from, request.query.to)));
};
