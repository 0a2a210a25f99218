import { ACCOUNT_PATHS, envelopeOf, fundsSchema, MONEY_PATHS, walletSchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireSession, SESSION_SECURITY, sessionHeadersSchema } from '../../../plugins/auth.ts';
import { purseOf } from '../ledger/index.ts';
import type { WalletService } from './service.ts';

export interface WalletRoutesOptions {
  service: WalletService;
}

const failures = failureResponses(400, 401, 500);

const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, { service }) => {
  app.get(
    ACCOUNT_PATHS.wallet,
    {
      onRequest: requireSession,
      schema: {
        tags: ['wallet'],
        summary: 'Total balance (cash and bonus, two decimals) and currency; trial accounts see their demo balance',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        response: { 200: envelopeOf(walletSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.balance(purseOf(request)));
    },
  );

  app.get(
    MONEY_PATHS.funds,
    {
      onRequest: requireSession,
      schema: {
        tags: ['wallet'],
        summary: 'Balance in parts: cash, bonus with the wagering left on it, held by pending withdrawals, withdrawable',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        response: { 200: envelopeOf(fundsSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.funds(purseOf(request)));
    },
  );
};

export default walletRoutes;
