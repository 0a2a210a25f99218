import type { Generated, Selectable } from 'kysely';

/** The tables `modules/money/aml` owns (migration 2026-11-30-0041): each merchant's rules and the alerts. */
export interface AmlTables {
  aml_rules: AmlRulesTable;
  aml_alerts: AmlAlertsTable;
}

/** A merchant's rules (absent: the defaults of its currency). */
export interface AmlRulesTable {
  merchant_code: string;
  covered_cents: number | null;
  turnover_bp: number;
  updated_at: number;
  updated_by: string;
}

export interface AmlAlertsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** covered | suspicious */
  kind: string;
  /** deposit | withdrawal */
  source: string;
  /** the order number */
  reference: string;
  amount_cents: number;
  currency: string;
  reason: string;
  day: string;
  created_at: number;
  /** open | cleared | reported */
  status: string;
  decided_by: string | null;
  decided_at: number | null;
  note: string | null;
  report_reference: string | null;
}

export type AmlAlertRow = Selectable<AmlAlertsTable>;
