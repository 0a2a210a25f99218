import { ACCOUNT_PATHS, envelopeOf, failureEnvelopeSchema, walletSchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { requireSession, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../plugins/auth.ts';
import type { WalletService } from './service.ts';

export interface WalletRoutesOptions {
  service: WalletService;
}

const walletRoutes: FastifyPluginAsyncZod<WalletRoutesOptions> = async (app, { service }) => {
  app.get(
    ACCOUNT_PATHS.wallet,
    {
      preHandler: requireSession,
      schema: {
        tags: ['wallet'],
        summary: 'Total balance (two decimals) and currency; trial accounts see their demo balance',
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        response: {
          200: envelopeOf(walletSchema),
          400: failureEnvelopeSchema,
          401: failureEnvelopeSchema,
          500: failureEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.balance(sessionOf(request).memberId, request.merchant.currency.code));
    },
  );
};

export default walletRoutes;
