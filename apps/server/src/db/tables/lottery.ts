import type { Generated, Insertable, Selectable } from 'kysely';

/** The tables `modules/play/lottery` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface LotteryTables {
  lottery_draws: LotteryDrawsTable;
}

// Lottery draws (migration 2026-11-24-0025).

export interface LotteryDrawsTable {
  id: Generated<number>;
  merchant_code: string;
  game_code: string;
  slot: number;
  draw_no: string;
  draw_at: number;
  server_seed: string;
  seed_hash: string;
  /** JSON of the result's tiers; null until drawn */
  result: string | null;
  committed_at: number;
  settled_at: number | null;
}

export type LotteryDrawRow = Selectable<LotteryDrawsTable>;
export type NewLotteryDrawRow = Insertable<LotteryDrawsTable>;
