/** Agent-area rules both sides apply. Zod-free. */
import { isAgentType, NON_CONTRACT_TYPES } from '../accounts/roles.ts';

export const KPI_PERIODS = ['today', 'week', 'month', 'custom'] as const;
export type KpiPeriod = (typeof KPI_PERIODS)[number];

/** The longest custom KPI range, in days (a quarter, as the records screens). */
export const KPI_MAX_RANGE_DAYS = 92;

/**
 * The agent's commission in the KPI: this share of the team's valid bets (basis points; 50 = 0.5%).
 * A figure the agent earns on turnover, shown beside the contracts' payments.
 */
export const AGENT_COMMISSION_BP = 50;

export function commissionOf(validBetCents: number): number {
  return Math.floor((validBetCents * AGENT_COMMISSION_BP) / 10_000);
}

export const TEAM_KINDS = ['all', 'member', 'agent'] as const;
export type TeamKind = (typeof TEAM_KINDS)[number];
export const TEAM_PAGE_SIZE = 20;

/** What an agent opens under itself: a player account (type 0) or a sub-agent (the agent's own type). */
export const DOWNLINE_KINDS = ['member', 'agent'] as const;
export type DownlineKind = (typeof DOWNLINE_KINDS)[number];

export const CONTRACT_KINDS = ['salary', 'dividend', 'hourly'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_STATUSES = ['pending', 'active', 'refused', 'replaced'] as const;
export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** The contract check's answer fields by kind (the spec's names; non-empty means a request is pending). */
export const CONTRACT_CHECK_FIELDS = {
  salary: 'dailysalreqtype',
  dividend: 'divtypecompperiodreq',
  hourly: 'contracthoursalreq',
} as const satisfies Record<ContractKind, string>;

/** Tier rules: up to this many tiers, rates in basis points of valid bets, a dividend share up to 100%. */
export const CONTRACT_MAX_TIERS = 10;
export const SALARY_MAX_RATE_BP = 500;
export const HOURLY_MAX_RATE_BP = 500;
export const DIVIDEND_MAX_SHARE_BP = 10_000;

/** Agents that take contracts (and get the home screen's contract prompts): not the NON_CONTRACT_TYPES. */
export function takesContracts(type: number): boolean {
  return isAgentType(type) && !(NON_CONTRACT_TYPES as readonly number[]).includes(type);
}

// Contract formulas (integer cents). The settlement job and the tests apply the same functions.

export interface RateTier {
  /** major units: the tier applies from this much team valid bet in the period */
  minValidBet: number;
  rateBp: number;
}

/** The tier a period's team valid bets reach (the highest threshold met), or undefined below every tier. */
export function tierFor(tiers: readonly RateTier[], validBetCents: number): RateTier | undefined {
  let best: RateTier | undefined;
  for (const tier of tiers) {
    if (Math.round(tier.minValidBet * 100) <= validBetCents && (!best || tier.minValidBet > best.minValidBet)) best = tier;
  }
  return best;
}

/** Daily salary and the hourly contract: the reached tier's rate of the team's valid bets, rounded down. */
export function tieredPay(tiers: readonly RateTier[], validBetCents: number): { rateBp: number; amount: number } {
  const tier = tierFor(tiers, validBetCents);
  if (!tier || validBetCents <= 0) return { rateBp: 0, amount: 0 };
  return { rateBp: tier.rateBp, amount: Math.floor((validBetCents * tier.rateBp) / 10_000) };
}

/**
 * Dividend: the share of the team's net loss (players' bets less wins, i.e. GGR) for the period, after the
 * carry-over. A period whose result with the carry-in is negative pays nothing and carries it on.
 */
export function dividendPay(netLossCents: number, carryInCents: number, shareBp: number): { base: number; amount: number; carryOut: number } {
  const base = netLossCents + Math.min(0, carryInCents);
  if (base <= 0) return { base, amount: 0, carryOut: base };
  return { base, amount: Math.floor((base * shareBp) / 10_000), carryOut: 0 };
}
