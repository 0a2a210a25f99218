import { ACCOUNT_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { RegisterMode, RegisterService } from './service.ts';

export interface RegisterRoutesOptions {
  service: RegisterService;
}

/** Availability checks answer fast and say little, but they still list accounts: limited per IP. */
const checkRateLimit = { config: { rateLimit: { max: 60, timeWindow: 60_000 } } };

const registerRoutes: FastifyPluginAsyncZod<RegisterRoutesOptions> = async (app, { service }) => {
  playerRoute(app, ACCOUNT_PLAYER_ENDPOINTS.registerSettings, async (request) => ok(await service.settings(request.merchant)));

  // A sealed body: the payload arrives opened and checked (see playerRoute).
  const registerRoute = (endpoint: typeof ACCOUNT_PLAYER_ENDPOINTS.register | typeof ACCOUNT_PLAYER_ENDPOINTS.registerMobile, mode: RegisterMode) =>
    playerRoute(app, endpoint, async (request, reply) => ok(await service.register({ request, reply, payload: request.body, mode })), {
      headers: sessionHeadersSchema,
    });
  registerRoute(ACCOUNT_PLAYER_ENDPOINTS.register, 'username');
  registerRoute(ACCOUNT_PLAYER_ENDPOINTS.registerMobile, 'mobile');

  playerRoute(
    app,
    ACCOUNT_PLAYER_ENDPOINTS.checkUsername,
    async (request) => ok({ available: await service.usernameAvailable(request.merchant, request.query.username) }),
    checkRateLimit,
  );

  playerRoute(
    app,
    ACCOUNT_PLAYER_ENDPOINTS.checkEmail,
    async (request) => ok({ available: await service.emailAvailable(request.merchant, request.query.email) }),
    checkRateLimit,
  );

  playerRoute(
    app,
    ACCOUNT_PLAYER_ENDPOINTS.affiliateCheck,
    async (request) => ok({ data: { success: await service.affiliateExists(request.merchant, request.query.code) } }),
    checkRateLimit,
  );
};

export default registerRoutes;
