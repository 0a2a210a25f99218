import {
  AGENT_PATHS,
  agentHomeSchema,
  contractCheckSchema,
  contractRespondParamsSchema,
  contractRespondSchema,
  contractSchema,
  contractsQuerySchema,
  createDownlineSchema,
  envelopeOf,
  kpiQuerySchema,
  kpiSchema,
  proposeContractSchema,
  relayBodySchema,
  relayResultSchema,
  settlementSchema,
  settlementsQuerySchema,
  teamMemberSchema,
  teamPageSchema,
  teamQuerySchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireAgent, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import type { SettlementJob } from './settlement.ts';
import type { AgentsService } from './service.ts';

export interface AgentRoutesOptions {
  service: AgentsService;
  settlement: SettlementJob;
}

const failures = failureResponses(400, 401, 403, 404, 409, 429, 503);
/** Agents only: visitors 401, trial accounts 403 permission.trial, players 403 permission.denied. */
const base = { onRequest: requireAgent };
const schemaBase = { tags: ['agent'], headers: sessionHeadersSchema, security: SESSION_SECURITY };

const agentRoutes: FastifyPluginAsyncZod<AgentRoutesOptions> = async (app, { service, settlement }) => {
  app.get(
    AGENT_PATHS.home,
    { ...base, schema: { ...schemaBase, summary: "The agent's card: invitation code, upline, team counts, money it can relay", response: { 200: envelopeOf(agentHomeSchema), ...failures } } },
    async (request) => ok(await service.home(sessionOf(request).memberId, request.merchant)),
  );

  app.get(
    AGENT_PATHS.team,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: "The agent's team (every level below it), nearest first, 20 a page",
        description: 'q: part of a username; kind: all, member (players) or agent (sub-agents). Deposits, bets and net result are all-time.',
        querystring: teamQuerySchema,
        response: { 200: envelopeOf(teamPageSchema), ...failures },
      },
    },
    async (request) => ok(await service.team(sessionOf(request).memberId, request.query)),
  );

  app.post(
    AGENT_PATHS.teamMember,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: 'Open a player or sub-agent account directly under the agent',
        description:
          "The merchant's registration rules apply: 400 register.field.invalid (username), password.too.short, " +
          'password.too.long, password.too.common …; 409 register.username.exists. A sub-agent gets the agent\'s type.',
        body: createDownlineSchema,
        response: { 200: envelopeOf(teamMemberSchema), ...failures },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await service.createDownline(session.memberId, session.type, request.merchant, request.body));
    },
  );

  app.get(
    AGENT_PATHS.kpi,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: "Team KPI by day in the merchant's time zone: today, this week (from Monday), this month, or a custom range",
        description: 'custom needs from and to (YYYY-MM-DD, up to 92 days, not after today): 400 agent.range.invalid.',
        querystring: kpiQuerySchema,
        response: { 200: envelopeOf(kpiSchema), ...failures },
      },
    },
    async (request) => ok(await service.kpi(sessionOf(request).memberId, request.merchant, request.query)),
  );

  app.post(
    AGENT_PATHS.relay,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: "Pay from the agent's cash into a team member's, confirmed with the agent's withdrawal PIN",
        description:
          'Idempotent by requestId (a repeat answers the first relay; other details: 409 request.id.conflict). 404 ' +
          'agent.member.not.found (not in the team, or disabled); 409 wallet.insufficient.funds; 400 ' +
          'withdraw.password.wrong; 409 withdraw.password.not.set; 429 withdraw.password.locked.',
        body: relayBodySchema,
        response: { 200: envelopeOf(relayResultSchema), ...failures },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await service.relay({ id: session.memberId, type: session.type }, request.merchant, request.body));
    },
  );

  app.get(
    AGENT_PATHS.contracts,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: 'Contracts offered to the agent (mine) and those it offered its sub-agents, newest first',
        querystring: contractsQuerySchema,
        response: { 200: envelopeOf(z.array(contractSchema)), ...failures },
      },
    },
    async (request) => ok(await service.contracts(sessionOf(request).memberId, request.query.kind)),
  );

  app.post(
    AGENT_PATHS.contracts,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: 'Offer a direct sub-agent a salary, dividend or hourly contract (replaces its waiting offer of the kind)',
        description: '400 agent.contract.not.sub.agent; agent.contract.tiers.invalid (two tiers at one amount).',
        body: proposeContractSchema,
        response: { 200: envelopeOf(contractSchema), ...failures },
      },
    },
    async (request) => ok(await service.propose(sessionOf(request).memberId, request.merchant, request.body)),
  );

  app.post(
    AGENT_PATHS.contractRespond,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: 'Accept or refuse a contract offered to the agent',
        description: '404 agent.contract.not.found (not offered to the caller); 409 agent.contract.not.pending (already answered).',
        params: contractRespondParamsSchema,
        body: contractRespondSchema,
        response: { 200: envelopeOf(contractSchema), ...failures },
      },
    },
    async (request) => ok(await service.respond(sessionOf(request).memberId, request.params.id, request.body.accept)),
  );

  app.get(
    AGENT_PATHS.settlements,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: "The statements behind a contract's payments, newest period first (its agent and its upline)",
        description: 'Each period: team valid bets and net loss, carry-over (dividend), the rate or share applied, the amount paid. 404 agent.contract.not.found for anyone else.',
        querystring: settlementsQuerySchema,
        response: { 200: envelopeOf(z.array(settlementSchema)), ...failures },
      },
    },
    async (request) => ok(await settlement.statements(await service.contractRow(request.query.contractId), sessionOf(request).memberId)),
  );

  app.get(
    AGENT_PATHS.contractCheck,
    {
      ...base,
      schema: {
        ...schemaBase,
        summary: "The home screen's contract check: each field holds the waiting request's id, or is empty",
        description: 'Always empty for the NON_CONTRACT_TYPES (4, 40, 41, 42).',
        response: { 200: envelopeOf(contractCheckSchema), ...failures },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await service.check(session.memberId, session.type));
    },
  );
};

export default agentRoutes;
