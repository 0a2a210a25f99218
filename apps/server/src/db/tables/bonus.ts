import type { Generated, Selectable } from 'kysely';

/** The tables `modules/money/bonus` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface BonusTables {
  bonus_rules: BonusRulesTable;
  bonus_grants: BonusGrantsTable;
  bonus_campaigns: BonusCampaignsTable;
  bonus_codes: BonusCodesTable;
  bonus_code_uses: BonusCodeUsesTable;
  bonus_claims: BonusClaimsTable;
  bonus_free_rounds: BonusFreeRoundsTable;
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
  // campaigns (migration 2026-11-30-0044): null/0 on grants of the built-in rules and rewards
  campaign_id: number | null;
  /** the campaign kind (deposit_match, code …), or bonus / reward for the built-in ones */
  kind: Generated<string>;
  expires_at: number | null;
  /** JSON {gameType: percent}; null: every stake counts in full */
  contributions: string | null;
  max_stake_cents: number | null;
  free_rounds_left: Generated<number>;
  free_round_stake_cents: Generated<number>;
  /** JSON [{vendor, code}] */
  free_round_games: string | null;
  /** free rounds: what their wins are multiplied by to make the requirement */
  wagering_multiplier: Generated<number>;
  deposit_cents: Generated<number>;
  /** bonus money that became cash when the requirement was met */
  released_cents: Generated<number>;
  /** bonus money that went back to the brand (forfeit, expiry) */
  returned_cents: Generated<number>;
  /** once per player: '-'; once a day: the local date; null: no limit */
  claim_key: string | null;
  /** why an operator took it back */
  note: string | null;
}

export interface BonusCampaignsTable {
  id: Generated<number>;
  merchant_code: string;
  name: string;
  kind: string;
  /** draft | published | paused | ended */
  state: string;
  start_at: number;
  end_at: number | null;
  announcement_id: number;
  /** JSON: the operator's input less the page */
  config: string;
  budget_cents: number | null;
  spent_cents: Generated<number>;
  paid_through: string | null;
  created_at: number;
  updated_at: number;
}

export interface BonusCodesTable {
  id: Generated<number>;
  merchant_code: string;
  campaign_id: number;
  code: string;
  max_uses: number | null;
  uses: Generated<number>;
  expires_at: number | null;
  created_at: number;
}

export interface BonusCodeUsesTable {
  code_id: number;
  member_id: number;
  used_at: number;
}

export interface BonusClaimsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  campaign_id: number;
  order_no: string | null;
  /** pending | used | cancelled */
  status: string;
  language: string;
  created_at: number;
  closed_at: number | null;
}

export interface BonusFreeRoundsTable {
  integration: string;
  transaction_uuid: string;
  grant_id: number;
  member_id: number;
  stake_cents: number;
  round_ref: string;
  created_at: number;
  rolled_back: Generated<number>;
  settled: Generated<number>;
}

export type BonusCampaignRow = Selectable<BonusCampaignsTable>;
export type BonusClaimRow = Selectable<BonusClaimsTable>;
export type BonusGrantRow = Selectable<BonusGrantsTable>;
