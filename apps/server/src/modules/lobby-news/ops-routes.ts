import { envelopeOf, LOBBY_NEWS_OPS_PATHS, merchantCodeSchema, opsLobbyNewsBodySchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPS_SECURITY } from '../../core/ops.ts';
import { failureResponses, ok } from '../../lib/envelope.ts';
import type { LobbyNewsService } from './service.ts';

export interface LobbyNewsOpsOptions {
  service: LobbyNewsService;
}

/** The operator's news items, in the /ops scope. */
const lobbyNewsOpsRoutes: FastifyPluginAsyncZod<LobbyNewsOpsOptions> = async (app, { service }) => {
  app.post(
    LOBBY_NEWS_OPS_PATHS.news.replace(/^\/ops/, ''),
    {
      config: { permission: 'content.manage' },
      schema: {
        tags: ['ops'],
        summary: 'Publish a lobby news item (title and body per language, EN required)',
        description: 'Published now unless publishAt is later; shown until expiresAt when given. link: an in-app path under /m/.',
        security: OPS_SECURITY,
        params: z.object({ code: merchantCodeSchema }),
        body: opsLobbyNewsBodySchema,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })), ...failureResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const published = await service.publish(request.params.code, request.body);
      // a new item: nothing before it
      request.auditChange({ before: null, after: published });
      return ok(published);
    },
  );
};

export default lobbyNewsOpsRoutes;
