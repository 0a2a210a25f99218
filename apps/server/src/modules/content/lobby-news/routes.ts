import { CONTENT_PATHS, envelopeOf, lobbyNewsPageSchema, lobbyNewsQuerySchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../../core/language.ts';
import { tenantHeadersSchema } from '../../../core/tenant-headers.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import type { LobbyNewsService } from './service.ts';

export interface LobbyNewsRoutesOptions {
  service: LobbyNewsService;
}

const failures = failureResponses(400, 500);

const lobbyNewsRoutes: FastifyPluginAsyncZod<LobbyNewsRoutesOptions> = async (app, { service }) => {
  app.get(
    CONTENT_PATHS.lobbyNews,
    {
      schema: {
        tags: ['content'],
        summary: "The lobby news feed: the operator's news and what happened on the platform, newest first",
        description:
          'Public, paged (pageNum from 1 to 50, pageSize 1 to 20, default 10). kind operator: written by the ' +
          'operator (texts per language, EN when the language has none); new_game, jackpot, big_win: written by ' +
          'the platform when a game joins the catalogue, a jackpot drops or a win of 100 times its stake lands, ' +
          'with texts in the Language header and amounts formatted for that language and the currency.',
        headers: tenantHeadersSchema,
        querystring: lobbyNewsQuerySchema,
        response: { 200: envelopeOf(lobbyNewsPageSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30').header('vary', 'Merchant, Language');
      const { pageNum, pageSize } = request.query;
      return ok(await service.page(request.merchant.code, languageOf(request.headers.language), pageNum, pageSize));
    },
  );
};

export default lobbyNewsRoutes;
