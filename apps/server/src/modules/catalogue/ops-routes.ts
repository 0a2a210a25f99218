import { envelopeOf, merchantCodeSchema, opsHotRankingBodySchema, opsHotRankingSchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureResponses, ok } from '../../lib/envelope.ts';
import { OPS_SECURITY } from '../../core/ops.ts';
import type { CatalogueService } from './service.ts';

export interface HotRankingOpsOptions {
  service: CatalogueService;
}

const paramsSchema = z.object({ code: merchantCodeSchema });
const failures = failureResponses(400, 401, 404);
const security = OPS_SECURITY;

/** The operator's hot ranking, in the /ops scope. */
const hotRankingOpsRoutes: FastifyPluginAsyncZod<HotRankingOpsOptions> = async (app, { service }) => {
  app.get(
    '/merchants/:code/hot',
    {
      config: { permission: 'games.read' },
      schema: {
        tags: ['ops'],
        summary: "A merchant's hot ranking, rank 1 first (disabled games included)",
        security,
        params: paramsSchema,
        response: { 200: envelopeOf(opsHotRankingSchema), ...failures },
      },
    },
    async (request) => ok(await service.hotRanking(request.params.code)),
  );

  app.put(
    '/merchants/:code/hot',
    {
      config: { permission: 'games.manage' },
      schema: {
        tags: ['ops'],
        summary: 'Replace the hot ranking: nodeIds in rank order (each once, each a game of the merchant)',
        description: 'Takes effect at once on every process (with REDIS_URL; without it, on the others within the catalogue cache time).',
        security,
        params: paramsSchema,
        body: opsHotRankingBodySchema,
        response: { 200: envelopeOf(opsHotRankingSchema), ...failures },
      },
    },
    async (request) => ok(await service.setHotRanking(request.params.code, request.body.nodeIds)),
  );
};

export default hotRankingOpsRoutes;
