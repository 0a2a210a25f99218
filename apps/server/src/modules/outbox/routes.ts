import { envelopeOf, failureEnvelopeSchema, opsOutboxMessageSchema, opsOutboxQuerySchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { OPS_SECURITY } from '../../core/ops.ts';
import { assertSees } from '../../core/operators/guard.ts';
import { actorSees } from '../../core/operators/permissions.ts';
import type { OutboxService } from './service.ts';

export interface OutboxRoutesOptions {
  service: OutboxService;
}

/** What the local gateways kept instead of sending, in the /ops scope. */
const outboxRoutes: FastifyPluginAsyncZod<OutboxRoutesOptions> = async (app, { service }) => {
  app.get(
    '/outbox',
    {
      config: { permission: 'support.read' },
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
      const actor = request.opsActor;
      if (request.query.merchantCode) assertSees(request, request.query.merchantCode);
      if (!actor || actor.merchants === 'all' || request.query.merchantCode) return ok(await service.list(request.query));
      // An operator who sees only some merchants gets only their messages (none without a merchant).
      const rows = await service.list({ ...request.query, limit: 200 });
      return ok(rows.filter((m) => m.merchantCode !== null && actorSees(actor, m.merchantCode)).slice(0, request.query.limit));
    },
  );
};

export default outboxRoutes;
