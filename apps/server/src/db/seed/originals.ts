import type { Kysely } from 'kysely';
import { ORIGINAL_GAMES } from '@lobby/contract';
import type { OriginalGame } from '@lobby/contract';
import { defaultLimits } from '@lobby/contract/rules';
import type { Database } from '../schema.ts';

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
