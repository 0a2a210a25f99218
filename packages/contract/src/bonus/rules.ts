/**
 * Bonus campaigns: what an operator can give, to whom, and how the money is wagered before it can be withdrawn.
 * Without zod, so the deposit screen's preview and the server's grant share one calculation.
 */
import type { GameType } from '../games/rules.ts';

/**
 * deposit_match: a percentage of a deposit (the first, the Nth, or any reload), up to a cap, above a minimum;
 * code: a fixed amount for a promo code; cashback: a percentage of net losses over a day or a week;
 * free_spins: rounds on chosen slots at a set stake, paid by the brand, whose wins are bonus money;
 * free_bet: the same on the in-house originals; apply: the player applies, an operator approves an amount.
 */
export const BONUS_CAMPAIGN_KINDS = ['deposit_match', 'code', 'cashback', 'free_spins', 'free_bet', 'apply'] as const;
export type BonusCampaignKind = (typeof BONUS_CAMPAIGN_KINDS)[number];

/** draft (never shown), scheduled (published, not started), live, paused (shown, no new grants), ended */
export const BONUS_CAMPAIGN_STATUSES = ['draft', 'scheduled', 'live', 'paused', 'ended'] as const;
export type BonusCampaignStatus = (typeof BONUS_CAMPAIGN_STATUSES)[number];
export const BONUS_CAMPAIGN_ACTIONS = ['publish', 'pause', 'resume', 'end'] as const;
export type BonusCampaignAction = (typeof BONUS_CAMPAIGN_ACTIONS)[number];

/** Which deposit a deposit match is for: the member's first, exactly the Nth, or any after the first. */
export const DEPOSIT_MATCH_WHICH = ['first', 'nth', 'reload'] as const;
export type DepositMatchWhich = (typeof DEPOSIT_MATCH_WHICH)[number];

/** What the wagering requirement multiplies: the bonus, or the bonus and the deposit that earned it. */
export const WAGERING_BASES = ['bonus', 'bonus_deposit'] as const;
export type WageringBase = (typeof WAGERING_BASES)[number];

/** A cashback campaign pays for each closed period of the merchant's calendar (a week starts on Monday). */
export const CASHBACK_PERIODS = ['day', 'week'] as const;
export type CashbackPeriod = (typeof CASHBACK_PERIODS)[number];

/** How often one player can have a grant of a campaign. */
export const BONUS_PER_PLAYER = ['once', 'daily', 'unlimited'] as const;
export type BonusPerPlayer = (typeof BONUS_PER_PLAYER)[number];

/**
 * active: being wagered (or free rounds left); completed: requirement met; forfeited: given up (a withdrawal,
 * an operator); expired: not met in time. Every change of state that moves money is a ledger transfer.
 */
export const BONUS_GRANT_STATUSES = ['active', 'completed', 'forfeited', 'expired'] as const;
export type BonusGrantStatus = (typeof BONUS_GRANT_STATUSES)[number];

/** A promo code: 4-20 letters and digits, matched without case (stored upper-case). */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9]{4,20}$/;
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Codes one request may generate; codes of a campaign in all. */
export const PROMO_CODES_PER_REQUEST_MAX = 500;

/** How much of a stake counts toward wagering, in percent, per game type, unless the campaign says otherwise. */
export const DEFAULT_CONTRIBUTIONS: Record<GameType, number> = {
  RNG: 100,
  FISH: 100,
  BINGO: 100,
  INHOUSE: 50,
  SPORTS: 50,
  ESPORTS: 50,
  LIVE: 10,
  PVP: 10,
  LOTT: 0,
  ELOTT: 0,
  COCKFIGHT: 0,
};

/** The most free rounds one grant gives, and the most days a bonus can take to wager. */
export const FREE_ROUNDS_MAX = 500;
export const BONUS_EXPIRY_DAYS_MAX = 365;
export const BONUS_WAGERING_MULTIPLIER_MAX = 100;

/** The bonus a deposit earns under a percentage, a cap and a minimum (cents in, cents out; rounded down). */
export function matchBonusCents(rule: { percentBp: number; capCents: number; minDepositCents: number }, depositCents: number): number {
  if (depositCents < rule.minDepositCents) return 0;
  return Math.max(0, Math.min(Math.floor((depositCents * rule.percentBp) / 10_000), rule.capCents));
}

/** What has to be staked before a bonus can be withdrawn. */
export function wageringRequirementCents(multiplier: number, base: WageringBase, bonusCents: number, depositCents: number): number {
  return Math.round(multiplier * (base === 'bonus_deposit' ? bonusCents + depositCents : bonusCents));
}

/** How much of a stake on a game of this type counts toward a grant's wagering (cents, rounded down). */
export function countedStakeCents(contributions: Partial<Record<string, number>> | null, gameType: string, stakeCents: number): number {
  if (contributions === null) return stakeCents;
  const percent = contributions[gameType] ?? 0;
  return Math.floor((stakeCents * Math.max(0, Math.min(100, percent))) / 100);
}

/** The cashback of a period's net loss (stakes less wins), capped; nothing under the minimum loss. */
export function cashbackCents(rule: { percentBp: number; capCents: number; minLossCents: number }, lossCents: number): number {
  if (lossCents <= 0 || lossCents < rule.minLossCents) return 0;
  return Math.max(0, Math.min(Math.floor((lossCents * rule.percentBp) / 10_000), rule.capCents));
}
