import { GAME_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedGet } from '../../../plugins/cached-get.ts';
import { gameLanguageOf } from '../../../core/language.ts';
import type { CatalogueService } from './service.ts';

export interface CatalogueRoutesOptions {
  service: CatalogueService;
}

/** The public lobby lists: every answer is the same for everyone asking the same, so all are cached GETs. */
const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (app, { service }) => {
  const { responses } = service;

  cachedGet(app, responses, GAME_PLAYER_ENDPOINTS.vendorMapping, async (request) => {
    service.checkQueryMerchant(request.merchant, request.query.merchant, request.query.merchant_code);
    return service.mapping(request.merchant);
  });

  cachedGet(app, responses, GAME_PLAYER_ENDPOINTS.vendorSorting, async (request) => {
    service.checkQueryMerchant(request.merchant, request.query.merchant, request.query.merchant_code);
    return service.sorting(request.merchant);
  });

  cachedGet(app, responses, GAME_PLAYER_ENDPOINTS.vendorGameTypes, async (request) => {
    service.checkQueryMerchant(request.merchant, request.query.merchant_code);
    return service.vendorGameTypes(request.merchant);
  });

  cachedGet(app, responses, GAME_PLAYER_ENDPOINTS.gameList, (request) =>
    service.list(request.merchant, request.query, gameLanguageOf(request)),
  );

  cachedGet(
    app,
    responses,
    GAME_PLAYER_ENDPOINTS.hotGames,
    (request) => service.hot(request.merchant, request.query, gameLanguageOf(request)),
    { refreshable: true },
  );

  cachedGet(app, responses, GAME_PLAYER_ENDPOINTS.popularGames, (request) =>
    service.popular(request.merchant, request.query, gameLanguageOf(request)),
  );

  cachedGet(app, service.winnerResponses, GAME_PLAYER_ENDPOINTS.gameWinners, (request) =>
    service.winners(request.merchant, request.query, gameLanguageOf(request)),
  );

  cachedGet(app, responses, GAME_PLAYER_ENDPOINTS.lotteryList, (request) =>
    service.lotteryList(request.merchant, request.query, gameLanguageOf(request)),
  );

  cachedGet(app, responses, GAME_PLAYER_ENDPOINTS.lotteryMenu, (request) =>
    service.lotteryMenu(request.merchant, gameLanguageOf(request)),
  );
};

export default catalogueRoutes;
