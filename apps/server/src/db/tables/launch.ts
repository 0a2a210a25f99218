import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * The tables `modules/play/launch` owns: the bundled demo vendor's own state, which its site (mounted by the
 * launch module, code under integrations/game-vendors/demo/) writes. Nothing else reads them (see db/schema.ts).
 */
export interface LaunchTables {
  demo_live_rounds: DemoLiveRoundsTable;
  demo_live_bets: DemoLiveBetsTable;
  demo_live_leases: DemoLiveLeasesTable;
  demo_poker_hands: DemoPokerHandsTable;
  demo_lottery_orders: DemoLotteryOrdersTable;
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
  /** pending (the wallet asked) | taken | refused | settled | voiding (being rolled back) | void */
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

// The demo vendor's video poker (migration 2026-11-30-0053).

export interface DemoPokerHandsTable {
  id: Generated<number>;
  round_ref: string;
  user_id: string;
  node_id: string;
  /** the play session (JSON) the hand was dealt under */
  session: string;
  coins: number;
  coin_cents: number;
  stake_cents: number;
  /** secret until the hand is settled */
  server_seed: string;
  seed_hash: string;
  client_seed: string;
  /** JSON card numbers; holds: five booleans */
  dealt: string;
  holds: string | null;
  final: string | null;
  hand: string | null;
  win_cents: number | null;
  /** betting | dealt | drawn | settled | void */
  status: string;
  created_at: number;
  settled_at: number | null;
}
export type DemoPokerHandRow = Selectable<DemoPokerHandsTable>;
export type NewDemoPokerHandRow = Insertable<DemoPokerHandsTable>;

// The demo vendor's lottery orders (migration 2026-11-30-0054).

export interface DemoLotteryOrdersTable {
  id: Generated<number>;
  order_ref: string;
  request_key: string;
  user_id: string;
  node_id: string;
  session: string;
  merchant_code: string;
  game_code: string;
  region: string;
  draw_no: string;
  draw_at: number;
  close_at: number;
  bet_type: string;
  unit_cents: number;
  stake_cents: number;
  /** JSON: [{ numbers, stakeCents, tx, winCents? }] */
  items: string;
  /** placing | open | settled | cancelled | void */
  status: string;
  win_cents: number | null;
  created_at: number;
  settled_at: number | null;
}
export type DemoLotteryOrderRow = Selectable<DemoLotteryOrdersTable>;
export type NewDemoLotteryOrderRow = Insertable<DemoLotteryOrdersTable>;
