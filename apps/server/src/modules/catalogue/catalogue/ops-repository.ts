import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { likeContains } from './repository.ts';

export interface ConsoleGameFilter {
  merchantCode: string;
  /** a name in any language (substring), a nodeId or a vendor game code (exact) */
  q?: string;
  vendor?: string;
  type?: string;
  offset: number;
  limit: number;
}

export interface ConsoleGameRecord {
  node_id: string;
  name_en: string;
  vassalage: string;
  game_type: string;
  enabled: number;
  is_new: number;
  hot_rank: number | null;
}

/** The operator's view of a merchant's catalogue: disabled games included, with their hot rank. */
export function createGameOpsRepository(db: Kysely<Database>) {
  function filtered(f: ConsoleGameFilter) {
    let q = db.selectFrom('games as g').where('g.merchant_code', '=', f.merchantCode);
    if (f.vendor) q = q.where('g.vassalage', '=', f.vendor);
    if (f.type) q = q.where('g.game_type', '=', f.type);
    const term = f.q?.trim();
    if (term) {
      const pattern = likeContains(term.toLowerCase());
      q = q.where((eb) =>
        eb.or([
          eb('g.node_id', '=', term),
          eb('g.game_code', '=', term),
          sql<boolean>`${sql.ref('g.name_key')} like ${pattern} escape '\\'`,
        ]),
      );
    }
    return q;
  }

  return {
    async list(f: ConsoleGameFilter): Promise<{ rows: ConsoleGameRecord[]; total: number }> {
      const [rows, count] = await Promise.all([
        filtered(f)
          .leftJoin('hot_games as h', (join) => join.onRef('h.merchant_code', '=', 'g.merchant_code').onRef('h.node_id', '=', 'g.node_id'))
          .select(['g.node_id', 'g.name_en', 'g.vassalage', 'g.game_type', 'g.enabled', 'g.is_new', 'h.rank as hot_rank'])
          .orderBy('g.sort')
          .orderBy('g.id')
          .offset(f.offset)
          .limit(f.limit)
          .execute(),
        filtered(f).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    async get(merchantCode: string, nodeId: string): Promise<ConsoleGameRecord | undefined> {
      return db
        .selectFrom('games as g')
        .leftJoin('hot_games as h', (join) => join.onRef('h.merchant_code', '=', 'g.merchant_code').onRef('h.node_id', '=', 'g.node_id'))
        .select(['g.node_id', 'g.name_en', 'g.vassalage', 'g.game_type', 'g.enabled', 'g.is_new', 'h.rank as hot_rank'])
        .where('g.merchant_code', '=', merchantCode)
        .where('g.node_id', '=', nodeId)
        .executeTakeFirst();
    },

    /** false when the merchant has no such game */
    async update(merchantCode: string, nodeId: string, patch: { enabled?: boolean; isNew?: boolean }): Promise<boolean> {
      const set: { enabled?: number; is_new?: number } = {};
      if (patch.enabled !== undefined) set.enabled = patch.enabled ? 1 : 0;
      if (patch.isNew !== undefined) set.is_new = patch.isNew ? 1 : 0;
      const result = await db
        .updateTable('games')
        .set(set)
        .where('merchant_code', '=', merchantCode)
        .where('node_id', '=', nodeId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

export type GameOpsRepository = ReturnType<typeof createGameOpsRepository>;
