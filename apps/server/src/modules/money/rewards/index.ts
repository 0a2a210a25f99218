import type { LobbyModule } from '../../../core/ops.ts';
import rewardsRoutes from './routes.ts';
import { createRewardsService } from './service.ts';

/** VIP levels and the header's rank progress, the reward centre and the daily and weekly tasks. */
const rewards: LobbyModule = async (app) => {
  const service = createRewardsService({
    db: app.db,
    ledger: app.services.ledger,
    bonus: app.services.bonus,
    members: app.services.accounts,
    sessions: app.sessions,
    activity: app.services.activity,
    now: app.clock,
  });
  await app.register(rewardsRoutes, { service });
};

export default rewards;
