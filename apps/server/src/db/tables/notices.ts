import type { Generated, Insertable, Selectable } from 'kysely';

/** The tables `modules/content/notices` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface NoticesTables {
  announcements: AnnouncementsTable;
  announcement_texts: AnnouncementTextsTable;
  announcement_reads: AnnouncementReadsTable;
  notices: NoticesTable;
  notice_texts: NoticeTextsTable;
}

// Content: announcements (promotions are type PR), read state, promotion applications, help centre.

export interface AnnouncementsTable {
  id: Generated<number>;
  merchant_code: string;
  seed_key: string | null;
  type: string;
  group_name: string;
  category: string | null;
  platform: string;
  start_at: number;
  end_at: number | null;
  no_expiry: number;
  sort: number;
  /** JSON [{sequence, url}] */
  images: string;
  created_at: number;
  /** 1: players see it in its window; 0: an operator's draft */
  published: Generated<number>;
  /** when an operator last changed it (null: never, e.g. seeded) */
  updated_at: number | null;
}

export interface AnnouncementTextsTable {
  announcement_id: number;
  language: string;
  title: string;
  /** sanitized HTML */
  content: string;
}

export interface AnnouncementReadsTable {
  member_id: number;
  announcement_id: number;
  read_at: number;
}

/** The ticker's short lines (not announcements): a window, an order, a text per language. */
export interface NoticesTable {
  id: Generated<number>;
  merchant_code: string;
  seed_key: string | null;
  /** 'info' | 'important' */
  level: string;
  announcement_id: number | null;
  start_at: number;
  end_at: number | null;
  sort: number;
  created_at: number;
}

export interface NoticeTextsTable {
  notice_id: number;
  language: string;
  text: string;
}

export type AnnouncementRow = Selectable<AnnouncementsTable>;
export type NewAnnouncementRow = Insertable<AnnouncementsTable>;
