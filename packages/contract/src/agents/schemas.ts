import { z } from 'zod';
import { epochMsSchema } from '../common/schemas.ts';
import { moneyInputSchema, paymentPasswordSchema, requestIdSchema } from '../money/schemas.ts';
import {
  CONTRACT_KINDS,
  CONTRACT_MAX_TIERS,
  CONTRACT_STATUSES,
  DIVIDEND_MAX_SHARE_BP,
  DOWNLINE_KINDS,
  HOURLY_MAX_RATE_BP,
  KPI_PERIODS,
  SALARY_MAX_RATE_BP,
  TEAM_KINDS,
} from './rules.ts';

/** The agent area: home, downline, KPI, relay, contracts. Money in decimal major units. */

export const agentHomeSchema = z.object({
  username: z.string(),
  nickname: z.string().nullable(),
  /** the invitation code behind the agent's link and QR code */
  affiliateCode: z.string().nullable(),
  upline: z.string().nullable(),
  directMembers: z.number().int(),
  directAgents: z.number().int(),
  teamSize: z.number().int(),
  /** what the agent can relay now (cash, less holds) */
  available: z.number(),
  currency: z.string(),
});
export type AgentHome = z.infer<typeof agentHomeSchema>;

export const teamQuerySchema = z.object({
  q: z.string().trim().max(32).optional(),
  kind: z.enum(TEAM_KINDS).default('all'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TeamQuery = z.input<typeof teamQuerySchema>;

export const teamMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  nickname: z.string().nullable(),
  isAgent: z.boolean(),
  /** 1: directly under the caller, 2: under one of its sub-agents … */
  level: z.number().int(),
  upline: z.string(),
  status: z.enum(['active', 'disabled']),
  createdAt: epochMsSchema,
  lastLoginAt: epochMsSchema.nullable(),
  /** paid deposits, all time */
  deposits: z.number(),
  /** valid (settled, real-money) bets, all time */
  bets: z.number(),
  /** the player's wins less bets over the same rounds (negative: the player lost) */
  netResult: z.number(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamPageSchema = z.object({
  items: z.array(teamMemberSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TeamPage = z.infer<typeof teamPageSchema>;

// Bounds only: the merchant's registration rules (and the password policy) are the service's, with their codes.
export const createDownlineSchema = z.object({
  kind: z.enum(DOWNLINE_KINDS),
  username: z.string().max(64),
  password: z.string().max(128),
  nickname: z.string().max(64).optional(),
});
export type CreateDownline = z.infer<typeof createDownlineSchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const kpiQuerySchema = z.object({
  period: z.enum(KPI_PERIODS).default('today'),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type KpiQuery = z.input<typeof kpiQuerySchema>;

const kpiFigures = {
  newMembers: z.number().int(),
  activePlayers: z.number().int(),
  firstDeposits: z.number().int(),
  deposits: z.number(),
  withdrawals: z.number(),
  validBets: z.number(),
  ggr: z.number(),
  commission: z.number(),
};
export const kpiDaySchema = z.object({ date: z.string(), ...kpiFigures });
export type KpiDay = z.infer<typeof kpiDaySchema>;
export const kpiSchema = z.object({
  period: z.enum(KPI_PERIODS),
  /** local dates in the merchant's time zone, both included */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  totals: z.object(kpiFigures),
  days: z.array(kpiDaySchema),
});
export type Kpi = z.infer<typeof kpiSchema>;

export const relayBodySchema = z.object({
  requestId: requestIdSchema,
  memberId: z.number().int().min(1).max(2_147_483_647),
  amount: moneyInputSchema,
  paymentPassword: paymentPasswordSchema,
});
export type RelayBody = z.infer<typeof relayBodySchema>;

export const relayResultSchema = z.object({
  id: z.number().int(),
  memberId: z.number().int(),
  username: z.string(),
  amount: z.number(),
  /** the agent's available money after the relay */
  available: z.number(),
  createdAt: epochMsSchema,
});
export type RelayResult = z.infer<typeof relayResultSchema>;

const bp = (max: number) => z.number().int().min(0).max(max);
const tiers = (maxRate: number) =>
  z
    .array(z.object({ minValidBet: z.number().min(0).max(10_000_000_000), rateBp: bp(maxRate).min(1) }))
    .min(1)
    .max(CONTRACT_MAX_TIERS);

/** Daily salary: a rate of the team's valid bets for the day, by the tier that day's valid bets reach. */
export const salaryTermsSchema = z.object({ tiers: tiers(SALARY_MAX_RATE_BP) });
/** Hourly: the same per hour (a rate by the hour's team valid-bet tier). */
export const hourlyTermsSchema = z.object({ tiers: tiers(HOURLY_MAX_RATE_BP) });
/** Dividend: a share of the team's net loss per period (week or month), after the carry-over of earlier losses. */
export const dividendTermsSchema = z.object({ period: z.enum(['week', 'month']), shareBp: bp(DIVIDEND_MAX_SHARE_BP).min(1) });

export const contractTermsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('salary'), terms: salaryTermsSchema }),
  z.object({ kind: z.literal('dividend'), terms: dividendTermsSchema }),
  z.object({ kind: z.literal('hourly'), terms: hourlyTermsSchema }),
]);
export type ContractTerms = z.infer<typeof contractTermsSchema>;

export const proposeContractSchema = z.intersection(
  z.object({ agentId: z.number().int().min(1).max(2_147_483_647) }),
  contractTermsSchema,
);
export type ProposeContract = z.infer<typeof proposeContractSchema>;

export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  upline: z.string(),
  agent: z.string(),
  agentId: z.number().int(),
  /** true when the caller is the agent the contract is offered to */
  mine: z.boolean(),
  salary: salaryTermsSchema.nullable(),
  dividend: dividendTermsSchema.nullable(),
  hourly: hourlyTermsSchema.nullable(),
  createdAt: epochMsSchema,
  respondedAt: epochMsSchema.nullable(),
});
export type Contract = z.infer<typeof contractSchema>;
/** The agent's contracts, newest first. */
export const contractListSchema = z.array(contractSchema);

export const contractsQuerySchema = z.object({ kind: z.enum(CONTRACT_KINDS).optional() });
export const contractRespondParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const contractRespondSchema = z.object({ accept: z.boolean() });

/** The home screen's check: non-empty means a request of that kind waits for the agent. */
export const contractCheckSchema = z.object({
  dailysalreqtype: z.string(),
  divtypecompperiodreq: z.string(),
  contracthoursalreq: z.string(),
});
export type ContractCheck = z.infer<typeof contractCheckSchema>;

/** One settled period of a contract: the figures behind the payment, as both sides see them. */
export const settlementSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  agent: z.string(),
  upline: z.string(),
  /** YYYY-MM-DD (salary), YYYY-MM-DDTHH (hourly), the Monday's date (weekly dividend) or YYYY-MM (monthly) */
  period: z.string(),
  periodStart: epochMsSchema,
  periodEnd: epochMsSchema,
  teamValidBets: z.number(),
  /** the team's bets less wins in the period */
  teamNetLoss: z.number(),
  carryIn: z.number(),
  carryOut: z.number(),
  /** the tier rate (salary, hourly) or the share (dividend) applied, in basis points */
  rateBp: z.number().int(),
  amount: z.number(),
  paidAt: epochMsSchema,
});
export type Settlement = z.infer<typeof settlementSchema>;
/** A contract's statements, newest period first. */
export const settlementListSchema = z.array(settlementSchema);
export const settlementsQuerySchema = z.object({ contractId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** POST /ops/agents/settle: how many contract periods this run settled (none twice). */
export const agentSettlementRunSchema = z.object({ periods: z.number().int() });
