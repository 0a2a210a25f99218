import { amountToCents, centsToAmount, commissionOf, CONTRACT_CHECK_FIELDS, isAgentType, takesContracts, TEAM_PAGE_SIZE } from '@lobby/contract';
import type {
  AgentHome,
  Contract,
  ContractCheck,
  ContractKind,
  ContractStatus,
  ContractTerms,
  CreateDownline,
  Kpi,
  KpiDay,
  KpiPeriod,
  ProposeContract,
  RelayBody,
  RelayResult,
  TeamMember,
  TeamPage,
  TeamKind,
} from '@lobby/contract';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import type { AgentContractRow, MemberRow } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { DatabaseHandle } from '../../../db/database.ts';
import { UniqueViolation } from '../../../db/unique-violation.ts';
import { AppError } from '../../../lib/app-error.ts';
import { checkPasswordPolicy, hashPassword } from '../../../lib/passwords.ts';
import type { ActivityFigures, ActivityService } from '../../money/activity/index.ts';
import { accounts, purseFor } from '../../money/ledger/index.ts';
import type { LedgerService } from '../../money/ledger/index.ts';
import type { OpenAccount } from '../../accounts/member/index.ts';
import type { PaymentPasswordCheck } from '../../money/withdrawals/index.ts';
import { dayOfHour, kpiRange } from './periods.ts';
import type { AgentsRepository } from './repository.ts';

export interface AccountRules {
  /** throws register.field.invalid (or the password policy's codes) when the merchant's rules refuse it */
  check(merchant: ResolvedMerchant, username: string, password: string): Promise<void>;
}

export interface AgentsServiceDeps {
  database: DatabaseHandle;
  repository: AgentsRepository;
  ledger: LedgerService;
  openAccount: OpenAccount;
  accountRules: AccountRules;
  checkPaymentPassword: PaymentPasswordCheck;
  usernameTaken(merchantCode: string, usernameKey: string): Promise<boolean>;
  /** the team's deposits, withdrawals and play: the one source of those figures */
  activity: Pick<ActivityService, 'members' | 'days' | 'totals'>;
  now: () => number;
}

function toTeamMember(r: {
  id: number;
  username: string;
  nickname: string | null;
  type: number;
  status: 'active' | 'disabled';
  created_at: number;
  last_login_at: number | null;
  depth: number;
  upline: string;
  deposits: number;
  bets: number;
  wins: number;
}): TeamMember {
  return {
    id: r.id,
    username: r.username,
    nickname: r.nickname,
    isAgent: isAgentType(r.type),
    level: r.depth,
    upline: r.upline,
    status: r.status,
    createdAt: r.created_at,
    lastLoginAt: r.last_login_at,
    deposits: centsToAmount(r.deposits),
    bets: centsToAmount(r.bets),
    netResult: centsToAmount(r.wins - r.bets),
  };
}

function termsOf(row: AgentContractRow): Pick<Contract, 'salary' | 'dividend' | 'hourly'> {
  const terms = JSON.parse(row.terms) as unknown;
  return {
    salary: row.kind === 'salary' ? (terms as Contract['salary']) : null,
    dividend: row.kind === 'dividend' ? (terms as Contract['dividend']) : null,
    hourly: row.kind === 'hourly' ? (terms as Contract['hourly']) : null,
  };
}

export function createAgentsService(deps: AgentsServiceDeps) {
  const { repository: repo, ledger, activity, now } = deps;

  async function memberInTeam(agentId: number, memberId: number): Promise<MemberRow> {
    const depth = await repo.depthIn(agentId, memberId);
    const member = depth === undefined ? undefined : await repo.member(memberId);
    if (!member) throw new AppError('agent.member.not.found');
    return member;
  }

  function contractView(row: AgentContractRow & { upline: string; agent: string }, viewerId: number): Contract {
    return {
      id: row.id,
      kind: row.kind as ContractKind,
      status: row.status as ContractStatus,
      upline: row.upline,
      agent: row.agent,
      agentId: row.agent_id,
      mine: row.agent_id === viewerId,
      ...termsOf(row),
      createdAt: Number(row.created_at),
      respondedAt: row.responded_at === null ? null : Number(row.responded_at),
    };
  }

  return {
    async home(agentId: number, merchant: ResolvedMerchant): Promise<AgentHome> {
      const agent = await repo.member(agentId);
      if (!agent) throw new AppError('member.not.found');
      const counts = await repo.counts(agentId);
      const balances = await ledger.balances(purseFor(agent, merchant));
      return {
        username: agent.username,
        nickname: agent.nickname,
        affiliateCode: agent.affiliate_code,
        upline: await repo.uplineName(agentId),
        ...counts,
        available: centsToAmount(balances.available),
        currency: merchant.currency.code,
      };
    },

    async team(agentId: number, query: { q?: string; kind: TeamKind; page: number }): Promise<TeamPage> {
      const page = query.page;
      const { total, rows } = await repo.teamPage(agentId, {
        q: query.q || undefined,
        kind: query.kind,
        offset: (page - 1) * TEAM_PAGE_SIZE,
        limit: TEAM_PAGE_SIZE,
      });
      // each member's all-time credited deposits, valid bets and wins
      const figures = await activity.members(rows.map((r) => r.id));
      const items = rows.map((r) => {
        const f = figures.get(r.id);
        return toTeamMember({ ...r, deposits: f?.depositCredited ?? 0, bets: f?.validBet ?? 0, wins: f?.win ?? 0 });
      });
      return { items, page, pageSize: TEAM_PAGE_SIZE, total };
    },

    /** Opens a player or a sub-agent account under the agent, by the merchant's registration rules. */
    async createDownline(agentId: number, agentType: number, merchant: ResolvedMerchant, input: CreateDownline): Promise<TeamMember> {
      const username = input.username.trim();
      await deps.accountRules.check(merchant, username, input.password);
      checkPasswordPolicy(input.password, { username });
      const nickname = input.nickname?.trim() || null;
      if (nickname !== null && (nickname.length < 2 || nickname.length > 32)) {
        throw new AppError('nickname.invalid');
      }
      const usernameKey = username.toLowerCase();
      if (await deps.usernameTaken(merchant.code, usernameKey)) throw new AppError('register.username.exists');
      const t = now();
      let created: MemberRow;
      try {
        created = await deps.openAccount({
          merchant,
          member: {
            username,
            username_key: usernameKey,
            password_hash: await hashPassword(input.password),
            // A sub-agent is an agent of the opener's own type; a player is a real account (type 0).
            type: input.kind === 'agent' ? agentType : 0,
            nickname,
            account: username,
            email: null,
            email_key: null,
            country_dialing_code: null,
            mobile_e164: null,
            birthday: null,
            referred_by_affiliate: null,
            recommender_id: null,
            upline_id: agentId,
            payment_password_hash: null,
            profile: '{}',
            status: 'active',
            register_method: 'AGENT',
            register_url: null,
            created_at: t,
            password_changed_at: t,
          },
        });
      } catch (err) {
        if (err instanceof UniqueViolation && err.constraint === 'username') throw new AppError('register.username.exists');
        throw err;
      }
      const agent = await repo.member(agentId);
      return toTeamMember({ ...created, depth: 1, upline: agent?.username ?? '', deposits: 0, bets: 0, wins: 0 });
    },

    async kpi(agentId: number, merchant: ResolvedMerchant, query: { period: KpiPeriod; from?: string; to?: string }): Promise<Kpi> {
      const range = kpiRange(query.period, now(), merchant.timeZone, query);
      const from = range.starts[0] as number;
      const to = range.starts[range.days.length] as number;
      const newMembers = range.days.map(() => 0);
      for (const r of await repo.newMembers(agentId, from, to)) newMembers[dayOfHour(range, r.hour)]! += r.value;
      const team = { teamOf: agentId };
      const days = { from: range.from, to: range.to };
      const [perDay, whole] = await Promise.all([activity.days(team, days), activity.totals(team, days)]);
      const view = (f: ActivityFigures | undefined, members: number) => ({
        newMembers: members,
        activePlayers: f?.activePlayers ?? 0,
        firstDeposits: f?.firstDeposits ?? 0,
        deposits: centsToAmount(f?.depositCredited ?? 0),
        withdrawals: centsToAmount(f?.withdrawals ?? 0),
        validBets: centsToAmount(f?.validBet ?? 0),
        ggr: centsToAmount(f?.ggr ?? 0),
        commission: centsToAmount(commissionOf(f?.validBet ?? 0)),
      });
      return {
        period: query.period,
        from: range.from,
        to: range.to,
        timeZone: merchant.timeZone,
        currency: merchant.currency.code,
        // a player active on several days counts once in the period
        totals: view(whole, newMembers.reduce((a, n) => a + n, 0)),
        days: range.days.map((date, i): KpiDay => ({ date, ...view(perDay.get(date), newMembers[i] ?? 0) })),
      };
    },

    /**
     * Agent cash to a team member's cash, confirmed by the agent's withdrawal PIN. Two ledger legs through
     * the merchant's relay account (each side's statement shows its own), in one transaction with the relay
     * row; the agent's request id makes a repeat answer the first relay and move nothing.
     */
    async relay(agent: { id: number; type: number }, merchant: ResolvedMerchant, body: RelayBody): Promise<RelayResult> {
      const cents = amountToCents(body.amount);
      if (cents === null) throw new AppError('request.invalid');
      const member = await memberInTeam(agent.id, body.memberId);
      if (member.status !== 'active') throw new AppError('agent.member.not.found');
      await deps.checkPaymentPassword(agent.id, body.paymentPassword);
      const agentPurse = purseFor(agent, merchant);
      const memberPurse = purseFor(member, merchant);
      return ledger.run(async (book) => {
        const earlier = await repo.relayByRequest(book.tx, agent.id, body.requestId);
        if (earlier) {
          if (earlier.member_id !== member.id || Number(earlier.amount_cents) !== cents) throw new AppError('request.id.conflict');
        }
        const relayAccount = accounts.relay(merchant.code, merchant.currency.code);
        const key = `relay:${agent.id}:${body.requestId}`;
        const out = await book.transfer({
          key: `${key}:out`,
          debit: accounts.cash(agentPurse),
          credit: relayAccount,
          amount: cents,
          kind: 'relay',
          memberId: agent.id,
          reference: member.username,
          memo: 'payment relay to a team member',
        });
        await book.transfer({
          key: `${key}:in`,
          debit: relayAccount,
          credit: accounts.cash(memberPurse),
          amount: cents,
          kind: 'relay',
          memberId: member.id,
          memo: 'payment relay from your agent',
        });
        const row =
          earlier ??
          (await repo.insertRelay(book.tx, {
            merchant_code: merchant.code,
            agent_id: agent.id,
            member_id: member.id,
            request_id: body.requestId,
            amount_cents: cents,
            currency: merchant.currency.code,
            transfer_id: out.transfer.id,
            created_at: now(),
          }));
        const balances = await book.balances(agentPurse);
        return {
          id: row.id,
          memberId: member.id,
          username: member.username,
          amount: centsToAmount(Number(row.amount_cents)),
          available: centsToAmount(balances.available),
          createdAt: Number(row.created_at),
        };
      });
    },

    async contracts(memberId: number, kind?: ContractKind): Promise<Contract[]> {
      return (await repo.contractsOf(memberId, kind)).map((row) => contractView(row, memberId));
    },

    /** An upline offers one of its direct sub-agents a contract; the agent's waiting request of the kind is replaced. */
    async propose(uplineId: number, merchant: ResolvedMerchant, input: ProposeContract): Promise<Contract> {
      const depth = await repo.depthIn(uplineId, input.agentId);
      const agent = depth === 1 ? await repo.member(input.agentId) : undefined;
      if (!agent || !takesContracts(agent.type) || agent.status !== 'active') throw new AppError('agent.contract.not.sub.agent');
      const terms: ContractTerms = input.kind === 'salary' ? { kind: 'salary', terms: input.terms } : input.kind === 'hourly' ? { kind: 'hourly', terms: input.terms } : { kind: 'dividend', terms: input.terms };
      if (terms.kind !== 'dividend') {
        const mins = terms.terms.tiers.map((t) => amountToCents(t.minValidBet));
        if (mins.some((m) => m === null) || new Set(mins).size !== mins.length) throw new AppError('agent.contract.tiers.invalid');
        // Stored lowest tier first, so the formula reads them in order.
        terms.terms.tiers.sort((a, b) => a.minValidBet - b.minValidBet);
      }
      const upline = await repo.member(uplineId);
      const row = await inTransaction(deps.database, (tx) =>
        repo.propose(tx, {
          merchant_code: merchant.code,
          kind: terms.kind,
          upline_id: uplineId,
          agent_id: agent.id,
          terms: JSON.stringify(terms.terms),
          created_at: now(),
        }),
      );
      return contractView({ ...row, upline: upline?.username ?? '', agent: agent.username }, uplineId);
    },

    /** The agent accepts or refuses a request made to it; answered once. */
    async respond(agentId: number, contractId: number, accept: boolean): Promise<Contract> {
      await inTransaction(deps.database, async (tx) => {
        const row = await repo.contract(tx, contractId);
        if (!row || row.agent_id !== agentId) throw new AppError('agent.contract.not.found');
        if (row.status !== 'pending' || !(await repo.respond(tx, row, accept, now()))) throw new AppError('agent.contract.not.pending');
      });
      const view = (await repo.contractsOf(agentId)).find((c) => c.id === contractId);
      if (!view) throw new AppError('agent.contract.not.found');
      return contractView(view, agentId);
    },

    async contractRow(id: number) {
      return repo.contract(deps.database.db, id);
    },

    /** The spec's three fields: the id of the waiting request of each kind, or empty. */
    async check(agentId: number, type: number): Promise<ContractCheck> {
      const answer: ContractCheck = { dailysalreqtype: '', divtypecompperiodreq: '', contracthoursalreq: '' };
      if (!takesContracts(type)) return answer;
      for (const p of await repo.pendingFor(agentId)) answer[CONTRACT_CHECK_FIELDS[p.kind as ContractKind]] = String(p.id);
      return answer;
    },
  };
}

export type AgentsService = ReturnType<typeof createAgentsService>;
