import type { Kysely } from 'kysely';
import { createMerchantRepository } from '../../../core/merchants/repository.ts';
import type { Database, LobbyNewsRow } from '../../../db/schema.ts';
import type { Tx } from '../../../db/transaction.ts';
import { createGameRepository } from '../../catalogue/catalogue/index.ts';

export interface LobbyNewsEvent {
  merchantCode: string;
  kind: 'operator' | 'new_game' | 'jackpot' | 'big_win';
  /** unique per merchant: a second write of the same event is ignored */
  eventKey: string;
  params: LobbyNewsParams;
  link?: string | null;
  publishedAt: number;
  expiresAt?: number | null;
  /** operator items: title and body per language */
  texts?: Record<string, { title: string; body: string }>;
}

export interface LobbyNewsParams {
  nodeId?: string;
  /** the game's name and vendor as the reporting module knew them (when the catalogue has no such node) */
  gameName?: string;
  vendor?: string;
  amountCents?: number;
  currency?: string;
  /** masked account name */
  player?: string;
  /** jackpot pool name */
  pool?: string;
}

export interface LobbyNewsGame {
  node_id: string;
  vassalage: string;
  game_type: string;
  name_en: string;
  name_ty: string;
  names: string;
}

/** SQL of the lobby news feed. */
export function createLobbyNewsRepository(db: Kysely<Database>) {
  // the games and merchants the feed names are read through their owners, on the same handle
  const games = createGameRepository(db);
  const merchants = createMerchantRepository(db);
  return {
    /** Writes an entry once per event key (inside the caller's transaction when given one). */
    async record(event: LobbyNewsEvent, now: number, tx: Tx | Kysely<Database> = db): Promise<number | null> {
      const row = await tx
        .insertInto('lobby_news')
        .values({
          merchant_code: event.merchantCode,
          kind: event.kind,
          event_key: event.eventKey,
          params: JSON.stringify(event.params),
          link: event.link ?? null,
          published_at: event.publishedAt,
          expires_at: event.expiresAt ?? null,
          created_at: now,
        })
        .onConflict((oc) => oc.columns(['merchant_code', 'event_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!row) return null;
      for (const [language, text] of Object.entries(event.texts ?? {})) {
        await tx.insertInto('lobby_news_texts').values({ news_id: row.id, language, title: text.title, body: text.body }).execute();
      }
      return row.id;
    },

    /** One page of the entries published by `at` and not expired, newest first, with the total. */
    async page(merchantCode: string, at: number, offset: number, limit: number): Promise<{ rows: LobbyNewsRow[]; total: number }> {
      const live = db
        .selectFrom('lobby_news')
        .where('merchant_code', '=', merchantCode)
        .where('published_at', '<=', at)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]));
      const [rows, count] = await Promise.all([
        live.selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute(),
        live.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /** The operator texts of `ids` in `language` and EN. */
    async texts(ids: number[], language: string) {
      if (ids.length === 0) return [];
      return db
        .selectFrom('lobby_news_texts')
        .selectAll()
        .where('news_id', 'in', ids)
        .where('language', 'in', [language, 'EN'])
        .execute();
    },

    /** The games the entries name (switched off or not), from the catalogue. */
    async games(merchantCode: string, nodeIds: string[]): Promise<LobbyNewsGame[]> {
      return games.namesByNodeIds(merchantCode, nodeIds);
    },

    async merchantExists(code: string): Promise<boolean> {
      return merchants.exists(code);
    },
  };
}

export type LobbyNewsRepository = ReturnType<typeof createLobbyNewsRepository>;
