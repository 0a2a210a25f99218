import type { Generated, Selectable } from 'kysely';

/** The tables `modules/money/protection` owns (migration 2026-11-30-0040): limits, exclusions, their history. */
export interface ProtectionTables {
  rg_members: RgMembersTable;
  rg_limits: RgLimitsTable;
  rg_exclusions: RgExclusionsTable;
  rg_history: RgHistoryTable;
  rg_limit_hits: RgLimitHitsTable;
}

/** A member with any limit or exclusion ever: the row a stake locks and reads first. */
export interface RgMembersTable {
  member_id: number;
  merchant_code: string;
  /** the exclusion in force ends then (null: none, unless excluded_forever) */
  excluded_until: number | null;
  excluded_forever: number;
  exclusion_kind: string | null;
  updated_at: number;
}

/** One limit of one source (member, operator): cents for money kinds, minutes for session. */
export interface RgLimitsTable {
  member_id: number;
  kind: string;
  period: string;
  source: string;
  /** in force now (null: none) */
  value: number | null;
  /** a raise waiting until pending_at (member's only) */
  pending_value: number | null;
  /** 1: a removal waiting until pending_at */
  pending_remove: number;
  pending_at: number | null;
  updated_at: number;
}

export interface RgExclusionsTable {
  id: Generated<number>;
  member_id: number;
  merchant_code: string;
  /** break | self_exclusion | operator */
  kind: string;
  duration: string;
  started_at: number;
  /** null: permanent */
  until: number | null;
  /** "member" or the operator's name */
  set_by: string;
  reason: string | null;
  lifted_at: number | null;
  lifted_by: string | null;
  lift_reason: string | null;
}

export interface RgHistoryTable {
  id: Generated<number>;
  member_id: number;
  merchant_code: string;
  at: number;
  actor: string;
  action: string;
  kind: string | null;
  period: string | null;
  before_value: string | null;
  after_value: string | null;
  effective_at: number | null;
  reason: string | null;
}

export interface RgLimitHitsTable {
  id: Generated<number>;
  member_id: number;
  merchant_code: string;
  kind: string;
  period: string;
  day: string;
  at: number;
  limit_value: number;
}

export type RgLimitRow = Selectable<RgLimitsTable>;
export type RgExclusionRow = Selectable<RgExclusionsTable>;
export type RgMemberRow = Selectable<RgMembersTable>;
