import { PLAY_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { JackpotService } from './service.ts';

/** The merchant's progressive pools, for the home counter (public, never cached: the pools move). */
const jackpotRoutes: FastifyPluginAsyncZod<{ service: JackpotService }> = async (app, { service }) => {
  playerRoute(app, PLAY_PLAYER_ENDPOINTS.jackpot, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ pools: await service.pools(request.merchant.code, request.merchant.currency.code) });
  });
};

export default jackpotRoutes;
