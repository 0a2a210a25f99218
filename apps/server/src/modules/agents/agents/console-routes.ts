import { CONSOLE_CONTENT_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MerchantService } from '../../../core/merchants/service.ts';
import { route } from '../../../core/endpoint-route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { centsText } from '../../../lib/cents-text.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ActivityService } from '../../money/activity/index.ts';
import type { AgentOpsRepository } from './ops-repository.ts';
import type { AgentsRepository } from './repository.ts';

export interface AgentConsoleRoutesOptions {
  repository: AgentsRepository;
  opsRepository: AgentOpsRepository;
  merchants: MerchantService;
  /** each team's credited deposits */
  activity: Pick<ActivityService, 'teamDeposits'>;
}

function parseTerms(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** What operators read of a merchant's agents: the tree, each agent's contracts, settlements and relays. */
const agentConsoleRoutes: FastifyPluginAsyncZod<AgentConsoleRoutesOptions> = async (app, { repository, opsRepository, merchants, activity }) => {
  async function known(code: string): Promise<string> {
    const m = await merchants.byCode(code);
    if (!m) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
    return m.code;
  }

  /** The merchant's agent of that account; a player or another merchant's agent is not found. */
  async function agentOf(merchant: string, account: string) {
    const agent = await opsRepository.agentByAccount(await known(merchant), account.toLowerCase());
    if (!agent) throw new AppError('agent.member.not.found', { message: `No agent ${account} at ${merchant}.` });
    return agent;
  }

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.agents,
    async (request) => {
      const merchant = await known(request.query.merchant);
      const root = request.query.root === undefined ? undefined : await agentOf(merchant, request.query.root);
      const rows = await opsRepository.tree(merchant, root?.id);
      const deposits = await activity.teamDeposits(rows.map((r) => r.id));
      return ok({
        list: rows.map((r) => ({
          account: r.username,
          level: r.above + 1,
          parent: r.parent,
          members: r.members,
          subAgents: r.subAgents,
          teamDeposits: centsText(deposits.get(r.id) ?? 0),
        })),
      });
    },
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.agentContracts,
    async (request) => {
      const agent = await agentOf(request.query.merchant, request.params.account);
      const rows = await repository.contractsOf(agent.id);
      return ok({
        list: rows.map((c) => ({
          id: c.id,
          kind: c.kind,
          upline: c.upline,
          agent: c.agent,
          status: c.status,
          terms: parseTerms(c.terms),
          createdAt: Number(c.created_at),
          respondedAt: c.responded_at === null ? null : Number(c.responded_at),
          endedAt: c.ended_at === null ? null : Number(c.ended_at),
        })),
      });
    },
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.agentSettlements,
    async (request) => {
      const agent = await agentOf(request.query.merchant, request.params.account);
      const { beforeId, limit } = request.query;
      const rows = await opsRepository.settlements(agent.id, beforeId, limit);
      return ok({
        list: rows.map((s) => ({
          id: s.id,
          contractId: s.contract_id,
          kind: s.kind,
          upline: s.upline,
          periodKey: s.period_key,
          periodStart: Number(s.period_start),
          periodEnd: Number(s.period_end),
          teamBets: centsText(Number(s.team_bets_cents)),
          teamNetLoss: centsText(Number(s.team_net_loss_cents)),
          carryIn: centsText(Number(s.carry_in_cents)),
          carryOut: centsText(Number(s.carry_out_cents)),
          rateBp: s.rate_bp,
          amount: centsText(Number(s.amount_cents)),
          paid: s.transfer_id !== null,
          createdAt: Number(s.created_at),
        })),
        next: rows.length === limit ? rows[rows.length - 1]!.id : null,
      });
    },
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.agentRelays,
    async (request) => {
      const agent = await agentOf(request.query.merchant, request.params.account);
      const { beforeId, limit } = request.query;
      const rows = await opsRepository.relays(agent.id, beforeId, limit);
      return ok({
        list: rows.map((r) => ({
          id: r.id,
          member: r.member,
          amount: centsText(Number(r.amount_cents)),
          currency: r.currency,
          requestId: r.request_id,
          createdAt: Number(r.created_at),
        })),
        next: rows.length === limit ? rows[rows.length - 1]!.id : null,
      });
    },
  );
};

export default agentConsoleRoutes;
