import type { Generated } from 'kysely';

/** The tables `modules/content/promotions` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface PromotionsTables {
  promotion_applications: PromotionApplicationsTable;
}

// Content: announcements (promotions are type PR), read state, promotion applications, help centre.

export interface PromotionApplicationsTable {
  id: Generated<number>;
  member_id: number;
  announcement_id: number;
  remark: string;
  status: string;
  created_at: number;
  updated_at: number;
}
