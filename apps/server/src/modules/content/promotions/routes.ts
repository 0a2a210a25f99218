import { CONTENT_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { headerLanguageOf } from '../../../core/language.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { purseOf } from '../../money/ledger/index.ts';
import type { PromotionService } from './service.ts';

export interface PromotionRoutesOptions {
  service: PromotionService;
}

const promotionRoutes: FastifyPluginAsyncZod<PromotionRoutesOptions> = async (app, { service }) => {
  // The list and one promotion are public; a session is documented (and read) for the member's state.
  playerRoute(
    app,
    CONTENT_PLAYER_ENDPOINTS.promotionList,
    async (request) => ok(await service.promotions(request.merchant.code, headerLanguageOf(request), request.session, request.session ? purseOf(request) : null)),
    { headers: sessionHeadersSchema },
  );

  playerRoute(app, CONTENT_PLAYER_ENDPOINTS.memberPromotionApplications, async (request) =>
    ok(await service.applications(sessionOf(request), headerLanguageOf(request))),
  );

  playerRoute(
    app,
    CONTENT_PLAYER_ENDPOINTS.promotionDetail,
    async (request) =>
      ok(
        await service.promotion(
          request.merchant.code,
          headerLanguageOf(request),
          request.session,
          request.session ? purseOf(request) : null,
          request.params.id,
        ),
      ),
    { headers: sessionHeadersSchema },
  );

  playerRoute(app, CONTENT_PLAYER_ENDPOINTS.applyPromotion, async (request) =>
    ok(await service.apply(request.merchant.code, sessionOf(request), purseOf(request), request.params.id, request.body.remark)),
  );
};

export default promotionRoutes;
