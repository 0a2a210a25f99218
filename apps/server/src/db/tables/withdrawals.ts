import type { Generated, Selectable } from 'kysely';

/** The tables `modules/money/withdrawals` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface WithdrawalsTables {
  payout_accounts: PayoutAccountsTable;
  withdrawal_orders: WithdrawalOrdersTable;
  withdrawal_approvals: WithdrawalApprovalsTable;
}

// Deposits, withdrawals, bonuses (migration 2026-11-23-0010).

export interface PayoutAccountsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  /** ewallet | bank */
  kind: string;
  bank_code: string;
  account_no: string;
  account_name: string;
  created_at: number;
  removed_at: number | null;
}

export interface WithdrawalOrdersTable {
  id: Generated<number>;
  order_no: string;
  merchant_code: string;
  member_id: number;
  channel_id: number;
  payout_account_id: number;
  bank_code: string;
  account_no: string;
  account_name: string;
  provider: string;
  amount_cents: number;
  fee_cents: number;
  payout_cents: number;
  currency: string;
  /** pending | paying | paid | failed | rejected */
  status: string;
  request_key: string;
  provider_ref: string | null;
  reviewed_by: string | null;
  /** a pending order that cannot be approved yet: 'kyc' (identity not verified), 'review' (player under review); null: none */
  held_for: string | null;
  review_reason: string | null;
  failure_reason: string | null;
  created_at: number;
  updated_at: number;
  reviewed_at: number | null;
  paid_at: number | null;
}

// The operator console's players and cashier (migration 2026-11-24-0029).

export interface WithdrawalApprovalsTable {
  order_id: number;
  approved_by: string;
  approved_at: number;
}

export type PayoutAccountRow = Selectable<PayoutAccountsTable>;
export type WithdrawalOrderRow = Selectable<WithdrawalOrdersTable>;
