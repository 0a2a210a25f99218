import type { Generated, Selectable } from 'kysely';

/** The tables `modules/money/rewards` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface RewardsTables {
  vip_levels: VipLevelsTable;
  reward_tasks: RewardTasksTable;
  reward_claims: RewardClaimsTable;
}

// VIP levels, tasks and claimed rewards (migration 2026-11-24-0021).

export interface VipLevelsTable {
  id: Generated<number>;
  merchant_code: string;
  level: number;
  required_valid_bet_cents: number;
  required_deposit_cents: number;
  level_up_bonus_cents: number;
  rebate_bp: number;
  birthday_bonus_cents: number;
}

export interface RewardTasksTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  /** daily | weekly */
  period: string;
  /** login | deposit | valid_bet | rounds */
  kind: string;
  target: number;
  game_type: string | null;
  reward_cents: number;
  sort: Generated<number>;
  enabled: Generated<number>;
}

export interface RewardClaimsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  kind: string;
  claim_key: string;
  amount_cents: number;
  currency: string;
  wagering_required_cents: number;
  detail: string;
  created_at: number;
}

export type VipLevelRow = Selectable<VipLevelsTable>;
export type RewardTaskRow = Selectable<RewardTasksTable>;
export type RewardClaimRow = Selectable<RewardClaimsTable>;
