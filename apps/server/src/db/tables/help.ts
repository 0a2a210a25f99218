import type { Generated, Insertable, Selectable } from 'kysely';

/** The tables `modules/content/help` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface HelpTables {
  help_articles: HelpArticlesTable;
}

// Content: announcements (promotions are type PR), read state, promotion applications, help centre.

export interface HelpArticlesTable {
  id: Generated<number>;
  merchant_code: string;
  language: string;
  tag: string;
  parent_tag: string | null;
  title: string;
  content: string;
  sort: number;
}

export type HelpArticleRow = Selectable<HelpArticlesTable>;
export type NewHelpArticleRow = Insertable<HelpArticlesTable>;
