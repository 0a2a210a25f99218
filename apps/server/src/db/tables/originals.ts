import type { Generated, Selectable } from 'kysely';

/** The tables `modules/play/originals` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface OriginalsTables {
  original_seeds: OriginalSeedsTable;
  original_rounds: OriginalRoundsTable;
  original_limits: OriginalLimitsTable;
  original_auto_runs: OriginalAutoRunsTable;
  play_sessions: PlaySessionsTable;
}

// In-house games and play sessions (migration 2026-11-24-0015).

export interface OriginalSeedsTable {
  id: Generated<number>;
  member_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  /** the next round's nonce */
  nonce: number;
  status: 'active' | 'revealed';
  created_at: number;
  revealed_at: number | null;
}

export interface OriginalRoundsTable {
  /** = game_rounds.id */
  id: number;
  member_id: number;
  merchant_code: string;
  demo: number;
  game: string;
  seed_id: number;
  nonce: number;
  request_id: string;
  amount_cents: number;
  /** JSON */
  params: string;
  /** JSON: the whole outcome and the moves made (secret while open) */
  state: string;
  status: 'open' | 'won' | 'lost' | 'cashed_out';
  /** multiplier x 10,000 */
  multiplier_bp: number;
  payout_cents: number;
  created_at: number;
  settled_at: number | null;
}

export interface OriginalLimitsTable {
  merchant_code: string;
  game: string;
  enabled: number;
  min_bet_cents: number;
  max_bet_cents: number;
  max_payout_cents: number;
}

export interface OriginalAutoRunsTable {
  member_id: number;
  run_id: string;
  round_limit: number;
  rounds: number;
  created_at: number;
}

export interface PlaySessionsTable {
  session_id: string;
  member_id: number;
  started_at: number;
  checked_at: number;
}

export type OriginalSeedRow = Selectable<OriginalSeedsTable>;
export type OriginalRoundRow = Selectable<OriginalRoundsTable>;
export type OriginalLimitRow = Selectable<OriginalLimitsTable>;
