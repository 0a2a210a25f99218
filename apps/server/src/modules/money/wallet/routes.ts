import { MONEY_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { purseOf } from '../ledger/index.ts';
import type { WalletService } from './service.ts';

export interface WalletRoutesOptions {
  service: WalletService;
}

const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, { service }) => {
  playerRoute(app, MONEY_PLAYER_ENDPOINTS.wallet, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await service.balance(purseOf(request)));
  });

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.funds, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await service.funds(purseOf(request)));
  });
};

export default walletRoutes;
