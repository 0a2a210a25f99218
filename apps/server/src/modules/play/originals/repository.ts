import type { Kysely } from 'kysely';
import type { Database, OriginalLimitRow, OriginalRoundRow, OriginalSeedRow } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';

export type NewOriginalRound = Omit<OriginalRoundRow, 'settled_at'> & { settled_at?: number | null };

/** SQL of the in-house games: seed pairs, rounds, limits, auto-bet runs, play sessions. */
export function createOriginalsRepository(db: Kysely<Database>) {
  return {
    db,

    /**
     * The member's active pair, locked for this transaction (a no-op UPDATE takes the row lock on PostgreSQL;
     * SQLite's write transaction holds the whole database): the member's rounds take their nonces one by one.
     */
    async lockActiveSeed(tx: Tx, memberId: number): Promise<OriginalSeedRow | undefined> {
      return tx
        .updateTable('original_seeds')
        .set((eb) => ({ nonce: eb.ref('nonce') }))
        .where('member_id', '=', memberId)
        .where('status', '=', 'active')
        .returningAll()
        .executeTakeFirst();
    },

    async activeSeed(memberId: number): Promise<OriginalSeedRow | undefined> {
      return db.selectFrom('original_seeds').selectAll().where('member_id', '=', memberId).where('status', '=', 'active').executeTakeFirst();
    },

    async previousSeed(memberId: number): Promise<OriginalSeedRow | undefined> {
      return db
        .selectFrom('original_seeds')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('status', '=', 'revealed')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async insertSeed(tx: Tx, row: Omit<OriginalSeedRow, 'id' | 'revealed_at' | 'nonce'>): Promise<OriginalSeedRow> {
      return tx.insertInto('original_seeds').values({ ...row, nonce: 0 }).returningAll().executeTakeFirstOrThrow();
    },

    async nextNonce(tx: Tx, seedId: number): Promise<void> {
      await tx
        .updateTable('original_seeds')
        .set((eb) => ({ nonce: eb('nonce', '+', 1) }))
        .where('id', '=', seedId)
        .execute();
    },

    async revealSeed(tx: Tx, seedId: number, at: number): Promise<void> {
      await tx.updateTable('original_seeds').set({ status: 'revealed', revealed_at: at }).where('id', '=', seedId).execute();
    },

    async seedById(tx: Tx | Kysely<Database>, id: number): Promise<OriginalSeedRow | undefined> {
      return tx.selectFrom('original_seeds').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async seedsByIds(ids: number[]): Promise<OriginalSeedRow[]> {
      if (ids.length === 0) return [];
      return db.selectFrom('original_seeds').selectAll().where('id', 'in', ids).execute();
    },

    async openRoundsOfSeed(tx: Tx, seedId: number): Promise<number> {
      const row = await tx
        .selectFrom('original_rounds')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('seed_id', '=', seedId)
        .where('status', '=', 'open')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async roundByRequest(tx: Tx, memberId: number, requestId: string): Promise<OriginalRoundRow | undefined> {
      return tx.selectFrom('original_rounds').selectAll().where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirst();
    },

    async openRound(tx: Tx | Kysely<Database>, memberId: number, game: string): Promise<OriginalRoundRow | undefined> {
      return tx
        .selectFrom('original_rounds')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('game', '=', game)
        .where('status', '=', 'open')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** A round locked for this transaction (two moves on one round go one after the other). */
    async lockRound(tx: Tx, id: number): Promise<OriginalRoundRow | undefined> {
      return tx
        .updateTable('original_rounds')
        .set((eb) => ({ status: eb.ref('status') }))
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst();
    },

    async roundById(id: number): Promise<OriginalRoundRow | undefined> {
      return db.selectFrom('original_rounds').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertRound(tx: Tx, row: NewOriginalRound): Promise<void> {
      await tx.insertInto('original_rounds').values(row).execute();
    },

    async updateRound(
      tx: Tx,
      id: number,
      patch: Partial<Pick<OriginalRoundRow, 'state' | 'status' | 'multiplier_bp' | 'payout_cents' | 'settled_at'>>,
    ): Promise<void> {
      await tx.updateTable('original_rounds').set(patch).where('id', '=', id).execute();
    },

    async history(memberId: number, game: string, limit: number): Promise<OriginalRoundRow[]> {
      return db
        .selectFrom('original_rounds')
        .selectAll()
        .where('member_id', '=', memberId)
        .where('game', '=', game)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async limits(merchantCode: string): Promise<OriginalLimitRow[]> {
      return db.selectFrom('original_limits').selectAll().where('merchant_code', '=', merchantCode).execute();
    },

    /** The merchant's limits on one game (absent: the currency's defaults). */
    async limit(merchantCode: string, game: string): Promise<OriginalLimitRow | undefined> {
      return db.selectFrom('original_limits').selectAll().where('merchant_code', '=', merchantCode).where('game', '=', game).executeTakeFirst();
    },

    async autoRun(tx: Tx, memberId: number, runId: string) {
      return tx.selectFrom('original_auto_runs').selectAll().where('member_id', '=', memberId).where('run_id', '=', runId).executeTakeFirst();
    },

    async insertAutoRun(tx: Tx, row: { member_id: number; run_id: string; round_limit: number; created_at: number }): Promise<void> {
      await tx.insertInto('original_auto_runs').values({ ...row, rounds: 1 }).execute();
    },

    async countAutoRound(tx: Tx, memberId: number, runId: string): Promise<void> {
      await tx
        .updateTable('original_auto_runs')
        .set((eb) => ({ rounds: eb('rounds', '+', 1) }))
        .where('member_id', '=', memberId)
        .where('run_id', '=', runId)
        .execute();
    },

    /** Takes one round back from a run (the run's row goes with its only round). */
    async uncountAutoRound(tx: Tx, memberId: number, runId: string): Promise<void> {
      await tx.deleteFrom('original_auto_runs').where('member_id', '=', memberId).where('run_id', '=', runId).where('rounds', '<=', 1).execute();
      await tx
        .updateTable('original_auto_runs')
        .set((eb) => ({ rounds: eb('rounds', '-', 1) }))
        .where('member_id', '=', memberId)
        .where('run_id', '=', runId)
        .execute();
    },

    async playSession(sessionId: string) {
      return db.selectFrom('play_sessions').selectAll().where('session_id', '=', sessionId).executeTakeFirst();
    },

    async startPlaySession(row: { session_id: string; member_id: number; started_at: number; checked_at: number }): Promise<void> {
      await db
        .insertInto('play_sessions')
        .values(row)
        .onConflict((oc) => oc.column('session_id').doNothing())
        .execute();
    },

    async updatePlaySession(sessionId: string, patch: { started_at?: number; checked_at?: number }): Promise<void> {
      await db.updateTable('play_sessions').set(patch).where('session_id', '=', sessionId).execute();
    },
  };
}

export type OriginalsRepository = ReturnType<typeof createOriginalsRepository>;

/** Revealed server seeds of the member by their hash: an operator's view of a round's proof gains its seed once revealed. */
export async function revealedSeeds(db: Kysely<Database>, memberId: number, hashes: string[]): Promise<Map<string, string>> {
  if (!hashes.length) return new Map();
  const rows = await db
    .selectFrom('original_seeds')
    .select(['server_seed', 'server_seed_hash'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'revealed')
    .where('server_seed_hash', 'in', hashes)
    .execute();
  return new Map(rows.map((r) => [r.server_seed_hash, r.server_seed]));
}
