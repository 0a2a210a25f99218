import { CONTENT_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { headerLanguageOf } from '../../../core/language.ts';
import { ok } from '../../../lib/envelope.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { LobbyNewsService } from './service.ts';

export interface LobbyNewsRoutesOptions {
  service: LobbyNewsService;
}

const lobbyNewsRoutes: FastifyPluginAsyncZod<LobbyNewsRoutesOptions> = async (app, { service }) => {
  playerRoute(app, CONTENT_PLAYER_ENDPOINTS.lobbyNews, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=30').header('vary', 'Merchant, Language');
    const { pageNum, pageSize } = request.query;
    return ok(await service.page(request.merchant.code, headerLanguageOf(request), pageNum, pageSize));
  });
};

export default lobbyNewsRoutes;
