import type { Generated, Selectable } from 'kysely';

/** The tables `modules/content/lobby-news` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface LobbyNewsTables {
  lobby_news: LobbyNewsTable;
  lobby_news_texts: LobbyNewsTextsTable;
}

// Content: announcements (promotions are type PR), read state, promotion applications, help centre.

/** The lobby news feed: operator items (texts in lobby_news_texts) and platform events (texts from templates). */
export interface LobbyNewsTable {
  id: Generated<number>;
  merchant_code: string;
  /** 'operator' | 'new_game' | 'jackpot' | 'big_win' */
  kind: string;
  /** unique per merchant: an event is written once */
  event_key: string;
  /** JSON: nodeId, amountCents, currency, player (masked), pool */
  params: string;
  link: string | null;
  published_at: number;
  expires_at: number | null;
  created_at: number;
}

export interface LobbyNewsTextsTable {
  news_id: number;
  language: string;
  title: string;
  body: string;
}

export type LobbyNewsRow = Selectable<LobbyNewsTable>;
