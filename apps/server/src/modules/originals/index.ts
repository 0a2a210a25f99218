import type { LobbyModule } from '../../core/ops.ts';
import { inTransaction } from '../../db/transaction.ts';
import { gameCatalogueOf } from '../catalogue/index.ts';
import { createRounds } from '../rounds/index.ts';
import { createPlaySessions } from './play-session.ts';
import { createOriginalsRepository } from './repository.ts';
import originalsRoutes from './routes.ts';
import { createOriginalsService } from './service.ts';

export { ORIGINALS_INTEGRATION } from './service.ts';

/**
 * The in-house games (BGS): provably fair one-shot and step games on the rounds service, the members' seed
 * pairs, the merchant's limits, and the play session with its reality check.
 */
const originals: LobbyModule = async (app) => {
  const repository = createOriginalsRepository(app.db);
  const rounds = createRounds(app);
  const sessions = createPlaySessions({ repository, rounds, now: app.clock });
  const service = createOriginalsService({
    repository,
    rounds,
    catalogue: gameCatalogueOf(app),
    transaction: (fn) => inTransaction(app.database, fn),
    assertMayStake: (player) => sessions.assertMayStake(player.sessionId, player.purse.memberId, player.merchant),
    now: app.clock,
  });
  await app.register(originalsRoutes, { service, sessions });
};

export default originals;
