import {
  envelopeOf,
  failureEnvelopeSchema,
  favouriteBodySchema,
  favouriteIdsSchema,
  favouriteListQuerySchema,
  GAME_PATHS,
  gameListQuerySchema,
  gameListSchema,
  gameListValueSchema,
  gamePageSchema,
  hotListSchema,
  hotQuerySchema,
  launchGameSchema,
  launchResultSchema,
  lotteryListSchema,
  lotteryMenuSchema,
  lotteryQuerySchema,
  popularQuerySchema,
  recentBodySchema,
  recentQuerySchema,
  vendorGameTypesQuerySchema,
  vendorGameTypesSchema,
  vendorMappingSchema,
  vendorQuerySchema,
  vendorSortingSchema,
  winnerListSchema,
  winnerQuerySchema,
} from '@lobby/contract';
import type { SuccessEnvelope } from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { requireRealMember, requireSession, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../plugins/auth.ts';
import { tenantHeadersSchema } from '../system/routes.ts';
import { gameLanguage } from './service.ts';
import type { GameService } from './service.ts';

export interface GameRoutesOptions {
  service: GameService;
}

const failures = {
  400: failureEnvelopeSchema,
  401: failureEnvelopeSchema,
  403: failureEnvelopeSchema,
  404: failureEnvelopeSchema,
  500: failureEnvelopeSchema,
};
const tags = ['games'];

const JSON_TYPE = 'application/json; charset=utf-8';

/** Public catalogue answers depend only on the merchant, the Language header and the URL. */
function cacheKey(request: FastifyRequest): string {
  return `${request.merchant.code}\n${String(request.headers.language ?? '')}\n${request.url}`;
}

/**
 * onRequest of the cached routes: a kept answer goes out before validation and the handler. It was made
 * for exactly this merchant, language and URL, which passed validation then. `refresh=true` skips it.
 */
function fromCache(service: GameService) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const refresh = (request.query as Record<string, unknown>).refresh;
    if (refresh === 'true' || refresh === '1') return;
    const body = service.responses.get(cacheKey(request));
    if (body !== undefined) return reply.type(JSON_TYPE).send(body);
  };
}

/**
 * The handler side of the cache: the JSON of a public answer is kept (service.responses: per process,
 * GAME_CACHE_TTL_MS) and sent as it is, so a hit also skips the response serializer. What is kept was
 * checked against the route's schema when it was made.
 */
async function sendCached<V>(
  service: GameService,
  request: FastifyRequest,
  reply: FastifyReply,
  schema: z.ZodType<SuccessEnvelope<V>>,
  produce: () => Promise<V>,
  options: { refresh?: boolean } = {},
): Promise<FastifyReply> {
  const key = cacheKey(request);
  const make = async () => JSON.stringify(schema.parse(ok(await produce())));
  let body: string;
  if (options.refresh) {
    body = await make();
    service.responses.set(key, body);
  } else {
    body = await service.responses.getOrLoad(key, make);
  }
  return reply.type(JSON_TYPE).send(body);
}

const gameRoutes: FastifyPluginAsyncZod<GameRoutesOptions> = async (app, { service }) => {
  const cached = fromCache(service);

  app.get(
    GAME_PATHS.vendorMapping,
    {
      onRequest: cached,
      schema: {
        tags,
        summary: 'Game type -> vendors (game counts, classifications), in lobby order',
        headers: tenantHeadersSchema,
        querystring: vendorQuerySchema,
        response: { 200: envelopeOf(vendorMappingSchema), ...failures },
      },
    },
    async (request, reply) =>
      sendCached(service, request, reply, envelopeOf(vendorMappingSchema), async () => {
        service.checkQueryMerchant(request.merchant, request.query.merchant, request.query.merchant_code);
        return service.mapping(request.merchant);
      }),
  );

  app.get(
    GAME_PATHS.vendorSorting,
    {
      onRequest: cached,
      schema: {
        tags,
        summary: 'Lobby categories with their vendors in order',
        description: 'SPORTS vendors are split into SPORTS, ESPORTS and COCKFIGHT groups placed right after SPORTS.',
        headers: tenantHeadersSchema,
        querystring: vendorQuerySchema,
        response: { 200: envelopeOf(vendorSortingSchema), ...failures },
      },
    },
    async (request, reply) =>
      sendCached(service, request, reply, envelopeOf(vendorSortingSchema), async () => {
        service.checkQueryMerchant(request.merchant, request.query.merchant, request.query.merchant_code);
        return service.sorting(request.merchant);
      }),
  );

  app.get(
    GAME_PATHS.vendorGameTypes,
    {
      onRequest: cached,
      schema: {
        tags,
        summary: 'Vendors with the game types they offer',
        headers: tenantHeadersSchema,
        querystring: vendorGameTypesQuerySchema,
        response: { 200: envelopeOf(vendorGameTypesSchema), ...failures },
      },
    },
    async (request, reply) =>
      sendCached(service, request, reply, envelopeOf(vendorGameTypesSchema), async () => {
        service.checkQueryMerchant(request.merchant, request.query.merchant_code);
        return service.vendorGameTypes(request.merchant);
      }),
  );

  app.get(
    GAME_PATHS.gameList,
    {
      onRequest: cached,
      schema: {
        tags,
        summary: 'A page of games by type, vendor, classification, name, stake, lines or newness',
        description:
          'Name search: trimmed, case-insensitive substring of the name in any language; % and _ match ' +
          'themselves. Unknown vendors or classifications give an empty page.',
        headers: tenantHeadersSchema,
        querystring: gameListQuerySchema,
        response: { 200: envelopeOf(gameListSchema), ...failures },
      },
    },
    async (request, reply) =>
      sendCached(service, request, reply, envelopeOf(gameListSchema), () =>
        service.list(request.merchant, request.query, gameLanguage(request.query.language, request.headers.language, request.merchant)),
      ),
  );

  app.get(
    GAME_PATHS.hot,
    {
      onRequest: cached,
      schema: {
        tags,
        summary: "The merchant's hot ranking (value.list, rank 1 first)",
        headers: tenantHeadersSchema,
        querystring: hotQuerySchema,
        response: { 200: envelopeOf(hotListSchema), ...failures },
      },
    },
    async (request, reply) =>
      sendCached(
        service,
        request,
        reply,
        envelopeOf(hotListSchema),
        () => service.hot(request.merchant, request.query, gameLanguage(request.query.language, request.headers.language, request.merchant)),
        { refresh: request.query.refresh === 'true' || request.query.refresh === '1' },
      ),
  );

  app.get(
    GAME_PATHS.popular,
    {
      onRequest: cached,
      schema: {
        tags,
        summary: 'Popular games: most players in the last 7 days, then the hot ranking, then catalogue order',
        headers: tenantHeadersSchema,
        querystring: popularQuerySchema,
        response: { 200: envelopeOf(gameListValueSchema), ...failures },
      },
    },
    async (request, reply) =>
      sendCached(service, request, reply, envelopeOf(gameListValueSchema), () =>
        service.popular(request.merchant, request.query, gameLanguage(request.query.language, request.headers.language, request.merchant)),
      ),
  );

  app.get(
    GAME_PATHS.winners,
    {
      onRequest: cached,
      schema: {
        tags,
        summary: 'Winner board: biggest wins first, customer names masked',
        headers: tenantHeadersSchema,
        querystring: winnerQuerySchema,
        response: { 200: envelopeOf(winnerListSchema), ...failures },
      },
    },
    async (request, reply) =>
      sendCached(service, request, reply, envelopeOf(winnerListSchema), () =>
        service.winners(request.merchant, request.query, gameLanguage(request.query.language, request.headers.language, request.merchant)),
      ),
  );

  app.get(
    GAME_PATHS.lotteryList,
    {
      onRequest: cached,
      schema: {
        tags,
        summary: 'Lottery games (LOTT and ELOTT) and the prize mode of the lottery launch',
        headers: tenantHeadersSchema,
        querystring: lotteryQuerySchema,
        response: { 200: envelopeOf(lotteryListSchema), ...failures },
      },
    },
    async (request, reply) =>
      sendCached(service, request, reply, envelopeOf(lotteryListSchema), () =>
        service.lotteryList(request.merchant, request.query, gameLanguage(request.query.language, request.headers.language, request.merchant)),
      ),
  );

  app.get(
    GAME_PATHS.lotteryMenu,
    {
      onRequest: cached,
      schema: {
        tags,
        summary: 'Vietnamese lottery menu: draws grouped by region, and the prize mode',
        headers: tenantHeadersSchema,
        querystring: z.object({ language: z.string().max(16).optional() }),
        response: { 200: envelopeOf(lotteryMenuSchema), ...failures },
      },
    },
    async (request, reply) =>
      sendCached(service, request, reply, envelopeOf(lotteryMenuSchema), () =>
        service.lotteryMenu(request.merchant, gameLanguage(request.query.language, request.headers.language, request.merchant)),
      ),
  );

  // Favourites: a real-account function (trial accounts: 403 permission.trial).

  app.post(
    GAME_PATHS.favourites,
    {
      preHandler: requireRealMember,
      schema: {
        tags,
        summary: 'Add a favourite (adding one twice changes nothing); answers the favourite nodeIds',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        body: favouriteBodySchema,
        response: { 200: envelopeOf(favouriteIdsSchema), ...failures },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await service.addFavourite(session, request.merchant, request.body);
      return ok(await service.favouriteIds(session));
    },
  );

  app.delete(
    GAME_PATHS.favourites,
    {
      preHandler: requireRealMember,
      schema: {
        tags,
        summary: 'Remove a favourite (removing one that is not there changes nothing); answers the favourite nodeIds',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        body: favouriteBodySchema,
        response: { 200: envelopeOf(favouriteIdsSchema), ...failures },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await service.removeFavourite(session, request.merchant, request.body);
      return ok(await service.favouriteIds(session));
    },
  );

  app.get(
    GAME_PATHS.favouriteIds,
    {
      preHandler: requireRealMember,
      schema: {
        tags,
        summary: "The member's favourite nodeIds, newest first",
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        response: { 200: envelopeOf(favouriteIdsSchema), ...failures },
      },
    },
    async (request) => ok(await service.favouriteIds(sessionOf(request))),
  );

  app.get(
    GAME_PATHS.favouriteList,
    {
      preHandler: requireRealMember,
      schema: {
        tags,
        summary: "A page of the member's favourite games, newest first",
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        querystring: favouriteListQuerySchema,
        response: { 200: envelopeOf(gamePageSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await service.favouriteList(
          sessionOf(request),
          request.merchant,
          request.query,
          gameLanguage(request.query.language, request.headers.language, request.merchant),
        ),
      ),
  );

  // Recent: any session; launches record it too.

  app.get(
    GAME_PATHS.recent,
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'A page of the games the member played lately (newest first, the last 50 are kept)',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        querystring: recentQuerySchema,
        response: { 200: envelopeOf(gamePageSchema), ...failures },
      },
    },
    async (request) =>
      ok(
        await service.recentList(
          sessionOf(request),
          request.merchant,
          request.query,
          gameLanguage(request.query.language, request.headers.language, request.merchant),
        ),
      ),
  );

  app.post(
    GAME_PATHS.recent,
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Record a played game (trial accounts: freeplay games only)',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        body: recentBodySchema,
        response: { 200: envelopeOf(z.object({ nodeId: z.string() })), ...failures },
      },
    },
    async (request) => {
      await service.addRecent(sessionOf(request), request.merchant, request.body);
      return ok({ nodeId: request.body.nodeId });
    },
  );

  app.post(
    GAME_PATHS.launch,
    {
      preHandler: requireSession,
      schema: {
        tags,
        summary: 'Launch a game: the URL to open',
        description:
          'Parameters in the query, the body (JSON or form) or both (the body wins). nodeId, or vendor and ' +
          'gameCode for the lottery launch (with prizeMode and playType). Trial accounts launch freeplay ' +
          'games only. The play is recorded as recent.',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        querystring: launchGameSchema,
        // Nothing at all (null body) when everything is in the query.
        body: launchGameSchema.nullish(),
        response: { 200: envelopeOf(launchResultSchema), ...failures },
      },
    },
    async (request) => {
      const input = { ...request.query, ...(request.body ?? {}) };
      return ok(
        await service.launch(
          sessionOf(request),
          request.merchant,
          input,
          gameLanguage(input.language, request.headers.language, request.merchant),
        ),
      );
    },
  );
};

export default gameRoutes;
