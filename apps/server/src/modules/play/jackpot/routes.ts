import { envelopeOf, jackpotSchema, PLAY_PATHS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantHeadersSchema } from '../../../core/tenant-headers.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import type { JackpotService } from './service.ts';

/** The merchant's progressive pools, for the home counter (public, never cached: the pools move). */
const jackpotRoutes: FastifyPluginAsyncZod<{ service: JackpotService }> = async (app, { service }) => {
  app.get(
    PLAY_PATHS.jackpot,
    {
      schema: {
        tags: ['games'],
        summary: "The merchant's progressive jackpot pools: what each holds now and its last win",
        headers: tenantHeadersSchema,
        response: { 200: envelopeOf(jackpotSchema), ...failureResponses(400) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ pools: await service.pools(request.merchant.code, request.merchant.currency.code) });
    },
  );
};

export default jackpotRoutes;
