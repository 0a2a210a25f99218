import { bestHand, CATEGORIES } from './evaluator.ts';
import type { HoldemAction, HoldemHand } from './hand.ts';

/**
 * Seat bots: the house's players, seated only so a lone member has a game. A table seats a bot only when it
 * would otherwise have fewer than two players (one member: one bot; two or more members, or none: no bot);
 * bots leave between hands once two members sit. A bot's stack is the house's money (BOT_BUY_IN_BIG_BLINDS
 * big blinds, topped up between hands): it never passes through a member's wallet, its contributions and
 * winnings are not wallet bets or wins, and what a member loses to a bot (or wins from it) is the member's
 * own bets and wins only.
 *
 * Strategy (deterministic, from the bot's own cards and the board only):
 * - strength: before the flop, strong = a pair of sevens or better or two cards ten or higher; fair = any
 *   pair, an ace, or suited cards; weak otherwise. After the flop, by the best hand with the board: strong =
 *   two pair or better, fair = one pair, weak = high card or nothing better than the board
 *   makes alone.
 * - strong: raise the minimum while the bet is under four big blinds, else call (check when free);
 * - fair: check when free, call up to half the pot, else fold;
 * - weak: check when free, call one big blind before the flop, else fold.
 */

export const BOT_BUY_IN_BIG_BLINDS = 100;
/** A bot raises only while the bet to face is under this many big blinds (then it calls). */
export const RAISE_LIMIT_BIG_BLINDS = 4;

export function botsNeeded(members: number): number {
  return members === 1 ? 1 : 0;
}

type Strength = 'strong' | 'fair' | 'weak';

export function botStrength(hole: readonly number[], board: readonly number[]): Strength {
  const [a, b] = [hole[0]! % 13, hole[1]! % 13];
  const suited = Math.floor(hole[0]! / 13) === Math.floor(hole[1]! / 13);
  if (board.length === 0) {
    if ((a === b && a >= 5) || (a >= 8 && b >= 8)) return 'strong';
    if (a === b || a === 12 || b === 12 || suited) return 'fair';
    return 'weak';
  }
  const rank = CATEGORIES.indexOf(bestHand([...hole, ...board]).category);
  if (rank <= boardCategory(board)) return 'weak';
  if (rank >= 2) return 'strong';
  return rank === 1 ? 'fair' : 'weak';
}

/** The category the board makes alone (with fewer than five cards: by its pairs, trips and quads). */
function boardCategory(board: readonly number[]): number {
  if (board.length >= 5) return CATEGORIES.indexOf(bestHand(board).category);
  const counts = new Array<number>(13).fill(0);
  for (const c of board) counts[c % 13]!++;
  const max = Math.max(...counts);
  const pairs = counts.filter((n) => n === 2).length;
  if (max === 4) return 7;
  if (max === 3) return 3;
  return pairs >= 2 ? 2 : pairs;
}

/** The bot's action when it is its turn. */
export function botAction(hand: HoldemHand): HoldemAction {
  const p = hand.actor;
  const o = hand.options();
  if (!p || !o) throw new Error('no bot to act');
  const strength = botStrength(p.hole, hand.board);
  if (strength === 'strong') {
    if (o.canRaise && hand.currentBet < RAISE_LIMIT_BIG_BLINDS * hand.config.bigBlind) return { type: 'raise', to: o.minRaiseTo };
    return o.canCheck ? { type: 'check' } : { type: 'call' };
  }
  if (o.canCheck) return { type: 'check' };
  if (strength === 'fair' && o.toCall * 2 <= hand.pot) return { type: 'call' };
  if (strength === 'weak' && hand.street === 'preflop' && o.toCall <= hand.config.bigBlind) return { type: 'call' };
  return { type: 'fold' };
}
