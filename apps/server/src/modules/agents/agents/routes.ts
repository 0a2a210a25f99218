import { AGENT_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { SettlementJob } from './settlement.ts';
import type { AgentsService } from './service.ts';

export interface AgentRoutesOptions {
  service: AgentsService;
  settlement: SettlementJob;
}

const agentRoutes: FastifyPluginAsyncZod<AgentRoutesOptions> = async (app, { service, settlement }) => {
  playerRoute(app, AGENT_PLAYER_ENDPOINTS.agentHome, async (request) => ok(await service.home(sessionOf(request).memberId, request.merchant)));

  playerRoute(app, AGENT_PLAYER_ENDPOINTS.agentTeam, async (request) => ok(await service.team(sessionOf(request).memberId, request.query)));

  playerRoute(app, AGENT_PLAYER_ENDPOINTS.createAgentTeamMember, async (request) => {
    const session = sessionOf(request);
    return ok(await service.createDownline(session.memberId, session.type, request.merchant, request.body));
  });

  playerRoute(app, AGENT_PLAYER_ENDPOINTS.agentKpi, async (request) => ok(await service.kpi(sessionOf(request).memberId, request.merchant, request.query)));

  playerRoute(app, AGENT_PLAYER_ENDPOINTS.agentRelay, async (request) => {
    const session = sessionOf(request);
    return ok(await service.relay({ id: session.memberId, type: session.type }, request.merchant, request.body));
  });

  playerRoute(app, AGENT_PLAYER_ENDPOINTS.agentContracts, async (request) => ok(await service.contracts(sessionOf(request).memberId, request.query.kind)));

  playerRoute(app, AGENT_PLAYER_ENDPOINTS.proposeAgentContract, async (request) => ok(await service.propose(sessionOf(request).memberId, request.merchant, request.body)));

  playerRoute(app, AGENT_PLAYER_ENDPOINTS.respondAgentContract, async (request) => ok(await service.respond(sessionOf(request).memberId, request.params.id, request.body.accept)));

  playerRoute(app, AGENT_PLAYER_ENDPOINTS.agentSettlements, async (request) => ok(await settlement.statements(await service.contractRow(request.query.contractId), sessionOf(request).memberId)));

  playerRoute(app, AGENT_PLAYER_ENDPOINTS.agentContractCheck, async (request) => {
    const session = sessionOf(request);
    return ok(await service.check(session.memberId, session.type));
  });
};

export default agentRoutes;
