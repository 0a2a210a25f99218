import type { Generated } from 'kysely';

/** The tables `modules/content/chat` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface ChatTables {
  chat_messages: ChatMessagesTable;
}

// Inbox and live chat (migration 2026-11-22-0008).

export interface ChatMessagesTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** 'member' | 'staff' */
  sender: string;
  text: string;
  created_at: number;
  /** staff lines: when the member saw them */
  seen_at: number | null;
}
