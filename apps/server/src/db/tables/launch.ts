import type { Generated, Selectable } from 'kysely';

/**
 * The tables `modules/play/launch` owns: the bundled demo vendor's own state, which its site (mounted by the
 * launch module, code under integrations/game-vendors/demo/) writes. Nothing else reads them (see db/schema.ts).
 */
export interface LaunchTables {
  demo_live_rounds: DemoLiveRoundsTable;
  demo_live_bets: DemoLiveBetsTable;
  demo_live_leases: DemoLiveLeasesTable;
}

// The demo vendor's live tables (migration 2026-11-30-0049).

export interface DemoLiveRoundsTable {
  id: Generated<number>;
  /** "<game>:<currency>" */
  table_code: string;
  number: number;
  /** secret until the round's result */
  seed: string;
  seed_hash: string;
  /** betting | result */
  phase: string;
  opened_at: number;
  closes_at: number;
  /** JSON of the outcome, once decided */
  result: string | null;
  result_at: number | null;
  settled: Generated<number>;
}

export interface DemoLiveBetsTable {
  id: Generated<number>;
  round_id: number;
  table_code: string;
  user_id: string;
  player_token: string;
  player: string;
  node_id: string;
  currency: string;
  request_id: string;
  /** JSON object spot -> cents */
  stakes: string;
  stake_cents: number;
  /** pending | taken | refused | settled | void */
  status: string;
  return_cents: number | null;
  created_at: number;
  updated_at: number;
}

export interface DemoLiveLeasesTable {
  name: string;
  holder: string;
  expires_at: number;
}

export type DemoLiveRoundRow = Selectable<DemoLiveRoundsTable>;
export type DemoLiveBetRow = Selectable<DemoLiveBetsTable>;
