import { ACCOUNT_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { SocialService } from './service.ts';

export interface SocialRoutesOptions {
  service: SocialService;
}

/** Browser navigations per IP and minute: generous for people, a ceiling for scripts. */
const NAVIGATION_LIMIT = { rateLimit: { max: 60, timeWindow: 60_000 } };

const socialRoutes: FastifyPluginAsyncZod<SocialRoutesOptions> = async (app, { service }) => {
  playerRoute(app, ACCOUNT_PLAYER_ENDPOINTS.oauthProviders, async (request) => ok(service.list(request.merchant)));

  playerRoute(
    app,
    ACCOUNT_PLAYER_ENDPOINTS.oauthStart,
    async (request, reply) => {
      const location = await service.start({
        request,
        reply,
        provider: request.params.provider,
        returnTo: request.query.returnTo,
        merchantCode: request.query.merchant,
      });
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
    { config: NAVIGATION_LIMIT },
  );

  playerRoute(
    app,
    ACCOUNT_PLAYER_ENDPOINTS.oauthCallback,
    async (request, reply) => {
      const location = await service.callback({
        request,
        reply,
        provider: request.params.provider,
        state: request.query.state,
      });
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
    { config: NAVIGATION_LIMIT },
  );
};

export default socialRoutes;
