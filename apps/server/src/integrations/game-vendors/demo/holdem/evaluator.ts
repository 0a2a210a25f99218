/**
 * Texas Hold'em hand evaluation: the best five of seven cards. Cards are 0..51 as in the video poker
 * (rank = card % 13 with 0 = two … 12 = ace, suit = floor(card / 13)).
 *
 * A five-card hand gets a score: its category (0 high card … 8 straight flush) times 13^5 plus its ranks in
 * tie-break order (e.g. a full house: the trips' rank then the pair's; a flush: its five ranks high to low),
 * so a larger score is a better hand and equal scores split the pot. The wheel A-2-3-4-5 is a five-high
 * straight. The best of seven is the largest score over the 21 five-card subsets.
 */

export const CATEGORIES = [
  'high_card',
  'one_pair',
  'two_pair',
  'three_of_a_kind',
  'straight',
  'flush',
  'full_house',
  'four_of_a_kind',
  'straight_flush',
] as const;
export type HoldemCategory = (typeof CATEGORIES)[number];

export const CATEGORY_NAMES: Record<HoldemCategory, string> = {
  high_card: 'High Card',
  one_pair: 'One Pair',
  two_pair: 'Two Pair',
  three_of_a_kind: 'Three of a Kind',
  straight: 'Straight',
  flush: 'Flush',
  full_house: 'Full House',
  four_of_a_kind: 'Four of a Kind',
  straight_flush: 'Straight Flush',
};

const BASE = 13 ** 5;

export interface HandValue {
  score: number;
  category: HoldemCategory;
  /** the five cards making the hand */
  cards: number[];
}

function pack(category: number, ranks: readonly number[]): number {
  let v = 0;
  for (let i = 0; i < 5; i++) v = v * 13 + (ranks[i] ?? 0);
  return category * BASE + v;
}

/** The score of exactly five cards. */
export function score5(cards: readonly number[]): number {
  if (cards.length !== 5) throw new Error('five cards expected');
  const counts = new Array<number>(13).fill(0);
  const suit0 = Math.floor(cards[0]! / 13);
  let flush = true;
  for (const c of cards) {
    counts[c % 13]!++;
    if (Math.floor(c / 13) !== suit0) flush = false;
  }
  // ranks grouped: larger groups first, then higher rank first
  const groups: Array<[number, number]> = [];
  for (let r = 12; r >= 0; r--) if (counts[r]! > 0) groups.push([counts[r]!, r]);
  groups.sort((a, b) => b[0] - a[0] || b[1] - a[1]);
  const ordered = groups.flatMap(([n, r]) => new Array<number>(n).fill(r));
  let straightHigh = -1;
  if (groups.length === 5) {
    const high = groups[0]![1];
    const low = groups[4]![1];
    if (high - low === 4) straightHigh = high;
    else if (high === 12 && groups[1]![1] === 3) straightHigh = 3; // the wheel: five high
  }
  if (straightHigh >= 0 && flush) return pack(8, [straightHigh]);
  if (groups[0]![0] === 4) return pack(7, ordered);
  if (groups[0]![0] === 3 && groups[1]![0] === 2) return pack(6, ordered);
  if (flush) return pack(5, ordered);
  if (straightHigh >= 0) return pack(4, [straightHigh]);
  if (groups[0]![0] === 3) return pack(3, ordered);
  if (groups[0]![0] === 2 && groups[1]![0] === 2) return pack(2, ordered);
  if (groups[0]![0] === 2) return pack(1, ordered);
  return pack(0, ordered);
}

export function categoryOf(score: number): HoldemCategory {
  return CATEGORIES[Math.floor(score / BASE)]!;
}

/** The best five of five to seven cards. */
export function bestHand(cards: readonly number[]): HandValue {
  if (cards.length < 5 || cards.length > 7) throw new Error('five to seven cards expected');
  if (new Set(cards).size !== cards.length || cards.some((c) => !Number.isInteger(c) || c < 0 || c > 51)) throw new Error('distinct cards 0..51 expected');
  let best = -1;
  let bestCards: number[] = [];
  const n = cards.length;
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) {
            const five = [cards[a]!, cards[b]!, cards[c]!, cards[d]!, cards[e]!];
            const s = score5(five);
            if (s > best) {
              best = s;
              bestCards = five;
            }
          }
  return { score: best, category: categoryOf(best), cards: bestCards };
}

/** "As Kh 7d" → cards (rank then suit letter: s h d c), for tests and tools. */
export function parseCards(text: string): number[] {
  return text.split(' ').map((code) => {
    const r = '23456789TJQKA'.indexOf(code[0] ?? '');
    const s = 'shdc'.indexOf(code[1] ?? '');
    if (r < 0 || s < 0 || code.length !== 2) throw new Error(`bad card ${code}`);
    return r + 13 * s;
  });
}
