import type { Generated, Selectable } from 'kysely';

/** The tables `modules/play/jackpot` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface JackpotTables {
  jackpot_pools: JackpotPoolsTable;
  jackpot_wins: JackpotWinsTable;
}

// Progressive jackpots (migration 2026-11-24-0014).

export interface JackpotPoolsTable {
  id: Generated<number>;
  merchant_code: string;
  code: string;
  name: string;
  contribution_bp: number;
  seed_cents: number;
  average_drop_cents: number;
  /** JSON array of game types */
  game_types: string;
  enabled: number;
}

export interface JackpotWinsTable {
  id: Generated<number>;
  pool_id: number;
  member_id: number;
  player: string;
  amount_cents: number;
  stake_ref: string;
  won_at: number;
}

export type JackpotPoolRow = Selectable<JackpotPoolsTable>;
