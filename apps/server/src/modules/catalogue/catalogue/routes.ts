import {
  GAME_PATHS,
  gameListQuerySchema,
  gameListSchema,
  gameListValueSchema,
  hotListSchema,
  hotQuerySchema,
  lotteryListSchema,
  lotteryMenuSchema,
  lotteryQuerySchema,
  popularQuerySchema,
  vendorGameTypesQuerySchema,
  vendorGameTypesSchema,
  vendorMappingSchema,
  vendorQuerySchema,
  vendorSortingSchema,
  winnerListSchema,
  winnerQuerySchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cachedGet } from '../../../core/cached-get.ts';
import { gameLanguageOf } from '../../../core/language.ts';
import { tenantHeadersSchema } from '../../../core/tenant-headers.ts';
import type { CatalogueService } from './service.ts';
import { failureResponses } from '../../../lib/envelope.ts';

export interface CatalogueRoutesOptions {
  service: CatalogueService;
}

const failures = failureResponses(400, 401, 403, 404, 500);
const route = { tags: ['games'], headers: tenantHeadersSchema, failures };

/** The public lobby lists: every answer is the same for everyone asking the same, so all are cached GETs. */
const catalogueRoutes: FastifyPluginAsyncZod<CatalogueRoutesOptions> = async (app, { service }) => {
  const { responses } = service;

  cachedGet(
    app,
    responses,
    GAME_PATHS.vendorMapping,
    {
      ...route,
      summary: 'Game type -> vendors (game counts, classifications), in lobby order',
      querystring: vendorQuerySchema,
      value: vendorMappingSchema,
    },
    async (request) => {
      service.checkQueryMerchant(request.merchant, request.query.merchant, request.query.merchant_code);
      return service.mapping(request.merchant);
    },
  );

  cachedGet(
    app,
    responses,
    GAME_PATHS.vendorSorting,
    {
      ...route,
      summary: 'Lobby categories with their vendors in order',
      description: 'SPORTS vendors are split into SPORTS, ESPORTS and COCKFIGHT groups placed right after SPORTS.',
      querystring: vendorQuerySchema,
      value: vendorSortingSchema,
    },
    async (request) => {
      service.checkQueryMerchant(request.merchant, request.query.merchant, request.query.merchant_code);
      return service.sorting(request.merchant);
    },
  );

  cachedGet(
    app,
    responses,
    GAME_PATHS.vendorGameTypes,
    {
      ...route,
      summary: 'Vendors with the game types they offer',
      querystring: vendorGameTypesQuerySchema,
      value: vendorGameTypesSchema,
    },
    async (request) => {
      service.checkQueryMerchant(request.merchant, request.query.merchant_code);
      return service.vendorGameTypes(request.merchant);
    },
  );

  cachedGet(
    app,
    responses,
    GAME_PATHS.gameList,
    {
      ...route,
      summary: 'A page of games by type, vendor, classification, name, stake, lines or newness',
      description:
        'Name search: trimmed, case-insensitive substring of the name in any language; % and _ match ' +
        'themselves. Unknown vendors or classifications give an empty page.',
      querystring: gameListQuerySchema,
      value: gameListSchema,
    },
    (request) => service.list(request.merchant, request.query, gameLanguageOf(request)),
  );

  cachedGet(
    app,
    responses,
    GAME_PATHS.hot,
    {
      ...route,
      summary: "The merchant's hot ranking (value.list, rank 1 first)",
      querystring: hotQuerySchema,
      value: hotListSchema,
      refreshable: true,
    },
    (request) => service.hot(request.merchant, request.query, gameLanguageOf(request)),
  );

  cachedGet(
    app,
    responses,
    GAME_PATHS.popular,
    {
      ...route,
      summary: 'Popular games: most players in the last 7 days, then the hot ranking, then catalogue order',
      querystring: popularQuerySchema,
      value: gameListValueSchema,
    },
    (request) => service.popular(request.merchant, request.query, gameLanguageOf(request)),
  );

  cachedGet(
    app,
    service.winnerResponses,
    GAME_PATHS.winners,
    {
      ...route,
      summary: 'Winner board: biggest wins first, customer names masked',
      querystring: winnerQuerySchema,
      value: winnerListSchema,
    },
    (request) => service.winners(request.merchant, request.query, gameLanguageOf(request)),
  );

  cachedGet(
    app,
    responses,
    GAME_PATHS.lotteryList,
    {
      ...route,
      summary: 'Lottery games (LOTT and ELOTT) and the prize mode of the lottery launch',
      querystring: lotteryQuerySchema,
      value: lotteryListSchema,
    },
    (request) => service.lotteryList(request.merchant, request.query, gameLanguageOf(request)),
  );

  cachedGet(
    app,
    responses,
    GAME_PATHS.lotteryMenu,
    {
      ...route,
      summary: 'Vietnamese lottery menu: draws grouped by region, and the prize mode',
      querystring: z.object({ language: z.string().max(16).optional() }),
      value: lotteryMenuSchema,
    },
    (request) => service.lotteryMenu(request.merchant, gameLanguageOf(request)),
  );
};

export default catalogueRoutes;
