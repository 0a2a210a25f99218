import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { GameIdsQuery } from '../../catalogue/catalogue/index.ts';

/**
 * What other modules read of the rounds' tables, kept apart from the repository the rounds service writes
 * through: the winner board (the catalogue's winners list) and whether a vendor call is on record (the demo's
 * history, before it plays its past again).
 */
export function createRoundReads(db: Kysely<Database>) {
  return {
    /**
     * The member's settled rounds since then that won at least `multiplier` times the stake (and `minCents`),
     * or `bigCents` whatever the stake: biggest first.
     */
    async unusualWins(memberId: number, since: number, rule: { multiplier: number; minCents: number; bigCents: number }, limit = 20) {
      const rows = await db
        .selectFrom('game_rounds')
        .select(['id', 'vendor', 'game_name', 'round_ref', 'bet_cents', 'win_cents', 'settled_at'])
        .where('member_id', '=', memberId)
        .where('status', '=', 'settled')
        .where('demo', '=', 0)
        .where('settled_at', '>=', since)
        .where((eb) =>
          eb.or([
            eb('win_cents', '>=', rule.bigCents),
            eb.and([eb('win_cents', '>=', rule.minCents), eb('win_cents', '>=', eb('bet_cents', '*', rule.multiplier))]),
          ]),
        )
        .orderBy('win_cents', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ gameName: r.game_name, vendor: r.vendor, roundRef: r.round_ref, betCents: Number(r.bet_cents), winCents: Number(r.win_cents), at: Number(r.settled_at) }));
    },

    /** The merchant's biggest wins on the given games, biggest first (newest first among equals). */
    async biggestWins(merchantCode: string, gameIds: GameIdsQuery, limit: number) {
      return db
        .selectFrom('game_winners as w')
        .select(['w.game_id', 'w.customer_name', 'w.win_amount', 'w.won_at'])
        .where('w.merchant_code', '=', merchantCode)
        .where('w.game_id', 'in', gameIds)
        .orderBy('w.win_amount', 'desc')
        .orderBy('w.won_at', 'desc')
        .orderBy('w.id')
        .limit(limit)
        .execute();
    },

    /** Whether a vendor call with this transaction id is recorded. */
    async hasVendorTransaction(vendor: string, transactionId: string): Promise<boolean> {
      const row = await db
        .selectFrom('vendor_transactions')
        .select('id')
        .where('vendor', '=', vendor)
        .where('transaction_uuid', '=', transactionId)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type RoundReads = ReturnType<typeof createRoundReads>;
