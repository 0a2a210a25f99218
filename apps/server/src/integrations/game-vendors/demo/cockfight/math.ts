import { fairStream, returnCents } from '../live/math.ts';
import type { Return } from '../live/math.ts';

/**
 * The demo vendor's cockfight pit (sabong): a fight on a schedule between Meron (red) and Wala (blue), a draw
 * now and then. Two tables show the same kind of fight: fixed odds (the house's price) and the pool (the
 * stakes on Meron and Wala, less a stated commission, shared by the winning side). A fight's result comes from
 * its seed through the live tables' fair stream: a draw in 1,000 decides it (20 draws, 490 Meron, 490 Wala).
 */

export const COCKFIGHT_GAMES = ['sabong', 'sabong-pool'] as const;
export type CockfightGame = (typeof COCKFIGHT_GAMES)[number];

export const COCKFIGHT_NAMES: Record<CockfightGame, string> = { sabong: 'Sabong (fixed odds)', 'sabong-pool': 'Sabong (pool)' };

/** Out of 1,000: a draw's chance, and each side's. */
export const DRAW_IN_1000 = 20;
export const SIDE_IN_1000 = 490;

/** Fixed odds: Meron and Wala pay 0.92:1 (pushed on a draw), the draw 47:1. */
export const FIXED_SIDE: Return = [192, 100];
export const DRAW_PAYS: Return = [48, 1];
/** The pool's commission: 5% of the Meron and Wala stakes is kept, the rest shared by the winners. */
export const POOL_COMMISSION_PERCENT = 5;

export const COCKFIGHT_SPOTS: ReadonlyMap<string, { label: string }> = new Map([
  ['meron', { label: 'Meron' }],
  ['draw', { label: 'Draw' }],
  ['wala', { label: 'Wala' }],
]);

export interface CockfightOutcome {
  game: CockfightGame;
  winner: 'meron' | 'wala' | 'draw';
  /** the fight's exchanges before the end (the page's animation: 3 to 8) */
  exchanges: number;
}

export function cockfightOutcome(game: CockfightGame, seed: string, round: number): CockfightOutcome {
  const stream = fairStream(seed, round);
  const draw = stream.int(1000);
  const winner = draw < DRAW_IN_1000 ? 'draw' : draw < DRAW_IN_1000 + SIDE_IN_1000 ? 'meron' : 'wala';
  return { game, winner, exchanges: 3 + stream.int(6) };
}

/**
 * What each spot returns (cents, the stake included). Fixed odds: the prices above. The pool: a winning side's
 * stake gets its share of (Meron + Wala stakes) x 95%, floored to the cent, and never less than the stake (when
 * the losing side's stakes do not cover the commission, the house takes less); a draw returns Meron and Wala
 * stakes; a pool with no stake on the winning side returns every Meron and Wala stake. A draw bet is at fixed
 * odds on both tables.
 */
export function cockfightReturns(game: CockfightGame, stakes: Record<string, number>, outcome: CockfightOutcome, pool: Record<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  const total = (pool.meron ?? 0) + (pool.wala ?? 0);
  for (const [spot, cents] of Object.entries(stakes)) {
    if (spot === 'draw') {
      out[spot] = outcome.winner === 'draw' ? returnCents(cents, DRAW_PAYS) : 0;
      continue;
    }
    if (spot !== 'meron' && spot !== 'wala') {
      out[spot] = 0;
      continue;
    }
    if (outcome.winner === 'draw') {
      out[spot] = cents;
      continue;
    }
    if (game === 'sabong') {
      out[spot] = outcome.winner === spot ? returnCents(cents, FIXED_SIDE) : 0;
      continue;
    }
    const winners = pool[outcome.winner] ?? 0;
    if (winners === 0) {
      out[spot] = cents;
      continue;
    }
    out[spot] = outcome.winner === spot ? Math.max(cents, Math.floor((cents * total * (100 - POOL_COMMISSION_PERCENT)) / (100 * winners))) : 0;
  }
  return out;
}

/** What a unit on a side would return now in the pool (the page's live price), or null with no stake on it. */
export function poolPrice(pool: Record<string, number>, side: 'meron' | 'wala'): number | null {
  const on = pool[side] ?? 0;
  if (on === 0) return null;
  return Math.max(1, (((pool.meron ?? 0) + (pool.wala ?? 0)) * (100 - POOL_COMMISSION_PERCENT)) / (100 * on));
}

/** Exact RTP of the fixed-odds spots (per unit staked). */
export function fixedRtp(): Record<string, number> {
  const p = { meron: SIDE_IN_1000 / 1000, wala: SIDE_IN_1000 / 1000, draw: DRAW_IN_1000 / 1000 };
  const side = p.meron * (FIXED_SIDE[0] / FIXED_SIDE[1]) + p.draw;
  return { meron: side, wala: side, draw: p.draw * (DRAW_PAYS[0] / DRAW_PAYS[1]) };
}

export function resultWords(outcome: CockfightOutcome): string {
  return outcome.winner === 'draw' ? 'Draw' : outcome.winner === 'meron' ? 'Meron wins' : 'Wala wins';
}
