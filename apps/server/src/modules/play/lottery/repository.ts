import type { Kysely } from 'kysely';
import type { Database, LotteryDrawRow, NewLotteryDrawRow } from '../../../db/schema.ts';

/** Every SQL statement of the lottery draws. */
export function createLotteryRepository(db: Kysely<Database>) {
  return {
    /** A game's draws from slot `from` to `to` (both included), newest first. */
    async slots(merchantCode: string, gameCode: string, from: number, to: number): Promise<LotteryDrawRow[]> {
      return db
        .selectFrom('lottery_draws')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('game_code', '=', gameCode)
        .where('slot', '>=', from)
        .where('slot', '<=', to)
        .orderBy('slot', 'desc')
        .execute();
    },

    async byDrawNo(merchantCode: string, gameCode: string, drawNo: string): Promise<LotteryDrawRow | undefined> {
      return db
        .selectFrom('lottery_draws')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('game_code', '=', gameCode)
        .where('draw_no', '=', drawNo)
        .executeTakeFirst();
    },

    /**
     * Writes the draws no one wrote yet: a slot someone else wrote first keeps theirs (the unique key
     * decides, in any process, on either database), so every reader then reads the same seed.
     */
    async insertMissing(rows: readonly NewLotteryDrawRow[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insertInto('lottery_draws')
        .values([...rows])
        .onConflict((oc) => oc.columns(['merchant_code', 'game_code', 'slot']).doNothing())
        .execute();
    },

    /** Fills a drawn slot's result once (a racing writer computed the same result from the same seed). */
    async settle(id: number, result: string, at: number): Promise<void> {
      await db.updateTable('lottery_draws').set({ result, settled_at: at }).where('id', '=', id).where('result', 'is', null).execute();
    },

    /** Drops a game's draws before `slot`: the history stays bounded. */
    async prune(merchantCode: string, gameCode: string, slot: number): Promise<void> {
      await db
        .deleteFrom('lottery_draws')
        .where('merchant_code', '=', merchantCode)
        .where('game_code', '=', gameCode)
        .where('slot', '<', slot)
        .execute();
    },
  };
}

export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
