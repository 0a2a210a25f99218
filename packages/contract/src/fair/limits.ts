/** A merchant's limits on one in-house game (dice, crash, ...), in cents. */
export interface GameLimits {
  enabled: boolean;
  minBet: number;
  maxBet: number;
  /** the most one round pays: a bigger win is clamped to it (the multiplier paid is cut to maxPayout / stake) */
  maxPayout: number;
}

/**
 * The limits of a merchant that has set none, by currency (cents): PHP ₱1 to ₱10,000 a round, ₱1,000,000 at
 * most paid; VND and IDR ₫/Rp1,000 to 5,000,000, 500,000,000 at most. Other currencies (CNY, THB) take the
 * PHP figures. A game rule, so it lives with the games' math: the seed writes these figures as each
 * merchant's starting limits, and the games fall back to them for a merchant without a row.
 */
export function defaultLimits(currency: string): GameLimits {
  if (currency === 'VND' || currency === 'IDR') return { enabled: true, minBet: 1_000_00, maxBet: 5_000_000_00, maxPayout: 500_000_000_00 };
  return { enabled: true, minBet: 1_00, maxBet: 10_000_00, maxPayout: 1_000_000_00 };
}
