import type { Kysely } from 'kysely';
import type { Database, JackpotPoolRow } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';

/** SQL of jackpot pools and their wins. */
export function createJackpotRepository(db: Kysely<Database>) {
  return {
    async pools(merchantCode: string): Promise<JackpotPoolRow[]> {
      return db.selectFrom('jackpot_pools').selectAll().where('merchant_code', '=', merchantCode).where('enabled', '=', 1).orderBy('id').execute();
    },

    async poolsTx(tx: Tx, merchantCode: string): Promise<JackpotPoolRow[]> {
      return tx.selectFrom('jackpot_pools').selectAll().where('merchant_code', '=', merchantCode).where('enabled', '=', 1).orderBy('id').execute();
    },

    async insertWin(tx: Tx, row: { pool_id: number; member_id: number; player: string; amount_cents: number; stake_ref: string; won_at: number }): Promise<number> {
      const r = await tx.insertInto('jackpot_wins').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },

    async lastWin(poolId: number): Promise<{ player: string; amount_cents: number; won_at: number } | undefined> {
      return db
        .selectFrom('jackpot_wins')
        .select(['player', 'amount_cents', 'won_at'])
        .where('pool_id', '=', poolId)
        .orderBy('won_at', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    async winCount(tx: Tx, poolId: number): Promise<number> {
      const r = await tx.selectFrom('jackpot_wins').select((eb) => eb.fn.countAll<number>().as('n')).where('pool_id', '=', poolId).executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}

export type JackpotRepository = ReturnType<typeof createJackpotRepository>;
