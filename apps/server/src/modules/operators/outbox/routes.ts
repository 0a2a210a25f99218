import { OPS_SYSTEM_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { route } from '../../../core/endpoint-route.ts';
import { assertSees } from '../../../core/operators/guard.ts';
import { actorSees } from '../../../core/operators/permissions.ts';
import type { OutboxService } from './service.ts';

export interface OutboxRoutesOptions {
  service: OutboxService;
}

/** What the local gateways kept instead of sending, in the /ops scope. */
const outboxRoutes: FastifyPluginAsyncZod<OutboxRoutesOptions> = async (app, { service }) => {
  route(
    app,
    OPS_SYSTEM_ENDPOINTS.outbox,
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
