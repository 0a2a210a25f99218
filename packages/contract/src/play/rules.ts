import { ORIGINAL_GAMES } from '../fair/games.ts';
import type { OriginalGame } from '../fair/games.ts';

/** The catalogue's in-house game codes (vendor BGS) and the screen each opens. */
export const INHOUSE_GAME_CODES: Record<string, OriginalGame> = {
  BGS_01: 'crash',
  BGS_02: 'mines',
  BGS_03: 'plinko',
  BGS_04: 'dice',
  BGS_05: 'limbo',
  BGS_06: 'hilo',
  BGS_07: 'keno',
  BGS_08: 'wheel',
  BGS_09: 'tower',
  BGS_10: 'coinflip',
};

export const INHOUSE_VENDOR = 'BGS';

/** Games settled in one request. */
export const ONE_SHOT_GAMES = ['dice', 'limbo', 'coinflip', 'keno', 'plinko', 'wheel'] as const;
export type OneShotGame = (typeof ONE_SHOT_GAMES)[number];
/** Games played in steps, cashed out by the player. */
export const STEP_GAMES = ['mines', 'tower', 'hilo'] as const;
export type StepGame = (typeof STEP_GAMES)[number];

/** Games with a member's round history of their own (crash shows the round's board instead). */
export type HistoryGame = Exclude<OriginalGame, 'crash'>;
export const HISTORY_GAMES: readonly HistoryGame[] = ORIGINAL_GAMES.filter((game): game is HistoryGame => game !== 'crash');

/** A client seed: what the player chooses to mix into every outcome. */
export const CLIENT_SEED_PATTERN = /^[\w-]{1,64}$/;

/** Auto-bet: at most this many rounds per run, whatever the player asks. */
export const AUTO_BET_MAX_ROUNDS = 500;

/** Crash: how long bets are taken before a round starts, and how long the result shows after it crashes. */
export const CRASH_BETTING_MS = 6_000;
export const CRASH_COOLDOWN_MS = 3_000;

/**
 * The winner board: a real win reaches it when it is at least the currency's big-win amount, or at least
 * WINNER_BOARD_MIN_MULTIPLIER times its stake and a tenth of that amount (so ₱1 turned into ₱5 stays off).
 * Amounts in cents, about the same worth in each brand's currency: ₱500, ₫250,000, ¥50, ฿300, Rp150,000;
 * a currency not listed uses the peso's figure.
 */
export const WINNER_BOARD_MIN_MULTIPLIER = 5;
export const WINNER_BOARD_MIN_CENTS: Readonly<Record<string, number>> = {
  PHP: 50_000,
  VND: 25_000_000,
  CNY: 5_000,
  THB: 30_000,
  IDR: 15_000_000,
};

export function winnerBoardMinCents(currency: string): number {
  return WINNER_BOARD_MIN_CENTS[currency.toUpperCase()] ?? WINNER_BOARD_MIN_CENTS.PHP!;
}

export function qualifiesForWinnerBoard(winCents: number, stakeCents: number, currency: string): boolean {
  if (winCents <= 0) return false;
  const big = winnerBoardMinCents(currency);
  if (winCents >= big) return true;
  return stakeCents > 0 && winCents >= stakeCents * WINNER_BOARD_MIN_MULTIPLIER && winCents >= big / 10;
}

/** A member name as others see it: first two and last character, the rest hidden. */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}**`;
  return `${name.slice(0, 2)}${'*'.repeat(Math.min(4, name.length - 3))}${name.slice(-1)}`;
}
export * from './original-art.ts';
