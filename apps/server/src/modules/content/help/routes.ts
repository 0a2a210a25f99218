import { CONTENT_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageOf } from '../../../core/language.ts';
import { customerServiceLinks } from '../../../core/merchants/service.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { HelpService } from './service.ts';

export interface HelpRoutesOptions {
  service: HelpService;
}

// Public; documented with the session header as they always were.
const headers = sessionHeadersSchema;

const helpRoutes: FastifyPluginAsyncZod<HelpRoutesOptions> = async (app, { service }) => {
  playerRoute(
    app,
    CONTENT_PLAYER_ENDPOINTS.helpCenter,
    async (request) =>
      ok({
        items: await service.helpCenter(
          request.merchant.code,
          languageOf(request.query.lang ?? (request.headers.language as string | undefined)),
        ),
      }),
    { headers },
  );

  playerRoute(app, CONTENT_PLAYER_ENDPOINTS.customerServiceLinks, async (request) => ok(await customerServiceLinks(request.merchant)), {
    headers,
  });

  playerRoute(app, CONTENT_PLAYER_ENDPOINTS.socialLinks, async (request) => ok(request.merchant.socialLinks), { headers });
};

export default helpRoutes;
