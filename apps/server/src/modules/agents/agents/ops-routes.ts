import { AGENT_OPS_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint-route.ts';
import { sees } from '../../../core/operators/guard.ts';
import { ok } from '../../../lib/envelope.ts';
import type { SettlementJob } from './settlement.ts';

/** Operators can run the settlement job at once (it runs every minute by itself). */
const agentOpsRoutes: FastifyPluginAsyncZod<{ settlement: SettlementJob }> = async (app, { settlement }) => {
  route(app, AGENT_OPS_ENDPOINTS.settleAgents, async (request) => {
    // an operator settles the merchants in their scope; the minute job and the automation token, all of them
    const result = await settlement.run((merchant) => sees(request, merchant));
    // settles what was due: the periods it paid are the change (none paid twice)
    request.auditChange({ merchant: null, target: null, before: null, after: result });
    return ok(result);
  });
};

export default agentOpsRoutes;
