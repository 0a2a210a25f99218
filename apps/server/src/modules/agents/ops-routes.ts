import { AGENT_OPS_PATHS, envelopeOf } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { OPS_SECURITY } from '../../core/ops.ts';
import { failureResponses, ok } from '../../lib/envelope.ts';
import type { SettlementJob } from './settlement.ts';

const sub = (path: string) => path.replace(/^\/ops/, '');

/** Operators can run the settlement job at once (it runs every minute by itself). */
const agentOpsRoutes: FastifyPluginAsyncZod<{ settlement: SettlementJob }> = async (app, { settlement }) => {
  app.post(
    sub(AGENT_OPS_PATHS.settle),
    {
      config: { permission: 'agents.manage' },
      schema: {
        tags: ['ops'],
        summary: 'Settle every due contract period now (idempotent: settled periods are never paid again)',
        security: OPS_SECURITY,
        response: { 200: envelopeOf(z.object({ periods: z.number().int() })), ...failureResponses(401, 503) },
      },
    },
    async (request) => {
      const result = await settlement.run();
      // settles what was due: the periods it paid are the change (none paid twice)
      request.auditChange({ merchant: null, target: null, before: null, after: result });
      return ok(result);
    },
  );
};

export default agentOpsRoutes;
