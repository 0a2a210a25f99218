import type { Selectable } from 'kysely';

/** The tables `modules/money/activity` owns: it writes them, and other code reads them through it (see db/schema.ts). */
export interface ActivityTables {
  activity_days: ActivityDaysTable;
  activity_games: ActivityGamesTable;
  activity_hours: ActivityHoursTable;
  activity_members: ActivityMembersTable;
}

// Each member's money and play per merchant-local day (migration 2026-11-28-0035), the figures every reader
// takes (glossary: packages/contract/src/money/glossary.ts). Money in cents.

/** One row per member and local day (YYYY-MM-DD in the merchant's time zone); a day without activity has none. */
export interface ActivityDaysTable {
  member_id: number;
  day: string;
  merchant_code: string;
  /** stakes of the real-money rounds that settled this day */
  valid_bet_cents: number;
  /** what those rounds paid, plus the jackpots that dropped to the member this day */
  win_cents: number;
  /** the jackpot part of win_cents */
  jackpot_win_cents: number;
  /** real-money rounds that settled this day */
  rounds: number;
  /** what the member paid for the deposits credited this day (a fee the member bears included) */
  deposit_gross_cents: number;
  /** what those deposits put in the member's cash (no bonus) */
  deposit_credit_cents: number;
  deposit_count: number;
  /** the credited amount of the member's first deposit when it was credited this day, else 0 */
  first_deposit_cents: number;
  /** what left the member's balance (fee included) for the withdrawals paid out this day */
  withdrawal_cents: number;
  withdrawal_count: number;
}

/** The day's play of a member by game (vendor and code), with the catalogue's game type: sums to the day's play less jackpots. */
export interface ActivityGamesTable {
  member_id: number;
  day: string;
  vendor: string;
  game_code: string;
  merchant_code: string;
  game_type: string;
  game_name: string;
  valid_bet_cents: number;
  win_cents: number;
  rounds: number;
}

/** The play of a member per local hour (hour-long contract periods); hour_start is its epoch ms. No jackpots. */
export interface ActivityHoursTable {
  member_id: number;
  hour_start: number;
  merchant_code: string;
  valid_bet_cents: number;
  win_cents: number;
  rounds: number;
}

/** A member's first and latest credited deposit, and the valid bets since the latest (a row from the first deposit on). */
export interface ActivityMembersTable {
  member_id: number;
  merchant_code: string;
  first_deposit_at: number;
  first_deposit_day: string;
  first_deposit_cents: number;
  last_deposit_at: number;
  last_deposit_cents: number;
  /** stakes of the real-money rounds settled at or after last_deposit_at */
  valid_bet_since_last_deposit_cents: number;
}

export type ActivityDayRow = Selectable<ActivityDaysTable>;
export type ActivityGameRow = Selectable<ActivityGamesTable>;
export type ActivityMemberRow = Selectable<ActivityMembersTable>;
