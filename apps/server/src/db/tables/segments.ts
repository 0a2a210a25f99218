import type { Generated, Selectable } from 'kysely';

/** The tables `modules/operators/segments` owns (migration 2026-11-30-0046): operators' saved rule sets. */
export interface SegmentsTables {
  segments: SegmentsTable;
}

export interface SegmentsTable {
  id: Generated<number>;
  merchant_code: string;
  name: string;
  /** lower case: one name once per merchant */
  name_key: string;
  description: string;
  /** JSON of the contract's SegmentRules */
  rules: string;
  created_by: string;
  created_at: number;
  updated_by: string;
  updated_at: number;
}

export type SegmentRow = Selectable<SegmentsTable>;
