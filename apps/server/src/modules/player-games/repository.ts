import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inTransaction } from '../../db/transaction.ts';

/** What a member keeps: favourite games and the games played lately. Game rows are loaded by id. */
export function createPlayerGameRepository(db: Kysely<Database>) {
  return {
    /** Adds once: a second add of the same game changes nothing (not even the time). */
    async addFavourite(memberId: number, gameId: number, now: number): Promise<void> {
      await db
        .insertInto('favourite_games')
        .values({ member_id: memberId, game_id: gameId, created_at: now })
        .onConflict((oc) => oc.columns(['member_id', 'game_id']).doNothing())
        .execute();
    },

    async removeFavourite(memberId: number, gameId: number): Promise<void> {
      await db.deleteFrom('favourite_games').where('member_id', '=', memberId).where('game_id', '=', gameId).execute();
    },

    /** NodeIds of the member's enabled favourites, newest first. */
    async favouriteNodeIds(memberId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('favourite_games as f')
        .innerJoin('games as g', 'g.id', 'f.game_id')
        .select('g.node_id')
        .where('f.member_id', '=', memberId)
        .where('g.enabled', '=', 1)
        .orderBy('f.created_at', 'desc')
        .orderBy('f.game_id', 'desc')
        .execute();
      return rows.map((r) => r.node_id);
    },

    /** A page of favourite game ids, newest first, and how many there are. */
    async favouritePage(memberId: number, page: { offset: number; limit: number }): Promise<{ ids: number[]; total: number }> {
      const base = db
        .selectFrom('favourite_games as f')
        .innerJoin('games as g', 'g.id', 'f.game_id')
        .where('f.member_id', '=', memberId)
        .where('g.enabled', '=', 1);
      const [rows, count] = await Promise.all([
        base.select('f.game_id').orderBy('f.created_at', 'desc').orderBy('f.game_id', 'desc').offset(page.offset).limit(page.limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { ids: rows.map((r) => r.game_id), total: Number(count.n) };
    },

    /**
     * Records a play: the game moves to the top of the member's recent list, and only the newest `keep`
     * games stay. One transaction, so two launches at once cannot leave more than `keep`.
     */
    async touchRecent(memberId: number, gameId: number, now: number, keep: number): Promise<void> {
      await inTransaction(db, async (trx) => {
        await trx
          .insertInto('recent_games')
          .values({ member_id: memberId, game_id: gameId, played_at: now })
          .onConflict((oc) => oc.columns(['member_id', 'game_id']).doUpdateSet({ played_at: now }))
          .execute();
        await trx
          .deleteFrom('recent_games')
          .where('member_id', '=', memberId)
          .where(
            'game_id',
            'not in',
            trx
              .selectFrom('recent_games')
              .select('game_id')
              .where('member_id', '=', memberId)
              .orderBy('played_at', 'desc')
              .orderBy('game_id', 'desc')
              .limit(keep),
          )
          .execute();
      });
    },

    /** A page of recent game ids (optionally of one type, classify or vendor), newest first. */
    async recentPage(
      memberId: number,
      filter: { gameType?: string; classify?: string; vassalage?: string },
      page: { offset: number; limit: number },
    ): Promise<{ ids: number[]; total: number }> {
      let base = db
        .selectFrom('recent_games as r')
        .innerJoin('games as g', 'g.id', 'r.game_id')
        .where('r.member_id', '=', memberId)
        .where('g.enabled', '=', 1);
      if (filter.gameType !== undefined) base = base.where('g.game_type', '=', filter.gameType);
      if (filter.classify !== undefined) base = base.where('g.game_classify', '=', filter.classify);
      if (filter.vassalage !== undefined) base = base.where('g.vassalage', '=', filter.vassalage);
      const [rows, count] = await Promise.all([
        base.select('r.game_id').orderBy('r.played_at', 'desc').orderBy('r.game_id', 'desc').offset(page.offset).limit(page.limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { ids: rows.map((r) => r.game_id), total: Number(count.n) };
    },
  };
}

export type PlayerGameRepository = ReturnType<typeof createPlayerGameRepository>;
