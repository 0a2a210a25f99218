import { GAME_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameLanguageOf } from '../../../core/language.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { PlayerGameService } from './service.ts';

export interface PlayerGameRoutesOptions {
  service: PlayerGameService;
}

const playerGameRoutes: FastifyPluginAsyncZod<PlayerGameRoutesOptions> = async (app, { service }) => {
  // Favourites: a real-account function (trial accounts: 403 permission.trial).

  playerRoute(app, GAME_PLAYER_ENDPOINTS.addFavourite, async (request) => {
    const session = sessionOf(request);
    await service.addFavourite(session, request.merchant, request.body);
    return ok(await service.favouriteIds(session));
  });

  playerRoute(app, GAME_PLAYER_ENDPOINTS.removeFavourite, async (request) => {
    const session = sessionOf(request);
    await service.removeFavourite(session, request.merchant, request.body);
    return ok(await service.favouriteIds(session));
  });

  playerRoute(app, GAME_PLAYER_ENDPOINTS.favouriteIds, async (request) => ok(await service.favouriteIds(sessionOf(request))));

  playerRoute(app, GAME_PLAYER_ENDPOINTS.favouriteList, async (request) =>
    ok(await service.favouriteList(sessionOf(request), request.merchant, request.query, gameLanguageOf(request))),
  );

  // Recent: any session; launches record it too.

  playerRoute(app, GAME_PLAYER_ENDPOINTS.recentGames, async (request) =>
    ok(await service.recentList(sessionOf(request), request.merchant, request.query, gameLanguageOf(request))),
  );

  playerRoute(app, GAME_PLAYER_ENDPOINTS.addRecentGame, async (request) => {
    await service.addRecent(sessionOf(request), request.merchant, request.body);
    return ok({ nodeId: request.body.nodeId });
  });
};

export default playerGameRoutes;
