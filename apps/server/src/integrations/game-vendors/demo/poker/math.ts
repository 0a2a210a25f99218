import { fairFloats } from '@lobby/contract';
import type { FairSeeds } from '@lobby/contract';

/**
 * Jacks or Better video poker, 9/6 (full house 9, flush 6): cards are 0..51, rank = card % 13 (0 = two …
 * 12 = ace), suit = floor(card / 13). The deck is a Fisher-Yates shuffle driven by the round's provably fair
 * floats; the five dealt are its first five, the draw takes the next ones in order.
 */

export const RANKS = '23456789TJQKA';
export const SUITS = ['♠', '♥', '♦', '♣'] as const;
export const SUIT_LETTERS = 'shdc';

export const HANDS = [
  'royal_flush',
  'straight_flush',
  'four_of_a_kind',
  'full_house',
  'flush',
  'straight',
  'three_of_a_kind',
  'two_pair',
  'jacks_or_better',
  'nothing',
] as const;
export type PokerHand = (typeof HANDS)[number];

export const HAND_NAMES: Record<PokerHand, string> = {
  royal_flush: 'Royal Flush',
  straight_flush: 'Straight Flush',
  four_of_a_kind: 'Four of a Kind',
  full_house: 'Full House',
  flush: 'Flush',
  straight: 'Straight',
  three_of_a_kind: 'Three of a Kind',
  two_pair: 'Two Pair',
  jacks_or_better: 'Jacks or Better',
  nothing: 'No win',
};

/** Credits paid per coin bet (the royal's 250 becomes 800 per coin at five coins: 4,000). */
export const PAYTABLE: Record<PokerHand, number> = {
  royal_flush: 250,
  straight_flush: 50,
  four_of_a_kind: 25,
  full_house: 9,
  flush: 6,
  straight: 4,
  three_of_a_kind: 3,
  two_pair: 2,
  jacks_or_better: 1,
  nothing: 0,
};
export const ROYAL_MAX_COINS_PER_COIN = 800;
export const MAX_COINS = 5;
/** A dealt hand not drawn within this time is settled as dealt (all five held). */
export const DEAL_TIMEOUT_MS = 10 * 60_000;

/**
 * The return at optimal play, 99.5439% (the published value of 9/6 Jacks or Better), computed exactly over all
 * 2,598,960 deals by bench/video-poker-exact.mjs (about a minute); the unit tests check hold values by exact
 * enumeration and simulate 10^6 hands of the simple strategy (exactly 99.4588%, by the same bench).
 */
export const POKER_RTP = 0.995439;

/** What a hand pays, in coins, at `coins` coins bet (1-5). */
export function payCoins(hand: PokerHand, coins: number): number {
  if (hand === 'royal_flush' && coins === MAX_COINS) return ROYAL_MAX_COINS_PER_COIN * coins;
  return PAYTABLE[hand] * coins;
}

/** The win in cents: the coins paid times the coin's value (integers throughout: nothing to round). */
export function winCents(hand: PokerHand, coins: number, coinCents: number): number {
  return payCoins(hand, coins) * coinCents;
}

/** Coin values a player chooses from, in cents, per currency (whole-unit currencies: larger coins). */
export function coinValuesFor(currency: string): number[] {
  if (['VND', 'IDR', 'KRW', 'JPY'].includes(currency)) return [100_000, 500_000, 1_000_000, 5_000_000];
  return [10, 25, 100, 500];
}

export const rankOf = (card: number) => card % 13;
export const suitOf = (card: number) => Math.floor(card / 13);

export function cardLabel(card: number): string {
  return `${RANKS[rankOf(card)]}${SUITS[suitOf(card)]}`;
}

/** "As" style codes (rank then suit letter) for the page. */
export function cardCode(card: number): string {
  return `${RANKS[rankOf(card)]}${SUIT_LETTERS[suitOf(card)]}`;
}

/** The five cards' hand (a fast evaluator: counts per rank, one suit test, a straight mask). */
export function evaluate(cards: readonly number[]): PokerHand {
  const counts = new Array<number>(13).fill(0);
  let mask = 0;
  const s0 = suitOf(cards[0]!);
  let flush = true;
  for (const c of cards) {
    const r = c % 13;
    counts[r]!++;
    mask |= 1 << r;
    if (suitOf(c) !== s0) flush = false;
  }
  let pairs = 0;
  let trips = false;
  let quads = false;
  let highPair = false;
  for (let r = 0; r < 13; r++) {
    const n = counts[r]!;
    if (n === 4) quads = true;
    else if (n === 3) trips = true;
    else if (n === 2) {
      pairs++;
      if (r >= 9) highPair = true;
    }
  }
  if (quads) return 'four_of_a_kind';
  if (trips && pairs === 1) return 'full_house';
  const distinct = pairs === 0 && !trips;
  let straight = false;
  if (distinct) {
    // five ranks in a row (lowest bit run of five), or the wheel A-2-3-4-5
    const low = mask & -mask;
    straight = mask === low * 31 || mask === 0b1000000001111;
  }
  if (straight && flush) return mask === 0b1111100000000 ? 'royal_flush' : 'straight_flush';
  if (flush) return 'flush';
  if (straight) return 'straight';
  if (trips) return 'three_of_a_kind';
  if (pairs === 2) return 'two_pair';
  if (highPair) return 'jacks_or_better';
  return 'nothing';
}

/** The deck of a round: 52 cards in the order a Fisher-Yates shuffle of the fair floats puts them. */
export function shuffleDeck(floats: readonly number[]): number[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 0; i < 51; i++) {
    const j = i + Math.floor(floats[i]! * (52 - i));
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck;
}

export async function fairDeck(seeds: FairSeeds): Promise<number[]> {
  return shuffleDeck(await fairFloats(seeds, 51));
}

/** The final hand: the held cards stay, each card let go is replaced by the deck's next (6th, 7th …). */
export function drawFrom(deck: readonly number[], holds: readonly boolean[]): number[] {
  let next = 5;
  return deck.slice(0, 5).map((card, i) => (holds[i] ? card : deck[next++]!));
}

// Exact expected values ------------------------------------------------------------------------------------

/**
 * The exact expected pay (in coins per coin, 1-4 coin paytable) of holding `held` of `hand`, every
 * possible draw from the 47 unseen cards enumerated (up to C(47,5) = 1,533,939 draws).
 */
export function holdValue(hand: readonly number[], holds: readonly boolean[], coins = 1): number {
  const seen = new Set(hand);
  const rest: number[] = [];
  for (let c = 0; c < 52; c++) if (!seen.has(c)) rest.push(c);
  const kept = hand.filter((_, i) => holds[i]);
  const need = 5 - kept.length;
  const cards = [...kept, 0, 0, 0, 0, 0].slice(0, 5);
  let total = 0;
  let count = 0;
  const pick = (from: number, depth: number) => {
    if (depth === need) {
      total += payCoins(evaluate(cards), coins);
      count++;
      return;
    }
    for (let i = from; i <= rest.length - (need - depth); i++) {
      cards[kept.length + depth] = rest[i]!;
      pick(i + 1, depth + 1);
    }
  };
  pick(0, 0);
  return total / count / coins;
}

/** Every one of the 32 holds as a mask (bit i: card i held). */
export function holdsOf(mask: number): boolean[] {
  return [0, 1, 2, 3, 4].map((i) => (mask & (1 << i)) !== 0);
}

/** The hold with the best exact expected value (the hint), and that value. */
export function bestHold(hand: readonly number[], coins = MAX_COINS): { holds: boolean[]; value: number } {
  let best = { holds: holdsOf(31), value: -1 };
  for (let mask = 31; mask >= 0; mask--) {
    const holds = holdsOf(mask);
    const value = holdValue(hand, holds, coins);
    if (value > best.value + 1e-12) best = { holds, value };
  }
  return best;
}

// A stated strategy for simulation -------------------------------------------------------------------------

/**
 * The Wizard of Odds' "simple strategy" for 9/6 Jacks or Better (its published return: 99.46%, against
 * 99.54% at optimal play), first rule that applies:
 *  1 four of a kind, straight flush, royal flush; 2 four to a royal; 3 three of a kind, straight, flush,
 *  full house; 4 four to a straight flush; 5 two pair; 6 high pair; 7 three to a royal; 8 four to a flush;
 *  9 low pair; 10 four to an outside straight; 11 two suited high cards; 12 three to a straight flush;
 *  13 two unsuited high cards (the lowest two if more); 14 suited 10/J, 10/Q or 10/K; 15 one high card;
 *  16 discard everything.
 */
export function simpleStrategy(hand: readonly number[]): boolean[] {
  const made = evaluate(hand);
  const all = [true, true, true, true, true];
  const none = [false, false, false, false, false];
  const keep = (pred: (c: number, i: number) => boolean) => hand.map((c, i) => pred(c, i));
  if (made === 'four_of_a_kind' || made === 'straight_flush' || made === 'royal_flush') return all;
  const counts = new Array<number>(13).fill(0);
  for (const c of hand) counts[rankOf(c)]!++;
  const high = (c: number) => rankOf(c) >= 9;
  const royalRank = (c: number) => rankOf(c) >= 8;
  // n cards to a royal of one suit
  const royalSuit = (n: number): number | null => {
    for (let s = 0; s < 4; s++) if (hand.filter((c) => suitOf(c) === s && royalRank(c)).length >= n) return s;
    return null;
  };
  const r4 = royalSuit(4);
  if (r4 !== null) return keep((c) => suitOf(c) === r4 && royalRank(c));
  if (made === 'three_of_a_kind') return keep((c) => counts[rankOf(c)] === 3);
  if (made === 'straight' || made === 'flush' || made === 'full_house') return all;
  // four to a straight flush: four suited cards whose ranks fit in a window of five (or the wheel)
  const sf = straightDraw(hand, 4, true);
  if (sf) return sf;
  if (made === 'two_pair') return keep((c) => counts[rankOf(c)] === 2);
  if (made === 'jacks_or_better') return keep((c) => counts[rankOf(c)] === 2);
  const r3 = royalSuit(3);
  if (r3 !== null) return keep((c) => suitOf(c) === r3 && royalRank(c));
  for (let s = 0; s < 4; s++) if (hand.filter((c) => suitOf(c) === s).length === 4) return keep((c) => suitOf(c) === s);
  if (counts.some((n) => n === 2)) return keep((c) => counts[rankOf(c)] === 2);
  const outside = outsideStraight(hand);
  if (outside) return outside;
  for (let s = 0; s < 4; s++) {
    const suited = hand.filter((c) => suitOf(c) === s && high(c));
    if (suited.length >= 2) {
      const two = suited.sort((a, b) => rankOf(a) - rankOf(b)).slice(0, 2);
      return keep((c) => two.includes(c));
    }
  }
  const sf3 = straightDraw(hand, 3, true);
  if (sf3) return sf3;
  const highs = hand.filter(high).sort((a, b) => rankOf(a) - rankOf(b));
  if (highs.length >= 2) {
    const two = highs.slice(0, 2);
    return keep((c) => two.includes(c));
  }
  for (const c of hand) {
    if (rankOf(c) !== 8) continue;
    const partner = hand.find((d) => suitOf(d) === suitOf(c) && rankOf(d) >= 9 && rankOf(d) <= 11);
    if (partner !== undefined) return keep((d) => d === c || d === partner);
  }
  if (highs.length === 1) return keep((c) => c === highs[0]);
  return none;
}

/** `n` cards (suited when asked) of distinct ranks inside one window of five ranks (A low or high). */
function straightDraw(hand: readonly number[], n: number, suited: boolean): boolean[] | null {
  for (let s = 0; s < (suited ? 4 : 1); s++) {
    const pool = suited ? hand.filter((c) => suitOf(c) === s) : [...hand];
    if (pool.length < n) continue;
    for (let lo = 12; lo >= -1; lo--) {
      // window lo..lo+4; lo = -1 is the wheel (A as low)
      const inWindow = (c: number) => {
        const r = rankOf(c);
        const v = lo === -1 && r === 12 ? -1 : r;
        return v >= lo && v <= lo + 4;
      };
      const picked: number[] = [];
      const ranks = new Set<number>();
      for (const c of pool) if (inWindow(c) && !ranks.has(rankOf(c))) { ranks.add(rankOf(c)); picked.push(c); }
      if (picked.length >= n && lo + 4 <= 12) return hand.map((c) => picked.slice(0, n).includes(c));
    }
  }
  return null;
}

/** Four to an outside straight: four consecutive distinct ranks from 2-3-4-5 up to 10-J-Q-K (open at both ends). */
function outsideStraight(hand: readonly number[]): boolean[] | null {
  for (let lo = 0; lo <= 8; lo++) {
    const picked: number[] = [];
    const ranks = new Set<number>();
    for (const c of hand) {
      const r = rankOf(c);
      if (r >= lo && r <= lo + 3 && !ranks.has(r)) { ranks.add(r); picked.push(c); }
    }
    if (picked.length === 4) return hand.map((c) => picked.includes(c));
  }
  return null;
}
