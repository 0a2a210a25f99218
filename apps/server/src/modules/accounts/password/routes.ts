import { ACCOUNT_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { languageOf } from '../../../core/language.ts';
import type { PasswordService } from './service.ts';

export interface PasswordRoutesOptions {
  service: PasswordService;
}

const passwordRoutes: FastifyPluginAsyncZod<PasswordRoutesOptions> = async (app, { service }) => {
  playerRoute(app, ACCOUNT_PLAYER_ENDPOINTS.changePassword, async (request) => ok(await service.change(sessionOf(request), request.body)));

  playerRoute(
    app,
    ACCOUNT_PLAYER_ENDPOINTS.passwordEmail,
    async (request) =>
      ok(
        await service.requestEmailReset({
          merchant: request.merchant,
          username: request.body.username,
          email: request.body.email,
          ip: request.ip,
          language: languageOf(request.headers.language),
          origin: { protocol: request.protocol, host: request.host, hostname: request.hostname },
        }),
      ),
    { consumes: ['application/x-www-form-urlencoded', 'application/json'] },
  );

  playerRoute(app, ACCOUNT_PLAYER_ENDPOINTS.passwordEmailReset, async (request) => ok(await service.resetByEmail(request.merchant, request.body)));

  playerRoute(app, ACCOUNT_PLAYER_ENDPOINTS.passwordVerification, async (request) => ok(await service.verifyPhone(request.merchant, request.body)));

  // A sealed body: the payload arrives opened and checked (see playerRoute).
  playerRoute(
    app,
    ACCOUNT_PLAYER_ENDPOINTS.passwordByPhone,
    async (request, reply) => ok(await service.setByPhone({ merchant: request.merchant, request, reply, payload: request.body })),
    { headers: sessionHeadersSchema },
  );
};

export default passwordRoutes;
