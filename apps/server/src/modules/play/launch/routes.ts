import { envelopeOf, GAME_PATHS, launchGameSchema, launchResultSchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gameLanguage } from '../../../core/language.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireSession, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import type { LaunchService } from './service.ts';

export interface LaunchRoutesOptions {
  service: LaunchService;
}

const failures = failureResponses(400, 401, 403, 404, 500);

const launchRoutes: FastifyPluginAsyncZod<LaunchRoutesOptions> = async (app, { service }) => {
  app.post(
    GAME_PATHS.launch,
    {
      onRequest: requireSession,
      schema: {
        tags: ['games'],
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

export default launchRoutes;
