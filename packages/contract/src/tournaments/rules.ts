/** Tournament rules both sides apply. Zod-free. */

/**
 * How a member's score is counted over the tournament's real-money rounds of its games, each round with at
 * least the minimum stake:
 * - wagered: the total of the stakes;
 * - multiplier: the best win / stake of one round (hundredths: 1250 is 12.50x);
 * - net_win: the wins less the stakes.
 */
export const TOURNAMENT_SCORINGS = ['wagered', 'multiplier', 'net_win'] as const;
export type TournamentScoring = (typeof TOURNAMENT_SCORINGS)[number];

/** Stored status: an operator's draft, published (scheduled or running by the clock), finished (paid) or cancelled. */
export const TOURNAMENT_STATUSES = ['draft', 'published', 'finished', 'cancelled'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

/** What a screen shows: the status with the clock (a published tournament past its end waits for its prizes: `ended`). */
export const TOURNAMENT_PHASES = ['draft', 'scheduled', 'running', 'ended', 'finished', 'cancelled'] as const;
export type TournamentPhase = (typeof TOURNAMENT_PHASES)[number];

/** A prize is paid as cash, or as bonus money with a wagering requirement (the amount times a multiplier). */
export const TOURNAMENT_PRIZE_KINDS = ['cash', 'bonus'] as const;
export type TournamentPrizeKind = (typeof TOURNAMENT_PRIZE_KINDS)[number];

export const TOURNAMENT_LIMITS = {
  /** rows of a prize table */
  maxPrizeRows: 20,
  /** the lowest rank a prize table may pay */
  maxRank: 1000,
  /** specific games a tournament may name */
  maxGames: 200,
  /** the longest tournament, in days */
  maxDays: 92,
  /** a bonus prize's wagering, at most this many times the prize */
  maxWageringMultiplier: 100,
  /** the largest prize or minimum stake, in major units */
  maxAmount: 100_000_000,
  name: 80,
  description: 2000,
} as const;

/** Rows of the live leaderboard sent to players (the page and every push). */
export const TOURNAMENT_BOARD_SIZE = 20;

/** A tournament's leaderboard is pushed at most once per this many ms (changes in between are sent together). */
export const TOURNAMENT_PUSH_INTERVAL_MS = 250;

export function tournamentPhase(t: { status: TournamentStatus; startsAt: number; endsAt: number }, now: number): TournamentPhase {
  if (t.status !== 'published') return t.status;
  if (now < t.startsAt) return 'scheduled';
  if (now < t.endsAt) return 'running';
  return 'ended';
}

export interface TournamentPrizeRow {
  fromRank: number;
  toRank: number;
}

/** The prize row that pays a rank, if any. */
export function prizeRowFor<T extends TournamentPrizeRow>(prizes: readonly T[], rank: number): T | undefined {
  return prizes.find((p) => rank >= p.fromRank && rank <= p.toRank);
}

/** Whether prize rows overlap (each rank is paid by at most one row) or run backwards. */
export function prizeRowsProblem(prizes: readonly TournamentPrizeRow[]): string | null {
  const sorted = [...prizes].sort((a, b) => a.fromRank - b.fromRank);
  for (let i = 0; i < sorted.length; i++) {
    const row = sorted[i]!;
    if (row.toRank < row.fromRank) return `Ranks ${row.fromRank}-${row.toRank} run backwards.`;
    const next = sorted[i + 1];
    if (next && next.fromRank <= row.toRank) return `Ranks ${next.fromRank}-${next.toRank} overlap ranks ${row.fromRank}-${row.toRank}.`;
  }
  return null;
}

/** A score as people read it: money for wagered and net_win (cents to units), the multiplier for multiplier (hundredths). */
export function scoreValue(scoring: TournamentScoring, score: number): number {
  return score / 100;
}

/** One row of a leaderboard as players see it (masked names, never ids). */
export interface TournamentBoardRow {
  rank: number;
  name: string;
  /** money (wagered, net_win) or the multiplier (multiplier) */
  score: number;
  rounds: number;
}

/** The viewer's own standing (null for a visitor or a member with no counted round). */
export interface TournamentStanding {
  rank: number;
  score: number;
  rounds: number;
}

/**
 * What the live leaderboard socket sends: `board` on connect and after changes (at most once per
 * TOURNAMENT_PUSH_INTERVAL_MS per tournament): the top rows, the viewer's own standing, the entries that
 * changed since the last push, and the number of entrants.
 */
export interface TournamentBoardEvent {
  type: 'board';
  tournamentId: number;
  phase: TournamentPhase;
  entrants: number;
  top: TournamentBoardRow[];
  me: TournamentStanding | null;
  changed: TournamentBoardRow[];
  at: number;
}
