import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import lobbyNewsOpsRoutes from './ops-routes.ts';
import { createLobbyNewsRepository } from './repository.ts';
import lobbyNewsRoutes from './routes.ts';
import { createLobbyNewsService } from './service.ts';

export type { LobbyNewsService, PlatformEvent } from './service.ts';

/** The lobby news of the app: what jackpot, rounds and the catalogue report their events to. */
export function createLobbyNews(app: FastifyInstance) {
  return createLobbyNewsService({ repository: createLobbyNewsRepository(app.db), now: app.clock });
}

/** Lobby news: the operator's news items and the entries the platform writes when something happens. */
const lobbyNews: LobbyModule = async (app, { ops }) => {
  const service = app.services.lobbyNews;
  await app.register(lobbyNewsRoutes, { service });
  ops.add(lobbyNewsOpsRoutes, { service });
};

export default lobbyNews;
