import type { Generated, Selectable } from 'kysely';

/** The tables `modules/play/tournaments` owns (migration 2026-11-30-0045): definitions and each member's entry. */
export interface TournamentsTables {
  tournaments: TournamentsTable;
  tournament_entries: TournamentEntriesTable;
}

export interface TournamentsTable {
  id: Generated<number>;
  merchant_code: string;
  currency: string;
  /** draft | published | finished | cancelled */
  status: string;
  /** JSON: language -> { name, description } */
  texts: string;
  /** JSON array of game type codes */
  game_types: string;
  /** JSON array of { vendor, code } */
  games: string;
  starts_at: number;
  ends_at: number;
  /** wagered | multiplier | net_win */
  scoring: string;
  min_stake_cents: number;
  /** JSON array of { fromRank, toRank, amountCents, kind, wageringMultiplier } */
  prizes: string;
  created_at: number;
  created_by: string;
  updated_at: number;
  updated_by: string;
  published_at: number | null;
  finished_at: number | null;
  cancelled_at: number | null;
}

export interface TournamentEntriesTable {
  tournament_id: number;
  member_id: number;
  /** cents (wagered, net_win) or hundredths of a multiplier (multiplier) */
  score: number;
  rounds: number;
  /** the best win/stake of one counted round, in hundredths */
  best: number;
  /** when the score last changed (ties: reached first ranks higher) */
  reached_at: number;
  updated_at: number;
  final_rank: number | null;
  prize_cents: number | null;
  /** cash | bonus */
  prize_kind: string | null;
  paid_at: number | null;
}

export type TournamentRow = Selectable<TournamentsTable>;
export type TournamentEntryRow = Selectable<TournamentEntriesTable>;
