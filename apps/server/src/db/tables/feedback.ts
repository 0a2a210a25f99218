import type { Generated } from 'kysely';

/** The tables `modules/content/feedback` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface FeedbackTables {
  feedback: FeedbackTable;
}

// Content: announcements (promotions are type PR), read state, promotion applications, help centre.

export interface FeedbackTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number | null;
  content: string;
  comment: string;
  /** JSON list of file names in DATA_DIR/feedback/<id>/ */
  images: string;
  ip: string;
  created_at: number;
}
