import type { Generated, Selectable } from 'kysely';

/** The tables `modules/play/transfer-wallet` owns (migration 2026-11-30-0050). */
export interface TransferWalletTables {
  transfer_wallet_moves: TransferWalletMovesTable;
  transfer_wallet_sessions: TransferWalletSessionsTable;
}

export interface TransferWalletMovesTable {
  id: Generated<number>;
  /** our transfer id: the vendor's idempotency key and what its status query takes */
  transfer_id: string;
  member_id: number;
  merchant_code: string;
  currency: string;
  demo: number;
  vendor: string;
  /** to_vendor | from_vendor */
  direction: string;
  amount_cents: number;
  /** pending | done | failed */
  status: string;
  created_at: number;
  updated_at: number;
}

export interface TransferWalletSessionsTable {
  id: Generated<number>;
  member_id: number;
  vendor: string;
  merchant_code: string;
  currency: string;
  demo: number;
  /** open | closed */
  status: string;
  moved_cents: number;
  opened_at: number;
  last_launch_at: number;
  closed_at: number | null;
}

export type TransferWalletMoveRow = Selectable<TransferWalletMovesTable>;
export type TransferWalletSessionRow = Selectable<TransferWalletSessionsTable>;
