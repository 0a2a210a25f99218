import { endpoint } from '../common/endpoint.ts';
import { AGENT_OPS_PATHS } from './paths.ts';
import { agentSettlementRunSchema } from './schemas.ts';

/** Operators run the agents' settlement job at once (it runs every minute by itself). */
export const AGENT_OPS_ENDPOINTS = {
  settleAgents: endpoint({
    method: 'POST',
    path: AGENT_OPS_PATHS.settle,
    permission: 'agents.manage',
    summary: "Settle every due contract period of the merchants in the caller's scope now (idempotent: settled periods are never paid again)",
    response: agentSettlementRunSchema,
    failures: [401, 503],
  }),
};
