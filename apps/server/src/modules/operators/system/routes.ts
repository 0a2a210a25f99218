import { SYSTEM_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { TrustProxySetting } from '../../../lib/trust-proxy.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { languageOf } from '../../../core/language.ts';
import { countryFromHeaders } from './service.ts';
import type { SystemService } from './service.ts';

export interface SystemRoutesOptions {
  service: SystemService;
  trustProxy: TrustProxySetting;
}

const systemRoutes: FastifyPluginAsyncZod<SystemRoutesOptions> = async (app, { service, trustProxy }) => {
  playerRoute(app, SYSTEM_PLAYER_ENDPOINTS.systemStatus, async (request) =>
    ok(
      await service.status(request.merchant, {
        ip: request.ip,
        country: countryFromHeaders(request.raw, trustProxy),
      }),
    ),
  );

  playerRoute(app, SYSTEM_PLAYER_ENDPOINTS.merchantSettings, async (request) => ok(service.settings(request.merchant)));

  playerRoute(app, SYSTEM_PLAYER_ENDPOINTS.whitelabel, async (request) => ok({ flags: request.merchant.whitelabel }));

  playerRoute(app, SYSTEM_PLAYER_ENDPOINTS.countries, async (request) => ok(service.countries(languageOf(request.headers.language))));

  playerRoute(app, SYSTEM_PLAYER_ENDPOINTS.domainRoutes, async (request) => ok(service.domainRoutes(request.merchant)));
};

export default systemRoutes;
