import type { Generated, Selectable } from 'kysely';

/** The tables `modules/play/rounds` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface RoundsTables {
  game_winners: GameWinnersTable;
  game_rounds: GameRoundsTable;
  vendor_transactions: VendorTransactionsTable;
}

// Game lobby (migration 2026-11-22-0005).

export interface GameWinnersTable {
  id: Generated<number>;
  merchant_code: string;
  game_id: number;
  customer_name: string;
  /** cents */
  win_amount: number;
  won_at: number;
}

// Game rounds and vendor wallet calls (migration 2026-11-23-0011).

export interface GameRoundsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  demo: number;
  vendor: string;
  game_code: string;
  game_name: string;
  game_type: string;
  round_ref: string;
  bet_cents: Generated<number>;
  bet_cash_cents: Generated<number>;
  bet_bonus_cents: Generated<number>;
  win_cents: Generated<number>;
  /** open | settled | rolled_back */
  status: string;
  fairness: string | null;
  /** the vendor's account of the round (RoundDetails as JSON), from its wallet calls' meta (migration 0048) */
  details: Generated<string | null>;
  created_at: number;
  updated_at: number;
  settled_at: number | null;
}

export interface VendorTransactionsTable {
  id: Generated<number>;
  vendor: string;
  transaction_uuid: string;
  /** bet | win | rollback | tombstone */
  kind: string;
  round_id: number | null;
  member_id: number;
  amount_cents: number;
  cash_cents: number;
  bonus_cents: number;
  reference_uuid: string | null;
  rolled_back: number;
  response: string;
  created_at: number;
}

export type GameRoundRow = Selectable<GameRoundsTable>;
export type VendorTransactionRow = Selectable<VendorTransactionsTable>;
