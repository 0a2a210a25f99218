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
