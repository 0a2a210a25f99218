import { isTrialType, REWARD_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { purseOf } from '../ledger/index.ts';
import type { RewardsService } from './service.ts';

export interface RewardsRoutesOptions {
  service: RewardsService;
}

/** onRequest after the real-member guard: the reward centre exists only where the merchant switched REWCEN3 on. */
async function requireRewardCentre(request: FastifyRequest): Promise<void> {
  if (!request.merchant.whitelabel.REWCEN3) throw new AppError('feature.disabled');
}

const rewardsRoutes: FastifyPluginAsyncZod<RewardsRoutesOptions> = async (app, { service }) => {
  playerRoute(app, REWARD_PLAYER_ENDPOINTS.vipLevels, async (request) => {
    const session = request.session;
    const memberId = session && !isTrialType(session.type) ? session.memberId : null;
    return ok(await service.vipLevels(request.merchant, memberId));
  });

  playerRoute(app, REWARD_PLAYER_ENDPOINTS.rankProgress, async (request) => ok(await service.rankProgress(sessionOf(request).memberId, request.merchant.code)));

  playerRoute(app, REWARD_PLAYER_ENDPOINTS.rewardCenter, async (request) => ok(await service.center(purseOf(request), request.merchant)), { onRequest: requireRewardCentre });

  playerRoute(app, REWARD_PLAYER_ENDPOINTS.claimReward, async (request) => ok(await service.claimReward(purseOf(request), request.merchant, request.body.key)), { onRequest: requireRewardCentre });

  playerRoute(app, REWARD_PLAYER_ENDPOINTS.rewardHistory, async (request) => ok(await service.history(sessionOf(request).memberId, request.query.beforeId)));

  playerRoute(app, REWARD_PLAYER_ENDPOINTS.tasks, async (request) => ok(await service.tasks(purseOf(request), request.merchant)));

  playerRoute(app, REWARD_PLAYER_ENDPOINTS.claimTask, async (request) => ok(await service.claimTask(purseOf(request), request.merchant, request.body.taskId)));
};

export default rewardsRoutes;
