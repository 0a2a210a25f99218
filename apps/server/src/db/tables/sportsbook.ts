import type { Generated, Selectable } from 'kysely';

/**
 * The tables `modules/play/sportsbook` owns (migration 2026-11-30-0047): the feed's book (leagues, events,
 * markets, selections), the merchants' suspensions, margins and limits, members' bets, legs and odds
 * preferences, the settlement history, and the feed's lease.
 */
export interface SportsbookTables {
  sb_leagues: SbLeaguesTable;
  sb_events: SbEventsTable;
  sb_markets: SbMarketsTable;
  sb_selections: SbSelectionsTable;
  sb_suspensions: SbSuspensionsTable;
  sb_margins: SbMarginsTable;
  sb_limits: SbLimitsTable;
  sb_preferences: SbPreferencesTable;
  sb_bets: SbBetsTable;
  sb_bet_legs: SbBetLegsTable;
  sb_settlements: SbSettlementsTable;
  sb_leases: SbLeasesTable;
}

export interface SbLeaguesTable {
  id: Generated<number>;
  feed_ref: string;
  sport: string;
  name: string;
  country: string;
}

export interface SbEventsTable {
  id: Generated<number>;
  feed_ref: string;
  league_id: number;
  sport: string;
  home: string;
  away: string;
  starts_at: number;
  /** scheduled | live | ended | cancelled */
  status: string;
  score_home: number | null;
  score_away: number | null;
  clock: string | null;
  /** JSON: [{ home, away }] */
  periods: string;
  feed_suspended: number;
  updated_at: number;
}

export interface SbMarketsTable {
  id: Generated<number>;
  feed_ref: string;
  event_id: number;
  type: string;
  line: string | null;
  /** open | settled | void */
  status: string;
  feed_suspended: number;
  /** one selection is all but certain: closed to bets and cash-outs until settled */
  decided: Generated<number>;
  sort: number;
  settle_version: number;
  settled_at: number | null;
  updated_at: number;
}

export interface SbSelectionsTable {
  id: Generated<number>;
  market_id: number;
  code: string;
  name: string;
  sort: number;
  prob_ppm: number;
  result: string | null;
  dead_heat: number;
}

export interface SbSuspensionsTable {
  merchant_code: string;
  /** event | market */
  scope: string;
  ref_id: number;
  reason: string;
  created_by: string;
  created_at: number;
}

export interface SbMarginsTable {
  merchant_code: string;
  sport: string;
  margin_bp: number;
  updated_at: number;
  updated_by: string;
}

export interface SbLimitsTable {
  merchant_code: string;
  /** merchant | player | market */
  scope: string;
  /** '' (merchant), the member id, the market id */
  ref: string;
  min_stake_cents: number | null;
  max_stake_cents: number | null;
  max_payout_cents: number | null;
  updated_at: number;
  updated_by: string;
}

export interface SbPreferencesTable {
  member_id: number;
  odds_format: string;
  odds_change: string;
  updated_at: number;
}

export interface SbBetsTable {
  id: Generated<number>;
  merchant_code: string;
  member_id: number;
  demo: number;
  currency: string;
  request_id: string;
  kind: string;
  status: string;
  stake_cents: number;
  hold_cash_cents: number;
  hold_bonus_cents: number;
  odds: number;
  potential_cents: number;
  payout_cents: number | null;
  settle_count: number;
  settled_key: string | null;
  odds_change: string;
  live: number;
  game_type: string;
  sport: string;
  placed_at: number;
  accept_at: number;
  accepted_at: number | null;
  settled_at: number | null;
  reject_reason: string | null;
  updated_at: number;
}

export interface SbBetLegsTable {
  id: Generated<number>;
  bet_id: number;
  leg_no: number;
  selection_id: number;
  market_id: number;
  event_id: number;
  requested_odds: number;
  odds: number;
}

export interface SbSettlementsTable {
  id: Generated<number>;
  market_id: number;
  version: number;
  source: string;
  action: string;
  created_by: string | null;
  reason: string | null;
  results: string;
  created_at: number;
}

export interface SbLeasesTable {
  name: string;
  holder: string;
  expires_at: number;
}

export type SbEventRow = Selectable<SbEventsTable>;
export type SbMarketRow = Selectable<SbMarketsTable>;
export type SbSelectionRow = Selectable<SbSelectionsTable>;
export type SbBetRow = Selectable<SbBetsTable>;
export type SbBetLegRow = Selectable<SbBetLegsTable>;
