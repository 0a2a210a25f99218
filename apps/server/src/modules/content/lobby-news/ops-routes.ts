import { LOBBY_NEWS_OPS_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { LobbyNewsService } from './service.ts';

export interface LobbyNewsOpsOptions {
  service: LobbyNewsService;
}

/** The operator's news items, in the /ops scope. */
const lobbyNewsOpsRoutes: FastifyPluginAsyncZod<LobbyNewsOpsOptions> = async (app, { service }) => {
  route(
    app,
    LOBBY_NEWS_OPS_ENDPOINTS.publishLobbyNews,
    async (request) => {
      const published = await service.publish(request.params.code, request.body);
      // a new item: nothing before it
      request.auditChange({ before: null, after: published });
      return ok(published);
    },
  );
};

export default lobbyNewsOpsRoutes;
