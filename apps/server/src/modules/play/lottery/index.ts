import type { LobbyModule } from '../../../core/ops.ts';
import { createLotteryRepository } from './repository.ts';
import lotteryRoutes from './routes.ts';
import { createLotteryService } from './service.ts';

export { createLotteryRepository } from './repository.ts';
export { createLotteryService } from './service.ts';

/**
 * Lottery draws (numero): every lottery game's draws on its schedule, made provably fair when first read
 * (commit the next draw's seed hash, reveal the seed after the draw), a bounded history per game.
 */
const lottery: LobbyModule = async (app) => {
  const service = createLotteryService({ catalogue: app.services.catalogue, repo: createLotteryRepository(app.db), now: app.clock });
  await app.register(lotteryRoutes, { service, now: app.clock });
};

export default lottery;
