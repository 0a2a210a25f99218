import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { createGameRepository } from '../catalogue/index.ts';
import type { GameIdsQuery } from '../catalogue/index.ts';

/** The member's games in their order, those the catalogue still offers (`enabled`), one page of them and the count. */
function pageOfEnabled(ids: number[], enabled: { id: number }[], page: { offset: number; limit: number }): { ids: number[]; total: number } {
  const offered = new Set(enabled.map((g) => g.id));
  const kept = ids.filter((id) => offered.has(id));
  return { ids: kept.slice(page.offset, page.offset + page.limit), total: kept.length };
}

/**
 * What a member keeps: favourite games and the games played lately. Game rows are loaded by id; whether a
 * game is still offered (switched on, of the type asked) is the catalogue's to say, asked by id.
 */
export function createPlayerGameRepository(db: Kysely<Database>) {
  const games = createGameRepository(db);
  const favouriteIds = async (memberId: number): Promise<number[]> =>
    (
      await db
        .selectFrom('favourite_games')
        .select('game_id')
        .where('member_id', '=', memberId)
        .orderBy('created_at', 'desc')
        .orderBy('game_id', 'desc')
        .execute()
    ).map((r) => r.game_id);

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
      const ids = await favouriteIds(memberId);
      const nodeIds = new Map((await games.enabledAmong(ids)).map((g) => [g.id, g.node_id]));
      return ids.flatMap((id) => nodeIds.get(id) ?? []);
    },

    /** A page of favourite game ids, newest first, and how many there are. */
    async favouritePage(memberId: number, page: { offset: number; limit: number }): Promise<{ ids: number[]; total: number }> {
      const ids = await favouriteIds(memberId);
      return pageOfEnabled(ids, await games.enabledAmong(ids), page);
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
      const rows = await db
        .selectFrom('recent_games')
        .select('game_id')
        .where('member_id', '=', memberId)
        .orderBy('played_at', 'desc')
        .orderBy('game_id', 'desc')
        .execute();
      const ids = rows.map((r) => r.game_id);
      return pageOfEnabled(ids, await games.enabledAmong(ids, filter), page);
    },

    /** The filter's games (a subquery from the catalogue) with the most members playing them since `since`, most first. */
    async mostPlayed(gameIds: GameIdsQuery, since: number, limit: number): Promise<number[]> {
      const rows = await db
        .selectFrom('recent_games as r')
        .select('r.game_id')
        .select((eb) => eb.fn.countAll<number>().as('plays'))
        .where('r.played_at', '>=', since)
        .where('r.game_id', 'in', gameIds)
        .groupBy('r.game_id')
        .orderBy('plays', 'desc')
        .orderBy('r.game_id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.game_id);
    },
  };
}

export type PlayerGameRepository = ReturnType<typeof createPlayerGameRepository>;
