import { GAME_OPS_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint-route.ts';
import { ok } from '../../../lib/envelope.ts';
import type { CatalogueService } from './service.ts';

export interface HotRankingOpsOptions {
  service: CatalogueService;
}

/** The operator's hot ranking, in the /ops scope. */
const hotRankingOpsRoutes: FastifyPluginAsyncZod<HotRankingOpsOptions> = async (app, { service }) => {
  route(
    app,
    GAME_OPS_ENDPOINTS.hotRanking,
    async (request) => ok(await service.hotRanking(request.params.code)),
  );

  route(
    app,
    GAME_OPS_ENDPOINTS.setHotRanking,
    async (request) => {
      const before = await service.hotRanking(request.params.code);
      const after = await service.setHotRanking(request.params.code, request.body.nodeIds);
      request.auditChange({ merchant: request.params.code, before, after });
      return ok(after);
    },
  );
};

export default hotRankingOpsRoutes;
