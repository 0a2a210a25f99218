import { envelopeOf, failureEnvelopeSchema, merchantCodeSchema, opsHotRankingBodySchema, opsHotRankingSchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { opsTokenGuard } from '../ops/routes.ts';
import type { GameService } from './service.ts';

export interface GameOpsRoutesOptions {
  service: GameService;
  token: string;
}

const paramsSchema = z.object({ code: merchantCodeSchema });
const failures = { 400: failureEnvelopeSchema, 401: failureEnvelopeSchema, 404: failureEnvelopeSchema };
const security = [{ opsToken: [] }];

/** Registered under /ops only when OPS_TOKEN is set. */
const gameOpsRoutes: FastifyPluginAsyncZod<GameOpsRoutesOptions> = async (app, { service, token }) => {
  app.addHook('onRequest', opsTokenGuard(token));

  app.get(
    '/merchants/:code/hot',
    {
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
      schema: {
        tags: ['ops'],
        summary: 'Replace the hot ranking: nodeIds in rank order (each once, each a game of the merchant)',
        description: 'Takes effect at once on this process, within the catalogue cache time on the others.',
        security,
        params: paramsSchema,
        body: opsHotRankingBodySchema,
        response: { 200: envelopeOf(opsHotRankingSchema), ...failures },
      },
    },
    async (request) => ok(await service.setHotRanking(request.params.code, request.body.nodeIds)),
  );
};

export default gameOpsRoutes;
