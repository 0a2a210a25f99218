import type { LobbyModule } from '../../core/ops.ts';
import { createPlayerGameRepository } from './repository.ts';
import playerGameRoutes from './routes.ts';
import { createPlayerGameService } from './service.ts';

// A launch records the play as recent.
export { createPlayerGameRepository } from './repository.ts';
export type { PlayerGameRepository } from './repository.ts';

/** A member's favourite games and the games played lately. */
const playerGames: LobbyModule = async (app) => {
  const service = createPlayerGameService({
    catalogue: app.services.catalogue,
    players: createPlayerGameRepository(app.db),
    now: app.clock,
  });
  await app.register(playerGameRoutes, { service });
};

export default playerGames;
