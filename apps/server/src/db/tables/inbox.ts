import type { Generated } from 'kysely';

/** The tables `modules/content/inbox` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface InboxTables {
  inbox_messages: InboxMessagesTable;
  inbox_message_texts: InboxMessageTextsTable;
}

// Inbox and live chat (migration 2026-11-22-0008).

export interface InboxMessagesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  title: string;
  content: string;
  seed_key: string | null;
  created_at: number;
  read_at: number | null;
}

/** An inbox message's text in one language (messages without any are read in their own title and content). */
export interface InboxMessageTextsTable {
  message_id: number;
  language: string;
  title: string;
  content: string;
}
