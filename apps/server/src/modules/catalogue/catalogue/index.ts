import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { LobbyModule } from '../../../core/ops.ts';
import { createGameCatalogue } from './catalogue.ts';
import type { GameCatalogue } from './catalogue.ts';
import gameConsoleRoutes from './console-routes.ts';
import { createGameOpsRepository } from './ops-repository.ts';
import hotRankingOpsRoutes from './ops-routes.ts';
import { createGameRepository } from './repository.ts';
import catalogueRoutes from './routes.ts';
import { createCatalogueService } from './service.ts';

/**
 * The catalogue read model built from the decorated core. Each game module holds its own; every one drops
 * its caches when the catalogue is invalidated on the cache bus (the operator's hot ranking, in any process).
 */
export function gameCatalogueOf(app: FastifyInstance): GameCatalogue {
  const catalogue = createGameCatalogue({ games: createGameRepository(app.db), now: app.clock, cacheTtlMs: app.config.gameCacheTtlMs });
  app.cacheBus.on('catalogue', catalogue.clearCaches);
  return catalogue;
}

/**
 * The catalogue id of the game a round is played on (its nodeId, else its vendor and code), read inside the
 * caller's transaction: the winner board names the game by it.
 */
export async function catalogueGameId(db: Kysely<Database>, merchantCode: string, game: { vendor: string; code: string }): Promise<number | undefined> {
  const games = createGameRepository(db);
  const found = (await games.byNodeId(merchantCode, game.code)) ?? (await games.byVendorCode(merchantCode, game.vendor, game.code));
  return found?.id;
}

// What the other game modules (favourites and recent, launch, artwork) read of the catalogue.
export { LOTTERY_TYPES, nameIn, nonEmpty, pageOf, totalPages, typeFilter } from './catalogue.ts';
export { createGameRepository } from './repository.ts';
export type { GameIdsQuery, GameRecord, GameRepository } from './repository.ts';
export type { GameCatalogue };

/** The game catalogue: vendors, lists, hot, popular, winners, lottery, search; the operator's hot ranking. */
const catalogue: LobbyModule = async (app, { ops }) => {
  const service = createCatalogueService({
    catalogue: app.services.catalogue,
    plays: app.services.playerGames,
    winnerBoard: app.services.roundReads,
    merchants: app.merchants,
    bus: app.cacheBus,
    now: app.clock,
  });
  await app.register(catalogueRoutes, { service });
  ops.add(hotRankingOpsRoutes, { service });
  ops.add(gameConsoleRoutes, { repository: createGameOpsRepository(app.db), merchants: app.merchants, bus: app.cacheBus });
};

export default catalogue;
