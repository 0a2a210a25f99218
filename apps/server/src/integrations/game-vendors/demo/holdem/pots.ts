/**
 * Pots of a Hold'em hand in integer cents: the main pot and side pots from what each player put in, the
 * uncalled part of a bet given back, the rake, and each pot shared by its best hands.
 *
 * - Pots: each distinct contribution level makes a slice; a slice's money goes to the players still in the
 *   hand who put in at least that level (consecutive slices with the same players are one pot). A slice only
 *   one player put money into is the uncalled part of a bet: it goes back to that player, unraked.
 * - Rake: RAKE_BPS (5%) of each pot, floored to the cent, pots taken in order (the main pot first) until the
 *   hand's rake reaches its cap (RAKE_CAP_BIG_BLINDS big blinds).
 * - Shares: a pot less its rake is split equally among its best hands, floored to the cent; the odd cents go
 *   one each to the winners nearest the button's left (the order the caller gives).
 * Whatever the hand, the money in equals the money out plus the rake, to the cent.
 */

export const RAKE_BPS = 500;
export const RAKE_CAP_BIG_BLINDS = 3;

export interface Contribution {
  seat: number;
  cents: number;
  folded: boolean;
}

export interface Pot {
  cents: number;
  /** seats that can win it (still in the hand) */
  eligible: number[];
}

export function buildPots(contributions: readonly Contribution[]): { pots: Pot[]; returned: { seat: number; cents: number } | null } {
  const levels = [...new Set(contributions.map((c) => c.cents).filter((c) => c > 0))].sort((a, b) => a - b);
  const pots: Pot[] = [];
  const returned = { seat: -1, cents: 0 };
  let previous = 0;
  for (const level of levels) {
    const payers = contributions.filter((c) => c.cents >= level);
    const cents = payers.length * (level - previous);
    const eligible = payers.filter((c) => !c.folded).map((c) => c.seat);
    if (payers.length === 1 && eligible.length === 1) {
      returned.seat = eligible[0]!;
      returned.cents += cents;
    } else {
      const last = pots[pots.length - 1];
      if (last && (eligible.length === 0 || sameSeats(last.eligible, eligible))) last.cents += cents;
      else pots.push({ cents, eligible });
    }
    previous = level;
  }
  return { pots, returned: returned.cents > 0 ? returned : null };
}

function sameSeats(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((s, i) => s === b[i]);
}

/** The rake of each pot, in order: 5% floored, the hand's total capped at 3 big blinds. */
export function rakeOf(pots: readonly Pot[], bigBlindCents: number): number[] {
  let left = RAKE_CAP_BIG_BLINDS * bigBlindCents;
  return pots.map((pot) => {
    const rake = Math.min(Math.floor((pot.cents * RAKE_BPS) / 10_000), left);
    left -= rake;
    return rake;
  });
}

/**
 * Splits `cents` among the winning seats: equal floored shares, the odd cents one each to the winners
 * first in `order` (seats from the button's left).
 */
export function splitPot(cents: number, winners: readonly number[], order: readonly number[]): Map<number, number> {
  const shares = new Map<number, number>();
  if (winners.length === 0) return shares;
  const each = Math.floor(cents / winners.length);
  let odd = cents - each * winners.length;
  const ordered = [...winners].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  for (const seat of ordered) {
    shares.set(seat, each + (odd > 0 ? 1 : 0));
    if (odd > 0) odd--;
  }
  return shares;
}
