import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database, GameRoundRow, VendorTransactionRow } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';

export type NewRound = Omit<GameRoundRow, 'id' | 'bet_cents' | 'bet_cash_cents' | 'bet_bonus_cents' | 'win_cents' | 'settled_at' | 'details'>;
export type NewVendorTx = Omit<VendorTransactionRow, 'id' | 'rolled_back'>;

export interface RoundFilter {
  memberId: number;
  from: number;
  to: number;
  gameType?: string;
  gameTypes?: string[];
  /** one game: its vendor and code */
  vendor?: string;
  gameCode?: string;
  /** rounds with an id below this (the next page of a newest-first list) */
  beforeId?: number;
  limit: number;
}

/** SQL of game rounds and the vendor calls behind them. */
export function createRoundsRepository(db: Kysely<Database>) {
  return {
    db,

    /** The member's open real-money rounds opened since `since`: [opened at, stake so far in cents]. */
    async openStakes(memberId: number, since: number, on: Kysely<Database> = db): Promise<Array<[number, number]>> {
      const rows = await on
        .selectFrom('game_rounds')
        .select(['created_at', 'bet_cents'])
        .where('member_id', '=', memberId)
        .where('status', '=', 'open')
        .where('created_at', '>=', since)
        .where('demo', '=', 0)
        .execute();
      return rows.map((r) => [Number(r.created_at), Number(r.bet_cents)]);
    },

    async vendorTx(tx: Tx, vendor: string, transactionUuid: string): Promise<VendorTransactionRow | undefined> {
      return tx
        .selectFrom('vendor_transactions')
        .selectAll()
        .where('vendor', '=', vendor)
        .where('transaction_uuid', '=', transactionUuid)
        .executeTakeFirst();
    },

    async insertVendorTx(tx: Tx, row: NewVendorTx): Promise<VendorTransactionRow> {
      return tx
        .insertInto('vendor_transactions')
        .values({ ...row, rolled_back: 0 })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async markRolledBack(tx: Tx, id: number): Promise<void> {
      await tx.updateTable('vendor_transactions').set({ rolled_back: 1 }).where('id', '=', id).execute();
    },

    async round(tx: Tx, vendor: string, memberId: number, roundRef: string): Promise<GameRoundRow | undefined> {
      return tx
        .selectFrom('game_rounds')
        .selectAll()
        .where('vendor', '=', vendor)
        .where('member_id', '=', memberId)
        .where('round_ref', '=', roundRef)
        .executeTakeFirst();
    },

    async roundById(tx: Tx | Kysely<Database>, id: number): Promise<GameRoundRow | undefined> {
      return tx.selectFrom('game_rounds').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertRound(tx: Tx, row: NewRound): Promise<GameRoundRow> {
      return tx.insertInto('game_rounds').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** The round opened, unless its reference is on record (undefined): one round trip for a new round. */
    async insertRoundIfNew(tx: Tx, row: NewRound): Promise<GameRoundRow | undefined> {
      return tx
        .insertInto('game_rounds')
        .values(row)
        .onConflict((oc) => oc.columns(['vendor', 'member_id', 'round_ref']).doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * Adds to a round's money (and settles or voids it), answering the round as it was and as it is now:
     * activity counts the difference. The first statement takes the row's lock (PostgreSQL) before reading
     * it, so `before` is what this change starts from even when calls of one round race.
     */
    async addToRound(
      tx: Tx,
      id: number,
      delta: { bet?: number; betCash?: number; betBonus?: number; win?: number },
      status: string | null,
      at: number,
      /** the row as this transaction inserted it (it holds the row already): no need to lock and read it */
      opened?: GameRoundRow,
    ): Promise<{ before: GameRoundRow; after: GameRoundRow }> {
      const before =
        opened ??
        (await tx
          .updateTable('game_rounds')
          .set((eb) => ({ updated_at: eb.ref('updated_at') }))
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow());
      const after = await tx
        .updateTable('game_rounds')
        .set((eb) => ({
          bet_cents: eb('bet_cents', '+', delta.bet ?? 0),
          bet_cash_cents: eb('bet_cash_cents', '+', delta.betCash ?? 0),
          bet_bonus_cents: eb('bet_bonus_cents', '+', delta.betBonus ?? 0),
          win_cents: eb('win_cents', '+', delta.win ?? 0),
          updated_at: at,
          ...(status ? { status } : {}),
          ...(status === 'settled' ? { settled_at: at } : {}),
        }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { before, after };
    },

    async setFairness(tx: Tx, id: number, fairness: string): Promise<void> {
      await tx.updateTable('game_rounds').set({ fairness }).where('id', '=', id).execute();
    },

    async setDetails(tx: Tx, id: number, details: string): Promise<void> {
      await tx.updateTable('game_rounds').set({ details }).where('id', '=', id).execute();
    },

    /** A row of the lobby's winner board (the catalogue reads game_winners through the round reads): the game's id and the name as others see it. */
    async recordWinner(tx: Tx, win: { merchantCode: string; gameId: number; customerName: string; amount: number; at: number }): Promise<void> {
      await tx
        .insertInto('game_winners')
        .values({
          merchant_code: win.merchantCode,
          game_id: win.gameId,
          customer_name: win.customerName,
          win_amount: win.amount,
          won_at: win.at,
        })
        .execute();
    },

    async betsOfRound(tx: Tx, roundId: number): Promise<VendorTransactionRow[]> {
      return tx
        .selectFrom('vendor_transactions')
        .selectAll()
        .where('round_id', '=', roundId)
        .where('kind', '=', 'bet')
        .where('rolled_back', '=', 0)
        .execute();
    },

    /** Every round of a member, newest first, rolled-back ones too (an operator's view of the player). */
    async allMemberRounds(memberId: number, beforeId: number | undefined, limit: number): Promise<GameRoundRow[]> {
      let q = db.selectFrom('game_rounds').selectAll().where('member_id', '=', memberId);
      if (beforeId !== undefined) q = q.where('id', '<', beforeId);
      return q.orderBy('id', 'desc').limit(limit).execute();
    },

    /**
     * A merchant's last settled real-money rounds of one vendor, newest first (a live bets feed): optionally
     * one member's (then demo money too), or stakes of at least `minBetCents`.
     */
    async settledOfVendor(q: { merchantCode: string; vendor: string; memberId?: number; minBetCents?: number; limit: number }): Promise<GameRoundRow[]> {
      let query = db
        .selectFrom('game_rounds')
        .selectAll()
        .where('merchant_code', '=', q.merchantCode)
        .where('vendor', '=', q.vendor)
        .where('status', '=', 'settled')
        .where('settled_at', 'is not', null);
      query = q.memberId === undefined ? query.where('demo', '=', 0) : query.where('member_id', '=', q.memberId);
      if (q.minBetCents !== undefined) query = query.where('bet_cents', '>=', q.minBetCents);
      return query.orderBy('settled_at', 'desc').orderBy('id', 'desc').limit(q.limit).execute();
    },

    /** A member's rounds, newest first, for the bet records screen. */
    async memberRounds(filter: RoundFilter): Promise<GameRoundRow[]> {
      let q = db
        .selectFrom('game_rounds')
        .selectAll()
        .where('member_id', '=', filter.memberId)
        .where('created_at', '>=', filter.from)
        .where('created_at', '<', filter.to)
        .where('status', '<>', 'rolled_back');
      if (filter.gameType) q = q.where('game_type', '=', filter.gameType);
      if (filter.gameTypes) q = q.where('game_type', 'in', filter.gameTypes);
      if (filter.vendor) q = q.where('vendor', '=', filter.vendor);
      if (filter.gameCode) q = q.where('game_code', '=', filter.gameCode);
      if (filter.beforeId) q = q.where('id', '<', filter.beforeId);
      return q.orderBy('id', 'desc').limit(filter.limit).execute();
    },

    async memberTotals(filter: Omit<RoundFilter, 'beforeId' | 'limit'>): Promise<{ rounds: number; bet: number; win: number }> {
      let q = db
        .selectFrom('game_rounds')
        .select([
          sql<number>`count(*)`.as('rounds'),
          sql<number>`coalesce(sum(bet_cents), 0)`.as('bet'),
          sql<number>`coalesce(sum(win_cents), 0)`.as('win'),
        ])
        .where('member_id', '=', filter.memberId)
        .where('created_at', '>=', filter.from)
        .where('created_at', '<', filter.to)
        .where('status', '<>', 'rolled_back');
      if (filter.gameType) q = q.where('game_type', '=', filter.gameType);
      if (filter.gameTypes) q = q.where('game_type', 'in', filter.gameTypes);
      if (filter.vendor) q = q.where('vendor', '=', filter.vendor);
      if (filter.gameCode) q = q.where('game_code', '=', filter.gameCode);
      const row = await q.executeTakeFirstOrThrow();
      return { rounds: Number(row.rounds), bet: Number(row.bet), win: Number(row.win) };
    },
  };
}

export type RoundsRepository = ReturnType<typeof createRoundsRepository>;
