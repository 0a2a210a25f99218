import type { Kysely } from 'kysely';
import { ORIGINAL_GAMES } from '@lobby/contract';
import type { OriginalGame } from '@lobby/contract';
import type { Database } from '../schema.ts';

/** A merchant's limits on one game, in cents. */
export interface GameLimits {
  enabled: boolean;
  minBet: number;
  maxBet: number;
  /** the most one round pays: a bigger win is clamped to it (the multiplier paid is cut to maxPayout / stake) */
  maxPayout: number;
}

/**
 * The limits a merchant starts with, by currency (cents): PHP ₱1 to ₱10,000 a round, ₱1,000,000 at most
 * paid; VND and IDR ₫/Rp1,000 to 5,000,000, 500,000,000 at most. Other currencies (CNY, THB) take the PHP
 * figures.
 */
export function defaultLimits(currency: string): GameLimits {
  if (currency === 'VND' || currency === 'IDR') return { enabled: true, minBet: 1_000_00, maxBet: 5_000_000_00, maxPayout: 500_000_000_00 };
  return { enabled: true, minBet: 1_00, maxBet: 10_000_00, maxPayout: 1_000_000_00 };
}

/** Rows of original_limits for a merchant: every game, the defaults of its currency. */
export function limitRows(merchantCode: string, currency: string) {
  const d = defaultLimits(currency);
  return ORIGINAL_GAMES.map((game: OriginalGame) => ({
    merchant_code: merchantCode,
    game,
    enabled: 1,
    min_bet_cents: d.minBet,
    max_bet_cents: d.maxBet,
    max_payout_cents: d.maxPayout,
  }));
}

/** Every merchant gets its limits on every in-house game once (an operator's later change is kept). */
export async function seedOriginalLimits(db: Kysely<Database>): Promise<void> {
  const merchants = await db.selectFrom('merchants').select(['code', 'currency_code']).execute();
  for (const m of merchants) {
    await db
      .insertInto('original_limits')
      .values(limitRows(m.code, m.currency_code))
      .onConflict((oc) => oc.columns(['merchant_code', 'game']).doNothing())
      .execute();
  }
}
