/**
 * Rules of VIP levels, rewards and tasks that both sides apply. Amounts are integer cents; rates are basis
 * points (1 bp = 0.01%).
 */

export const REWARD_KINDS = ['vip_level_up', 'birthday', 'rebate', 'task'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

export const TASK_PERIODS = ['daily', 'weekly'] as const;
export type TaskPeriod = (typeof TASK_PERIODS)[number];

/** login: successful logins; deposit: credited deposit cents; valid_bet: settled stake cents; rounds: settled rounds */
export const TASK_KINDS = ['login', 'deposit', 'valid_bet', 'rounds'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** Rewards are bonus money: this many times the reward must be wagered before it turns into cash. */
export const REWARD_WAGERING_MULTIPLIER = 1;

/** A day's rebate can be claimed from the next local day for this many days. */
export const REBATE_CLAIM_DAYS = 7;

/** The keys a member claims by: a level's bonus, a year's birthday bonus, a local day's rebate. */
export const REWARD_KEY_PATTERN = /^(vip:\d{1,3}|birthday:\d{4}|rebate:\d{4}-\d{2}-\d{2})$/;

/** The rebate of one day: the rate of the member's level times the day's valid bets, rounded down to a cent. */
export function rebateFor(validBetCents: number, rateBp: number): number {
  if (validBetCents <= 0 || rateBp <= 0) return 0;
  return Math.floor((validBetCents * rateBp) / 10_000);
}

/**
 * Progress towards the next level, 0..100: the mean of the two requirements' shares (a zero requirement
 * is met). 100 only when both are met.
 */
export function levelProgressPercent(
  totals: { validBetCents: number; depositCents: number },
  next: { requiredValidBetCents: number; requiredDepositCents: number },
): number {
  const share = (have: number, need: number) => (need <= 0 ? 1 : Math.min(1, have / need));
  const bet = share(totals.validBetCents, next.requiredValidBetCents);
  const deposit = share(totals.depositCents, next.requiredDepositCents);
  if (bet >= 1 && deposit >= 1) return 100;
  return Math.min(99, Math.floor(((bet + deposit) / 2) * 100));
}
