import {
  ACCOUNT_PATHS,
  envelopeOf,
  isTrialType,
  rankProgressSchema,
  REWARD_PATHS,
  rewardCenterSchema,
  rewardClaimBodySchema,
  rewardClaimSchema,
  rewardHistoryQuerySchema,
  rewardHistorySchema,
  taskClaimBodySchema,
  tasksSchema,
  vipLevelsSchema,
} from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantHeadersSchema } from '../../../core/tenant-headers.ts';
import { AppError } from '../../../lib/app-error.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireRealMember, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import { purseOf } from '../ledger/index.ts';
import type { RewardsService } from './service.ts';

export interface RewardsRoutesOptions {
  service: RewardsService;
}

const failures = failureResponses(400, 401, 403, 404, 409, 503);
const member = { tags: ['rewards'], headers: sessionHeadersSchema, security: SESSION_SECURITY };

/** onRequest after requireRealMember: the reward centre exists only where the merchant switched REWCEN3 on. */
async function requireRewardCentre(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  await requireRealMember(request, reply);
  if (!request.merchant.whitelabel.REWCEN3) throw new AppError('feature.disabled');
}

const rewardsRoutes: FastifyPluginAsyncZod<RewardsRoutesOptions> = async (app, { service }) => {
  app.get(
    REWARD_PATHS.vipLevels,
    {
      schema: {
        tags: ['rewards'],
        summary: "The merchant's VIP levels (requirement, level-up bonus, rebate, birthday bonus); a real member's standing too",
        headers: tenantHeadersSchema,
        response: { 200: envelopeOf(vipLevelsSchema), ...failureResponses(400, 503) },
      },
    },
    async (request) => {
      const session = request.session;
      const memberId = session && !isTrialType(session.type) ? session.memberId : null;
      return ok(await service.vipLevels(request.merchant, memberId));
    },
  );

  app.get(
    ACCOUNT_PATHS.rankProgress,
    {
      onRequest: requireRealMember,
      schema: {
        ...member,
        tags: ['member'],
        summary: 'VIP rank and the per cent (of 100) towards the next one, from valid bets and deposits; real accounts only',
        response: { 200: envelopeOf(rankProgressSchema), ...failures },
      },
    },
    async (request) => ok(await service.rankProgress(sessionOf(request).memberId, request.merchant.code)),
  );

  app.get(
    REWARD_PATHS.rewardCenter,
    {
      onRequest: requireRewardCentre,
      schema: {
        ...member,
        summary: 'Rewards to claim (VIP level-up, birthday, daily rebate) and those on their way; REWCEN3 (else 403 feature.disabled)',
        response: { 200: envelopeOf(rewardCenterSchema), ...failures },
      },
    },
    async (request) => ok(await service.center(purseOf(request), request.merchant)),
  );

  app.post(
    REWARD_PATHS.rewardClaim,
    {
      onRequest: requireRewardCentre,
      schema: {
        ...member,
        summary:
          'Claim a reward by key, once: paid as bonus money with its wagering; a repeat answers the first claim (replayed). ' +
          '404 reward.not.found, 409 reward.not.claimable',
        body: rewardClaimBodySchema,
        response: { 200: envelopeOf(rewardClaimSchema), ...failures },
      },
    },
    async (request) => ok(await service.claimReward(purseOf(request), request.merchant, request.body.key)),
  );

  app.get(
    REWARD_PATHS.rewardHistory,
    {
      onRequest: requireRealMember,
      schema: {
        ...member,
        summary: "The member's claimed rewards and tasks, newest first, 20 a page (beforeId)",
        querystring: rewardHistoryQuerySchema,
        response: { 200: envelopeOf(rewardHistorySchema), ...failures },
      },
    },
    async (request) => ok(await service.history(sessionOf(request).memberId, request.query.beforeId)),
  );

  app.get(
    REWARD_PATHS.tasks,
    {
      onRequest: requireRealMember,
      schema: {
        ...member,
        summary: "Today's and this week's tasks with progress (local midnight; weeks from Monday)",
        response: { 200: envelopeOf(tasksSchema), ...failures },
      },
    },
    async (request) => ok(await service.tasks(purseOf(request), request.merchant)),
  );

  app.post(
    REWARD_PATHS.taskClaim,
    {
      onRequest: requireRealMember,
      schema: {
        ...member,
        summary: "Claim a completed task's reward for this period, once. 404 reward.not.found, 409 reward.not.claimable",
        body: taskClaimBodySchema,
        response: { 200: envelopeOf(rewardClaimSchema), ...failures },
      },
    },
    async (request) => ok(await service.claimTask(purseOf(request), request.merchant, request.body.taskId)),
  );
};

export default rewardsRoutes;
