import type { Generated, Selectable } from 'kysely';

/** The tables `modules/money/ledger` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface LedgerTables {
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  pending_adjustments: PendingAdjustmentsTable;
}

// The ledger (migration 2026-11-23-0009).

export interface LedgerAccountsTable {
  id: Generated<number>;
  code: string;
  /** the account a shard row is a part of; an unsharded account's own code (migration 2026-11-30-0039) */
  base_code: string;
  merchant_code: string;
  kind: string;
  member_id: number | null;
  currency: string;
  demo: number;
  no_overdraft: number;
  debits_posted: Generated<number>;
  credits_posted: Generated<number>;
  debits_pending: Generated<number>;
  credits_pending: Generated<number>;
  created_at: number;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  transfer_key: string;
  merchant_code: string;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  currency: string;
  kind: string;
  /** posted | pending | post_pending | void_pending */
  state: string;
  pending_id: number | null;
  member_id: number | null;
  reference: string | null;
  memo: string | null;
  created_at: number;
}

// The operator console's players and cashier (migration 2026-11-24-0029).

export interface PendingAdjustmentsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  currency: string;
  /** + credits the member, - debits */
  amount_cents: number;
  reason: string;
  request_id: string;
  /** awaiting_second_approval | posted */
  status: string;
  requested_by: string;
  approved_by: string | null;
  approved_at: number | null;
  transfer_id: number | null;
  created_at: number;
}

export type LedgerAccountRow = Selectable<LedgerAccountsTable>;
export type LedgerTransferRow = Selectable<LedgerTransfersTable>;
export type PendingAdjustmentRow = Selectable<PendingAdjustmentsTable>;
