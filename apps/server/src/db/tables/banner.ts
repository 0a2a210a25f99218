import type { Generated, Insertable, Selectable } from 'kysely';

/** The tables `modules/content/banner` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface BannerTables {
  banners: BannersTable;
  banner_texts: BannerTextsTable;
}

// Game lobby (migration 2026-11-22-0005).

/** A banner's title in one language (the banner row's own title is the fallback). */
export interface BannerTextsTable {
  banner_id: number;
  language: string;
  title: string;
}

export interface BannersTable {
  id: Generated<number>;
  merchant_code: string;
  group_name: string;
  title: string;
  image_url: string;
  link: string | null;
  sort: number;
  start_at: number;
  end_at: number | null;
}

export type BannerRow = Selectable<BannersTable>;
export type NewBannerRow = Insertable<BannersTable>;
