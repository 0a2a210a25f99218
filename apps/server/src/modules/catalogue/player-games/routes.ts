import {
  envelopeOf,
  favouriteBodySchema,
  favouriteIdsSchema,
  favouriteListQuerySchema,
  GAME_PATHS,
  gamePageSchema,
  recentBodySchema,
  recentQuerySchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameLanguageOf } from '../../../core/language.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireRealMember, requireSession, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import type { PlayerGameService } from './service.ts';

export interface PlayerGameRoutesOptions {
  service: PlayerGameService;
}

const failures = failureResponses(400, 401, 403, 404, 500);
const tags = ['games'];

const playerGameRoutes: FastifyPluginAsyncZod<PlayerGameRoutesOptions> = async (app, { service }) => {
  // Favourites: a real-account function (trial accounts: 403 permission.trial).

  app.post(
    GAME_PATHS.favourites,
    {
      onRequest: requireRealMember,
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
      onRequest: requireRealMember,
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
      onRequest: requireRealMember,
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
      onRequest: requireRealMember,
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
          gameLanguageOf(request),
        ),
      ),
  );

  // Recent: any session; launches record it too.

  app.get(
    GAME_PATHS.recent,
    {
      onRequest: requireSession,
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
          gameLanguageOf(request),
        ),
      ),
  );

  app.post(
    GAME_PATHS.recent,
    {
      onRequest: requireSession,
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

};

export default playerGameRoutes;
