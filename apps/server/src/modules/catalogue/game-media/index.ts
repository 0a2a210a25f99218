import type { LobbyModule } from '../../../core/ops.ts';
import { createGameRepository } from '../catalogue/index.ts';
import gameMediaRoutes from './routes.ts';
import { createGameMediaService } from './service.ts';

/** Game tiles and vendor wordmarks, drawn by the server. */
const gameMedia: LobbyModule = async (app) => {
  await app.register(gameMediaRoutes, { service: createGameMediaService({ games: createGameRepository(app.db), now: app.clock }) });
};

export default gameMedia;
