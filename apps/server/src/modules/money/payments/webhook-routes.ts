import { envelopeOf, MONEY_PATHS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import type { Purse } from '../ledger/index.ts';
import type { DepositService } from './deposit-service.ts';

export interface WebhookRoutesOptions {
  deposits: DepositService;
  purseById: (memberId: number) => Promise<Purse | undefined>;
}

/**
 * Payment providers' webhooks. The signature covers the raw body, so this plugin keeps JSON bodies as
 * text (its own parser) and the provider's adapter reads them after checking it.
 */
const webhookRoutes: FastifyPluginAsyncZod<WebhookRoutesOptions> = async (app, { deposits, purseById }) => {
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => {
    done(null, body);
  });
  app.post(
    MONEY_PATHS.paymentWebhook,
    {
      schema: {
        tags: ['payments'],
        summary: "A payment provider's event (signed by the provider; applied once, after the provider's API confirms it)",
        params: z.object({ provider: z.string().regex(/^[a-z0-9-]{2,32}$/) }),
        body: z.string().max(256 * 1024),
        response: { 200: envelopeOf(z.object({ outcome: z.string() })), ...failureResponses(400, 404) },
      },
    },
    async (request) => ok(await deposits.webhook(request.params.provider, request.headers, request.body, purseById)),
  );
};

export default webhookRoutes;
