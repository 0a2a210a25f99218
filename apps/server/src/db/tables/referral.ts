import type { Generated, Selectable } from 'kysely';

/** The tables `modules/agents/referral` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface ReferralTables {
  referral_rules: ReferralRulesTable;
  referral_rewards: ReferralRewardsTable;
}

// The referral programme (migration 2026-11-24-0020).

export interface ReferralRulesTable {
  merchant_code: string;
  /** 1: the merchant's REFERRAL promotion is on */
  enabled: number;
  reward_cents: number;
  min_deposit_cents: number;
  updated_at: number;
}

export interface ReferralRewardsTable {
  id: Generated<number>;
  merchant_code: string;
  inviter_id: number;
  friend_id: number;
  order_no: string;
  deposit_cents: number;
  /** 0 when the first deposit earned nothing */
  amount_cents: number;
  created_at: number;
}

export type ReferralRuleRow = Selectable<ReferralRulesTable>;
export type ReferralRewardRow = Selectable<ReferralRewardsTable>;
