import type { Kysely } from 'kysely';
import type { CrashBetRow, CrashChainRow, CrashRoundRow, Database } from '../../../db/schema.ts';

export type NewCrashBet = Omit<CrashBetRow, 'id' | 'settled' | 'cashed_out_x100' | 'payout_cents'>;

/** Every SQL statement of crash: chains, rounds, bets and the round clock's lease. */
export function createCrashRepository(db: Kysely<Database>) {
  return {
    async latestChain(merchantCode: string): Promise<CrashChainRow | undefined> {
      return db.selectFrom('crash_chains').selectAll().where('merchant_code', '=', merchantCode).orderBy('id', 'desc').limit(1).executeTakeFirst();
    },

    async chain(id: number): Promise<CrashChainRow | undefined> {
      return db.selectFrom('crash_chains').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertChain(row: Omit<CrashChainRow, 'id'>): Promise<CrashChainRow> {
      return db.insertInto('crash_chains').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** Sets a chain's salt from its fetched beacon round, once: false when it had one already. */
    async setChainSalt(id: number, salt: string, signature: string): Promise<boolean> {
      const result = await db
        .updateTable('crash_chains')
        .set({ salt, beacon_signature: signature })
        .where('id', '=', id)
        .where('salt', '=', '')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async latestRound(merchantCode: string): Promise<CrashRoundRow | undefined> {
      return db.selectFrom('crash_rounds').selectAll().where('merchant_code', '=', merchantCode).orderBy('id', 'desc').limit(1).executeTakeFirst();
    },

    async round(id: number): Promise<CrashRoundRow | undefined> {
      return db.selectFrom('crash_rounds').selectAll().where('id', '=', id).executeTakeFirst();
    },

    async insertRound(row: Omit<CrashRoundRow, 'id'>): Promise<CrashRoundRow> {
      return db.insertInto('crash_rounds').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** Moves a round on from one phase; false when another step already did. */
    async setPhase(id: number, from: string, to: string, crashedAt: number | null = null): Promise<boolean> {
      const result = await db
        .updateTable('crash_rounds')
        .set({ phase: to, ...(crashedAt !== null ? { crashed_at: crashedAt } : {}) })
        .where('id', '=', id)
        .where('phase', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The merchant's last crashed rounds, newest first. */
    async history(merchantCode: string, limit: number): Promise<CrashRoundRow[]> {
      return db
        .selectFrom('crash_rounds')
        .selectAll()
        .where('merchant_code', '=', merchantCode)
        .where('phase', '=', 'crashed')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },

    async betsOfRound(roundId: number): Promise<CrashBetRow[]> {
      return db.selectFrom('crash_bets').selectAll().where('round_id', '=', roundId).orderBy('id').execute();
    },

    async betByRequest(memberId: number, requestId: string): Promise<CrashBetRow | undefined> {
      return db.selectFrom('crash_bets').selectAll().where('member_id', '=', memberId).where('request_id', '=', requestId).executeTakeFirst();
    },

    async betOf(roundId: number, memberId: number): Promise<CrashBetRow | undefined> {
      return db.selectFrom('crash_bets').selectAll().where('round_id', '=', roundId).where('member_id', '=', memberId).executeTakeFirst();
    },

    async bet(id: number): Promise<CrashBetRow | undefined> {
      return db.selectFrom('crash_bets').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** A new bet (in the caller's transaction when given: with the auto-bet round it counts). */
    async insertBet(row: NewCrashBet, tx: Kysely<Database> = db): Promise<CrashBetRow> {
      return tx.insertInto('crash_bets').values(row).returningAll().executeTakeFirstOrThrow();
    },

    /** Moves a bet from one status to another; false when it was no longer in `from`. */
    async moveBet(
      id: number,
      from: string,
      to: string,
      at: number,
      win?: { cashedOutX100: number; payoutCents: number },
    ): Promise<boolean> {
      const result = await db
        .updateTable('crash_bets')
        .set({
          status: to,
          updated_at: at,
          ...(win ? { cashed_out_x100: win.cashedOutX100, payout_cents: win.payoutCents } : {}),
        })
        .where('id', '=', id)
        .where('status', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Moves every bet of the round in one status to another (the crash: open ones lose); the rows moved. */
    async moveAll(roundId: number, from: string, to: string, at: number): Promise<CrashBetRow[]> {
      return db
        .updateTable('crash_bets')
        .set({ status: to, updated_at: at })
        .where('round_id', '=', roundId)
        .where('status', '=', from)
        .returningAll()
        .execute();
    },

    /** A bet whose stake was refused (nothing taken): the member may bet again. */
    /** Removes a bet whose stake was refused (in the caller's transaction when given). */
    async deleteBet(id: number, tx: Kysely<Database> = db): Promise<void> {
      await tx.deleteFrom('crash_bets').where('id', '=', id).where('status', '=', 'pending').execute();
    },

    async markSettled(id: number): Promise<void> {
      await db.updateTable('crash_bets').set({ settled: 1 }).where('id', '=', id).execute();
    },

    /** Won, lost and voided bets whose money has not moved yet (a process stopped between the two), any round. */
    async unsettled(limit: number): Promise<CrashBetRow[]> {
      return db
        .selectFrom('crash_bets')
        .selectAll()
        .where('settled', '=', 0)
        .where('status', 'in', ['won', 'lost', 'void'])
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /**
     * Takes or renews the named lease for `holder` until `expiresAt`: succeeds when nobody holds it, the
     * holder is this one, or the last holder let it expire. One statement, so two processes cannot both win.
     */
    async acquireLease(name: string, holder: string, now: number, expiresAt: number): Promise<boolean> {
      const updated = await db
        .updateTable('crash_leases')
        .set({ holder, expires_at: expiresAt })
        .where('name', '=', name)
        .where((eb) => eb.or([eb('holder', '=', holder), eb('expires_at', '<=', now)]))
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 1) return true;
      const inserted = await db
        .insertInto('crash_leases')
        .values({ name, holder, expires_at: expiresAt })
        .onConflict((oc) => oc.column('name').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async releaseLease(name: string, holder: string): Promise<void> {
      await db.updateTable('crash_leases').set({ expires_at: 0 }).where('name', '=', name).where('holder', '=', holder).execute();
    },

    async leaseHolder(name: string): Promise<{ holder: string; expires_at: number } | undefined> {
      return db.selectFrom('crash_leases').select(['holder', 'expires_at']).where('name', '=', name).executeTakeFirst();
    },
  };
}

export type CrashRepository = ReturnType<typeof createCrashRepository>;
