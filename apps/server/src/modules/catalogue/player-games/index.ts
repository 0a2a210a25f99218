import type { LobbyModule } from '../../../core/ops.ts';
import playerGameRoutes from './routes.ts';
import { createPlayerGameService } from './service.ts';

// Built once in services.ts: a launch records the play as recent, the catalogue's popular list counts the plays.
export { createPlayerGameRepository } from './repository.ts';
export type { PlayerGameRepository } from './repository.ts';

/** A member's favourite games and the games played lately. */
const playerGames: LobbyModule = async (app) => {
  const service = createPlayerGameService({
    catalogue: app.services.catalogue,
    players: app.services.playerGames,
    now: app.clock,
  });
  await app.register(playerGameRoutes, { service });
};

export default playerGames;
