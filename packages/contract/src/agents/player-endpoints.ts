import { endpoint } from '../common/endpoint.ts';
import { AGENT_PATHS } from './paths.ts';
import {
  agentHomeSchema,
  contractCheckSchema,
  contractListSchema,
  contractRespondParamsSchema,
  contractRespondSchema,
  contractSchema,
  contractsQuerySchema,
  createDownlineSchema,
  kpiQuerySchema,
  kpiSchema,
  proposeContractSchema,
  relayBodySchema,
  relayResultSchema,
  settlementListSchema,
  settlementsQuerySchema,
  teamMemberSchema,
  teamPageSchema,
  teamQuerySchema,
} from './schemas.ts';

const failures = [400, 401, 403, 404, 409, 429, 503] as const;

/**
 * The agent area (agents only: visitors 401, trial accounts 403 permission.trial, players 403
 * permission.denied): its card, the team and its KPI, the payment relay, contracts and their statements.
 */
export const AGENT_PLAYER_ENDPOINTS = {
  agentHome: endpoint({
    method: 'GET',
    path: AGENT_PATHS.home,
    access: 'agent',
    tags: ['agent'],
    summary: "The agent's card: invitation code, upline, team counts, money it can relay",
    response: agentHomeSchema,
    failures,
  }),
  agentTeam: endpoint({
    method: 'GET',
    path: AGENT_PATHS.team,
    access: 'agent',
    tags: ['agent'],
    summary: "The agent's team (every level below it), nearest first, 20 a page",
    description: 'q: part of a username; kind: all, member (players) or agent (sub-agents). Deposits, bets and net result are all-time.',
    query: teamQuerySchema,
    response: teamPageSchema,
    failures,
  }),
  createAgentTeamMember: endpoint({
    method: 'POST',
    path: AGENT_PATHS.teamMember,
    access: 'agent',
    tags: ['agent'],
    summary: 'Open a player or sub-agent account directly under the agent',
    description:
      "The merchant's registration rules apply: 400 register.field.invalid (username), password.too.short, " +
      "password.too.long, password.too.common …; 409 register.username.exists. A sub-agent gets the agent's type.",
    body: createDownlineSchema,
    response: teamMemberSchema,
    failures,
  }),
  agentKpi: endpoint({
    method: 'GET',
    path: AGENT_PATHS.kpi,
    access: 'agent',
    tags: ['agent'],
    summary: "Team KPI by day in the merchant's time zone: today, this week (from Monday), this month, or a custom range",
    description: 'custom needs from and to (YYYY-MM-DD, up to 92 days, not after today): 400 agent.range.invalid.',
    query: kpiQuerySchema,
    response: kpiSchema,
    failures,
  }),
  agentRelay: endpoint({
    method: 'POST',
    path: AGENT_PATHS.relay,
    access: 'agent',
    tags: ['agent'],
    summary: "Pay from the agent's cash into a team member's, confirmed with the agent's withdrawal PIN",
    description:
      'Idempotent by requestId (a repeat answers the first relay; other details: 409 request.id.conflict). 404 ' +
      'agent.member.not.found (not in the team, or disabled); 409 wallet.insufficient.funds; 400 ' +
      'withdraw.password.wrong; 409 withdraw.password.not.set; 429 withdraw.password.locked.',
    body: relayBodySchema,
    response: relayResultSchema,
    failures,
  }),
  agentContracts: endpoint({
    method: 'GET',
    path: AGENT_PATHS.contracts,
    access: 'agent',
    tags: ['agent'],
    summary: 'Contracts offered to the agent (mine) and those it offered its sub-agents, newest first',
    query: contractsQuerySchema,
    response: contractListSchema,
    failures,
  }),
  proposeAgentContract: endpoint({
    method: 'POST',
    path: AGENT_PATHS.contracts,
    access: 'agent',
    tags: ['agent'],
    summary: 'Offer a direct sub-agent a salary, dividend or hourly contract (replaces its waiting offer of the kind)',
    description: '400 agent.contract.not.sub.agent; agent.contract.tiers.invalid (two tiers at one amount).',
    body: proposeContractSchema,
    response: contractSchema,
    failures,
  }),
  respondAgentContract: endpoint({
    method: 'POST',
    path: AGENT_PATHS.contractRespond,
    access: 'agent',
    tags: ['agent'],
    summary: 'Accept or refuse a contract offered to the agent',
    description: '404 agent.contract.not.found (not offered to the caller); 409 agent.contract.not.pending (already answered).',
    params: contractRespondParamsSchema,
    body: contractRespondSchema,
    response: contractSchema,
    failures,
  }),
  agentSettlements: endpoint({
    method: 'GET',
    path: AGENT_PATHS.settlements,
    access: 'agent',
    tags: ['agent'],
    summary: "The statements behind a contract's payments, newest period first (its agent and its upline)",
    description: 'Each period: team valid bets and net loss, carry-over (dividend), the rate or share applied, the amount paid. 404 agent.contract.not.found for anyone else.',
    query: settlementsQuerySchema,
    response: settlementListSchema,
    failures,
  }),
  agentContractCheck: endpoint({
    method: 'GET',
    path: AGENT_PATHS.contractCheck,
    access: 'agent',
    tags: ['agent'],
    summary: "The home screen's contract check: each field holds the waiting request's id, or is empty",
    description: 'Always empty for the NON_CONTRACT_TYPES (4, 40, 41, 42).',
    response: contractCheckSchema,
    failures,
  }),
} as const;
