import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** The tables `modules/catalogue/catalogue` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface CatalogueTables {
  vendors: VendorsTable;
  vendor_sorting: VendorSortingTable;
  games: GamesTable;
  hot_games: HotGamesTable;
  catalogue_version: CatalogueVersionTable;
}

// Accounts (migration 2026-11-22-0002). Ids the database numbers are Generated.

/** One row (id 1): raised by triggers on every write to games or vendors (what a game list is made of). */
export interface CatalogueVersionTable {
  id: number;
  version: number;
}

// Game lobby (migration 2026-11-22-0005).

export interface VendorsTable {
  merchant_code: string;
  vassalage: string;
  display_name: string;
  account_type_name: string;
  /** JSON array of game types */
  game_types: string;
  /** JSON object gameClassify key -> display name */
  classifications: string;
  sort: number;
  enabled: number;
}

export interface VendorSortingTable {
  merchant_code: string;
  game_category: string;
  sort: number;
  /** JSON array of vendor codes in lobby order */
  vendor_names: string;
}

export interface GamesTable {
  id: Generated<number>;
  merchant_code: string;
  /** unique per merchant; the same game has the same nodeId at every merchant */
  node_id: string;
  game_id: string;
  game_code: string;
  /** a GameType other than BINGO (bingo is RNG with game_classify BG) */
  game_type: string;
  vassalage: string;
  game_classify: string | null;
  is_new: number;
  is_game_h5: number;
  /** 'Tradition' | 'Entertainment' */
  play_type: string;
  freeplay: number;
  show_icon: number;
  /** cents */
  min_bet: number;
  min_line: number;
  enabled: number;
  sort: number;
  name_en: string;
  name_ty: string;
  /** JSON object language -> name, for languages other than EN and TY */
  names: string;
  /** every name lower-cased, joined by newlines: what the name search matches */
  name_key: string;
  created_at: number;
}

export interface HotGamesTable {
  merchant_code: string;
  node_id: string;
  rank: number;
}

export type VendorRow = Selectable<VendorsTable>;
export type NewVendorRow = Insertable<VendorsTable>;
export type GameRow = Selectable<GamesTable>;
export type NewGameRow = Insertable<GamesTable>;
export type GameRowUpdate = Updateable<GamesTable>;
