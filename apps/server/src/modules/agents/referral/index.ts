import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import { createReferralRepository } from './repository.ts';
import referralRoutes from './routes.ts';
import { createReferralService } from './service.ts';

export { rewardKey } from './service.ts';
export type { ReferralService } from './service.ts';

/** The referral programme on this app's database and clock (deposits call it when they credit). */
export function createReferral(app: FastifyInstance) {
  return createReferralService({ repository: createReferralRepository(app.db, app.services.accounts), publicUrl: app.config.publicUrl, now: app.clock });
}

/** The Invite tab: the merchant's offer, the member's code, link, friends and rewards. */
const referral: LobbyModule = async (app) => {
  await app.register(referralRoutes, { service: createReferral(app) });
};

export default referral;
