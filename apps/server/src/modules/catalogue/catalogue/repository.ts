import { PostgresAdapter, sql } from 'kysely';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import { createMerchantRepository } from '../../../core/merchants/repository.ts';
import type { Database, GameRow } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';

/** The columns a game answer is made of (not the search key or the creation time). */
const GAME_COLUMNS = [
  'g.id',
  'g.merchant_code',
  'g.node_id',
  'g.game_id',
  'g.game_code',
  'g.game_type',
  'g.vassalage',
  'g.game_classify',
  'g.is_new',
  'g.is_game_h5',
  'g.play_type',
  'g.freeplay',
  'g.show_icon',
  'g.min_bet',
  'g.min_line',
  'g.enabled',
  'g.sort',
  'g.name_en',
  'g.name_ty',
  'g.names',
] as const;

/** A game's row as the catalogue reads it (the table's columns but the search key and the creation time). */
export type GameRecord = Omit<GameRow, 'name_key' | 'created_at'>;

/** Filters of the game list; every one optional but the merchant. Enabled games only. */
export interface GameFilter {
  merchantCode: string;
  /** a stored type (BINGO already turned into RNG + classify BG) */
  gameType?: string;
  /** any of these stored types (lottery: LOTT and ELOTT) */
  gameTypes?: readonly string[];
  classify?: string;
  vassalage?: string;
  /** lower-cased, trimmed search text (no LIKE syntax: it is escaped here) */
  nameContains?: string;
  maxMinBetCents?: number;
  maxMinLine?: number;
  isNew?: boolean;
  /** vendors switched off by the operator */
  excludeVendors?: readonly string[];
}

/** `%` and `_` in the user's text match themselves: escaped with a backslash (ESCAPE '\' below). */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The same text as a GLOB pattern matching it anywhere: `*`, `?` and `[` stand for themselves. */
export function globContains(text: string): string {
  return `*${text.replace(/[*?[]/g, (c) => `[${c}]`)}*`;
}

/** The trigram index needs three characters; a shorter term is matched by LIKE alone. */
export const TRIGRAM_MIN_CHARS = 3;

/**
 * How a name search finds its rows. `scan`: LIKE on name_key while walking the filter's index in list
 * order, stopping once the page is full (cheap when matches are many). `trigram` (SQLite): the ids from
 * the FTS5 trigram table, then the filter (cheap when matches are few, and for counting). PostgreSQL
 * always writes LIKE: its planner picks between the order walk and the pg_trgm index itself.
 */
export type NameSearch = 'scan' | 'trigram';

type GamesQuery<O> = SelectQueryBuilder<Database & { g: Database['games'] }, 'g', O>;

function applyFilter<O>(query: GamesQuery<O>, f: GameFilter, nameSearch: NameSearch = 'scan'): GamesQuery<O> {
  let q = query.where('g.merchant_code', '=', f.merchantCode).where('g.enabled', '=', 1);
  if (f.gameType !== undefined) q = q.where('g.game_type', '=', f.gameType);
  if (f.gameTypes !== undefined) q = q.where('g.game_type', 'in', [...f.gameTypes]);
  if (f.vassalage !== undefined) q = q.where('g.vassalage', '=', f.vassalage);
  if (f.classify !== undefined) q = q.where('g.game_classify', '=', f.classify);
  if (f.isNew) q = q.where('g.is_new', '=', 1);
  if (f.maxMinBetCents !== undefined) q = q.where('g.min_bet', '<=', f.maxMinBetCents);
  if (f.maxMinLine !== undefined) q = q.where('g.min_line', '<=', f.maxMinLine);
  if (f.excludeVendors && f.excludeVendors.length > 0) q = q.where('g.vassalage', 'not in', [...f.excludeVendors]);
  if (f.nameContains && nameSearch === 'trigram' && [...f.nameContains].length >= TRIGRAM_MIN_CHARS) {
    // Both name_key and the term are lower-cased already: GLOB (case-sensitive) matches what LIKE did.
    const pattern = globContains(f.nameContains);
    q = q.where(sql<boolean>`${sql.ref('g.id')} in (select rowid from games_name_fts where name_key glob ${pattern})`);
  } else if (f.nameContains) {
    const pattern = likeContains(f.nameContains);
    q = q.where(sql<boolean>`${sql.ref('g.name_key')} like ${pattern} escape '\\'`);
  }
  return q;
}

export interface GameAggregate {
  game_type: string;
  vassalage: string;
  game_classify: string | null;
  n: number;
}

export interface VendorRecord {
  vassalage: string;
  display_name: string;
  account_type_name: string;
  game_types: string;
  classifications: string;
  sort: number;
  enabled: number;
}

export function createGameRepository(db: Kysely<Database>) {
  const games = () => db.selectFrom('games as g');
  const sqlite = !(db.getExecutor().adapter instanceof PostgresAdapter);

  /** A page of the filter's games in list order (sort, id). */
  function pageOf<O>(query: GamesQuery<O>, filter: GameFilter, page: { offset: number; limit: number }, hint: { fewNameMatches?: boolean }) {
    return applyFilter(query, filter, sqlite && hint.fewNameMatches ? 'trigram' : 'scan')
      .orderBy('g.sort')
      .orderBy('g.id')
      .offset(page.offset)
      .limit(page.limit);
  }

  return {
    /** `fewNameMatches`: the name search matches few games (by its count), so the trigram index finds them faster than the walk. */
    async list(filter: GameFilter, page: { offset: number; limit: number }, hint: { fewNameMatches?: boolean } = {}): Promise<GameRecord[]> {
      return pageOf(games().select(GAME_COLUMNS), filter, page, hint).execute();
    },

    /**
     * The ids of a page, in list order: the same filter and order as `list`, read from the index alone
     * where the filter allows (the rows themselves come from the catalogue's row cache).
     */
    async listIds(filter: GameFilter, page: { offset: number; limit: number }, hint: { fewNameMatches?: boolean } = {}): Promise<number[]> {
      const rows = await pageOf(games().select('g.id'), filter, page, hint).execute();
      return rows.map((r) => r.id);
    },

    /** Raised by triggers on every write to games or vendors: answers read at one version stay exact while it holds. */
    async version(): Promise<number> {
      const row = await db.selectFrom('catalogue_version').select('version').where('id', '=', 1).executeTakeFirst();
      return Number(row?.version ?? 0);
    },

    async count(filter: GameFilter): Promise<number> {
      const row = await applyFilter(games().select((eb) => eb.fn.countAll<number>().as('n')), filter, sqlite ? 'trigram' : 'scan').executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async byIds(merchantCode: string, ids: readonly number[]): Promise<GameRecord[]> {
      if (ids.length === 0) return [];
      return games().select(GAME_COLUMNS).where('g.merchant_code', '=', merchantCode).where('g.id', 'in', [...ids]).execute();
    },

    /**
     * Which of these games are switched on (and of the type, classify and vendor asked), with their node ids:
     * how the tables that keep a member's games by id (favourites, recent plays) filter them.
     */
    async enabledAmong(
      ids: readonly number[],
      filter: { gameType?: string; classify?: string; vassalage?: string } = {},
    ): Promise<{ id: number; node_id: string }[]> {
      const found: { id: number; node_id: string }[] = [];
      // a member's list may be long: bound the parameters of one statement
      for (let i = 0; i < ids.length; i += 5000) {
        let q = db.selectFrom('games').select(['id', 'node_id']).where('id', 'in', ids.slice(i, i + 5000)).where('enabled', '=', 1);
        if (filter.gameType !== undefined) q = q.where('game_type', '=', filter.gameType);
        if (filter.classify !== undefined) q = q.where('game_classify', '=', filter.classify);
        if (filter.vassalage !== undefined) q = q.where('vassalage', '=', filter.vassalage);
        found.push(...(await q.execute()));
      }
      return found;
    },

    /** The names of the games with these node ids, switched off or not (what a news entry or a record names). */
    async namesByNodeIds(
      merchantCode: string,
      nodeIds: readonly string[],
    ): Promise<Pick<GameRecord, 'node_id' | 'vassalage' | 'game_type' | 'name_en' | 'name_ty' | 'names'>[]> {
      if (nodeIds.length === 0) return [];
      return db
        .selectFrom('games')
        .select(['node_id', 'vassalage', 'game_type', 'name_en', 'name_ty', 'names'])
        .where('merchant_code', '=', merchantCode)
        .where('node_id', 'in', [...nodeIds])
        .execute();
    },

    /** The merchant's first switched-on game of a type in the lobby's order (sort, then id). */
    async firstEnabled(merchantCode: string, gameType: string): Promise<GameRecord | undefined> {
      return games()
        .select(GAME_COLUMNS)
        .where('g.merchant_code', '=', merchantCode)
        .where('g.game_type', '=', gameType)
        .where('g.enabled', '=', 1)
        .orderBy('g.sort')
        .orderBy('g.id')
        .executeTakeFirst();
    },

    /** Enabled or not: the caller tells "disabled" from "unknown". */
    async byNodeId(merchantCode: string, nodeId: string): Promise<GameRecord | undefined> {
      return games().select(GAME_COLUMNS).where('g.merchant_code', '=', merchantCode).where('g.node_id', '=', nodeId).executeTakeFirst();
    },

    async byVendorCode(merchantCode: string, vassalage: string, gameCode: string): Promise<GameRecord | undefined> {
      return games()
        .select(GAME_COLUMNS)
        .where('g.merchant_code', '=', merchantCode)
        .where('g.vassalage', '=', vassalage)
        .where('g.game_code', '=', gameCode)
        .orderBy('g.id')
        .executeTakeFirst();
    },

    /** Artwork is addressed by nodeId alone; the same nodeId is the same game at every merchant. */
    async artworkByNodeId(
      nodeId: string,
    ): Promise<{ name_en: string; game_type: string; game_classify: string | null; vassalage: string; game_code: string } | undefined> {
      return games()
        .select(['g.name_en', 'g.game_type', 'g.game_classify', 'g.vassalage', 'g.game_code'])
        .where('g.node_id', '=', nodeId)
        .orderBy('g.id')
        .limit(1)
        .executeTakeFirst();
    },

    async vendorName(vassalage: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('vendors')
        .select('display_name')
        .where('vassalage', '=', vassalage)
        .orderBy('merchant_code')
        .limit(1)
        .executeTakeFirst();
      return row?.display_name;
    },

    /** Enabled games per type, vendor and classification: the vendor mapping. */
    async aggregates(merchantCode: string): Promise<GameAggregate[]> {
      const rows = await games()
        .select(['g.game_type', 'g.vassalage', 'g.game_classify'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('g.merchant_code', '=', merchantCode)
        .where('g.enabled', '=', 1)
        .groupBy(['g.game_type', 'g.vassalage', 'g.game_classify'])
        .execute();
      return rows.map((r) => ({ ...r, n: Number(r.n) }));
    },

    async vendors(merchantCode: string): Promise<VendorRecord[]> {
      return db
        .selectFrom('vendors')
        .select(['vassalage', 'display_name', 'account_type_name', 'game_types', 'classifications', 'sort', 'enabled'])
        .where('merchant_code', '=', merchantCode)
        .orderBy('sort')
        .orderBy('vassalage')
        .execute();
    },

    async sorting(merchantCode: string): Promise<{ game_category: string; vendor_names: string }[]> {
      return db
        .selectFrom('vendor_sorting')
        .select(['game_category', 'vendor_names'])
        .where('merchant_code', '=', merchantCode)
        .orderBy('sort')
        .orderBy('game_category')
        .execute();
    },

    /** The ranking with its enabled games, rank 1 first. */
    async hot(merchantCode: string): Promise<(GameRecord & { rank: number })[]> {
      return db
        .selectFrom('hot_games as h')
        .innerJoin('games as g', (join) =>
          join.onRef('g.merchant_code', '=', 'h.merchant_code').onRef('g.node_id', '=', 'h.node_id'),
        )
        .select(GAME_COLUMNS)
        .select('h.rank')
        .where('h.merchant_code', '=', merchantCode)
        .where('g.enabled', '=', 1)
        .orderBy('h.rank')
        .execute();
    },

    /** The whole ranking, disabled games too (the operator's view). */
    async hotRanking(merchantCode: string): Promise<{ rank: number; node_id: string; name_en: string }[]> {
      return db
        .selectFrom('hot_games as h')
        .innerJoin('games as g', (join) =>
          join.onRef('g.merchant_code', '=', 'h.merchant_code').onRef('g.node_id', '=', 'h.node_id'),
        )
        .select(['h.rank', 'h.node_id', 'g.name_en'])
        .where('h.merchant_code', '=', merchantCode)
        .orderBy('h.rank')
        .execute();
    },

    /** Which of these nodeIds the merchant has. */
    async existingNodeIds(merchantCode: string, nodeIds: readonly string[]): Promise<Set<string>> {
      if (nodeIds.length === 0) return new Set();
      const rows = await games()
        .select('g.node_id')
        .where('g.merchant_code', '=', merchantCode)
        .where('g.node_id', 'in', [...nodeIds])
        .execute();
      return new Set(rows.map((r) => r.node_id));
    },

    /** Replaces the ranking in one transaction: readers see the old list or the new one. */
    /**
     * Replaces the ranking as one step. Concurrent replacements of one merchant's ranking take turns: on
     * PostgreSQL the merchant's row is locked first (READ COMMITTED would otherwise let two deletes pass
     * and the second insert hit the first one's rows); SQLite's first write takes the database lock.
     */
    async replaceHot(merchantCode: string, nodeIds: readonly string[]): Promise<void> {
      await inTransaction(db, async (trx) => {
        if (db.getExecutor().adapter instanceof PostgresAdapter) await createMerchantRepository(trx).lockForUpdate(merchantCode);
        await trx.deleteFrom('hot_games').where('merchant_code', '=', merchantCode).execute();
        if (nodeIds.length > 0) {
          await trx
            .insertInto('hot_games')
            .values(nodeIds.map((nodeId, i) => ({ merchant_code: merchantCode, node_id: nodeId, rank: i + 1 })))
            .execute();
        }
      });
    },

    /**
     * The ids of the filter's games as a subquery, for the queries of the tables that name games by id
     * (the popular list's recent plays, the winner board): their owners run them, the filter stays here.
     */
    filterIds(filter: GameFilter) {
      return applyFilter(games().select('g.id'), filter);
    },
  };
}

export type GameRepository = ReturnType<typeof createGameRepository>;
/** The ids of a filter's games, as a subquery another table's owner puts in its query. */
export type GameIdsQuery = ReturnType<GameRepository['filterIds']>;
