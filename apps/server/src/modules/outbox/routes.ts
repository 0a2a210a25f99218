import { envelopeOf, failureEnvelopeSchema, opsOutboxMessageSchema, opsOutboxQuerySchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { OPS_SECURITY } from '../../core/ops.ts';
import type { OutboxService } from './service.ts';

export interface OutboxRoutesOptions {
  service: OutboxService;
}

/** What the local gateways kept instead of sending, in the /ops scope. */
const outboxRoutes: FastifyPluginAsyncZod<OutboxRoutesOptions> = async (app, { service }) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['ops'],
        summary: 'Newest SMS and mails kept by the local gateways (codes, reset links)',
        description:
          'Without SMS_GATEWAY_URL / SMTP_URL messages are not delivered but kept here, so an operator ' +
          '(or an end-to-end test) can read them. Filter by channel, exact recipient (E.164 or address) and merchant.',
        security: OPS_SECURITY,
        querystring: opsOutboxQuerySchema,
        response: {
          200: envelopeOf(z.array(opsOutboxMessageSchema)),
          400: failureEnvelopeSchema,
          401: failureEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.list(request.query));
    },
  );
};

export default outboxRoutes;
