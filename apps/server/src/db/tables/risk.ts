import type { Generated, Selectable } from 'kysely';

/** The tables `modules/operators/risk` owns (migration 2026-11-30-0043): reviews and operators' tags. */
export interface RiskTables {
  risk_reviews: RiskReviewsTable;
  risk_tags: RiskTagsTable;
}

/** A player put under review: open until an operator closes it (one open per player). */
export interface RiskReviewsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** open | closed */
  status: string;
  reason: string;
  opened_by: string;
  opened_at: number;
  closed_by: string | null;
  closed_at: number | null;
  close_note: string | null;
}

export interface RiskTagsTable {
  member_id: number;
  merchant_code: string;
  tag: string;
  /** lower case: one tag once per player */
  tag_key: string;
  created_by: string;
  created_at: number;
}

export type RiskReviewRow = Selectable<RiskReviewsTable>;
export type RiskTagRow = Selectable<RiskTagsTable>;
