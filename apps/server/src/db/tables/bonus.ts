import type { Generated, Selectable } from 'kysely';

/** The tables `modules/money/bonus` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface BonusTables {
  bonus_rules: BonusRulesTable;
  bonus_grants: BonusGrantsTable;
}

// Deposits, withdrawals, bonuses (migration 2026-11-23-0010).

export interface BonusRulesTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  percent_bp: number;
  max_bonus_cents: number;
  min_deposit_cents: number;
  wagering_multiplier: number;
  enabled: number;
}

export interface BonusGrantsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  rule_code: string;
  source_ref: string;
  amount_cents: number;
  wagering_required_cents: number;
  wagered_cents: number;
  /** active | completed | forfeited */
  status: string;
  created_at: number;
  closed_at: number | null;
}

export type BonusGrantRow = Selectable<BonusGrantsTable>;
