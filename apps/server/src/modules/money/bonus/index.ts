import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import { createAnnouncementOpsRepository } from '../../content/notices/index.ts';
import { createCampaignRepository } from './campaign-repository.ts';
import { createCampaignService } from './campaigns.ts';
import type { CampaignDeps } from './campaigns.ts';
import { createBonusRepository } from './repository.ts';
import { bonusOpsRoutes, bonusPlayerRoutes } from './routes.ts';
import { createBonusService } from './service.ts';

export { bonusFor, FIRST_DEPOSIT } from './service.ts';
export type { BonusService, BonusStatus, StakePlan } from './service.ts';
export type { BonusRule } from './repository.ts';
export type { CampaignService } from './campaigns.ts';

/** Expired bonuses give their share back, free rounds out of rounds settle: every minute. */
export const BONUS_SWEEP_QUEUE = 'bonus.sweep';
/** Cashback campaigns pay each closed period: every hour. */
export const BONUS_CASHBACK_QUEUE = 'bonus.cashback';

/** Bonus money on this app's database and clock (the wagering engine), built once in services.ts. */
export function createBonus(app: FastifyInstance) {
  return createBonusService({ repository: createBonusRepository(app.db), now: app.clock });
}

/** The campaigns over the engine, built once in services.ts (deposits, promotions and rounds reach them there). */
export function createCampaigns(
  app: FastifyInstance,
  deps: Pick<CampaignDeps, 'engine' | 'ledger' | 'members' | 'activity' | 'segments' | 'purseById' | 'notify' | 'game'>,
) {
  return createCampaignService({
    ...deps,
    repo: createCampaignRepository(app.db),
    pages: createAnnouncementOpsRepository(app.db),
    merchants: app.merchants,
    now: app.clock,
  });
}

/** The member's bonuses and offers, the console's campaigns, and the jobs that expire and pay. */
const bonus: LobbyModule = async (app, { ops }) => {
  const campaigns = app.services.campaigns;
  await app.register(bonusPlayerRoutes, { campaigns });
  ops.add(bonusOpsRoutes, { campaigns });
  app.jobs.define(BONUS_SWEEP_QUEUE, async () => void (await campaigns.sweep()), { retryLimit: 0, expireSeconds: 300 });
  app.jobs.schedule(BONUS_SWEEP_QUEUE, { everyMs: 60_000 });
  app.jobs.define(BONUS_CASHBACK_QUEUE, async () => void (await campaigns.payCashback()), { retryLimit: 0, expireSeconds: 1800 });
  app.jobs.schedule(BONUS_CASHBACK_QUEUE, { everyMs: 3600_000 });
};

export default bonus;
