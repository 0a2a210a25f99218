import { describe, expect, it } from 'vitest';
import {
  bestHold,
  cardCode,
  drawFrom,
  evaluate,
  fairDeck,
  HANDS,
  holdValue,
  PAYTABLE,
  payCoins,
  POKER_RTP,
  shuffleDeck,
  simpleStrategy,
  winCents,
} from './math.ts';
import type { PokerHand } from './math.ts';

/** "As Kh 7d" → cards (rank then suit letter: s h d c). */
function cards(text: string): number[] {
  return text.split(' ').map((code) => '23456789TJQKA'.indexOf(code[0]!) + 13 * 'shdc'.indexOf(code[1]!));
}

const EXAMPLES: Record<PokerHand, string> = {
  royal_flush: 'Ts Js Qs Ks As',
  straight_flush: '5h 6h 7h 8h 9h',
  four_of_a_kind: '9s 9h 9d 9c 2s',
  full_house: 'Ks Kh Kd 3c 3s',
  flush: '2d 7d 9d Jd Kd',
  straight: 'As 2h 3d 4c 5s',
  three_of_a_kind: '7s 7h 7d Kc 2s',
  two_pair: '4s 4h Jd Jc 9s',
  jacks_or_better: 'Js Jh 3d 8c 9s',
  nothing: 'Ts Th 3d 8c 9s',
};

describe('Jacks or Better hands and pays', () => {
  it('ranks every paytable row', () => {
    for (const hand of HANDS) expect(evaluate(cards(EXAMPLES[hand])), hand).toBe(hand);
    expect(evaluate(cards('Ts Jh Qs Ks As'))).toBe('straight');
    expect(evaluate(cards('Js Qs Ks As 2s'))).toBe('flush');
    expect(evaluate(cards('Qs Kh Ad 2c 3s'))).toBe('nothing');
    expect(evaluate(cards('As Ah 3d 8c 9s'))).toBe('jacks_or_better');
    expect(evaluate(cards('2s 3s 4s 5s As'))).toBe('straight_flush');
  });

  it('pays every row at every coin count, the royal 4,000 at five coins, in whole cents', () => {
    const perCoin: Record<PokerHand, number[]> = {
      royal_flush: [250, 500, 750, 1000, 4000],
      straight_flush: [50, 100, 150, 200, 250],
      four_of_a_kind: [25, 50, 75, 100, 125],
      full_house: [9, 18, 27, 36, 45],
      flush: [6, 12, 18, 24, 30],
      straight: [4, 8, 12, 16, 20],
      three_of_a_kind: [3, 6, 9, 12, 15],
      two_pair: [2, 4, 6, 8, 10],
      jacks_or_better: [1, 2, 3, 4, 5],
      nothing: [0, 0, 0, 0, 0],
    };
    for (const hand of HANDS) {
      for (let coins = 1; coins <= 5; coins++) {
        expect(payCoins(hand, coins), `${hand} x${coins}`).toBe(perCoin[hand][coins - 1]);
        expect(winCents(hand, coins, 25)).toBe(perCoin[hand][coins - 1]! * 25);
      }
    }
    expect(PAYTABLE.full_house).toBe(9);
    expect(PAYTABLE.flush).toBe(6);
  });

  it('deals from one shuffled deck and draws its next cards in order', async () => {
    const deck = await fairDeck({ serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 0 });
    expect(new Set(deck).size).toBe(52);
    expect(await fairDeck({ serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 0 })).toEqual(deck);
    expect(await fairDeck({ serverSeed: 'a'.repeat(64), clientSeed: 'other', nonce: 0 })).not.toEqual(deck);
    expect(drawFrom(deck, [true, false, true, false, false])).toEqual([deck[0], deck[5], deck[2], deck[6], deck[7]]);
    expect(drawFrom(deck, [true, true, true, true, true])).toEqual(deck.slice(0, 5));
    expect(shuffleDeck(new Array(51).fill(0))).toEqual(Array.from({ length: 52 }, (_, i) => i));
  });
});

describe('the paytable by exact computation', () => {
  const C = (n: number, k: number): number => (k < 0 || k > n ? 0 : k === 0 ? 1 : (C(n - 1, k - 1) * n) / k);

  it('values holds exactly as counted by hand: two pair, trips, four to a flush, four to a royal', () => {
    // two pair: 4 of 47 cards fill the house
    expect(holdValue(cards('4s 4h Jd Jc 9s'), [true, true, true, true, false])).toBeCloseTo((4 * 9 + 43 * 2) / 47, 12);
    // three sevens, two odd cards of other ranks: quads 46 draws, pairs 10 ranks x6 + 2 ranks x3, the rest trips
    const trips = (46 * 25 + 66 * 9 + (C(47, 2) - 46 - 66) * 3) / C(47, 2);
    expect(holdValue(cards('7s 7h 7d Kc 2s'), [true, true, true, false, false])).toBeCloseTo(trips, 12);
    expect(trips).toBeCloseTo(4.3025, 4);
    // four low diamonds (2 7 9 4), a low club let go: 9 flush cards of 47, no pair pays
    expect(holdValue(cards('2d 7d 9d 4d 3c'), [true, true, true, true, false])).toBeCloseTo((9 * 6) / 47, 12);
    // four to a royal (T J Q K spades), 2c discarded: the royal 1, 7 other spades flush, 1 straight flush (9s),
    // 6 other straights (the other aces and nines), 9 high pairs (J Q K of the other suits)
    const royal4 = (800 + 7 * 6 + 50 + 6 * 4 + 9 * 1) / 47;
    expect(holdValue(cards('Ts Js Qs Ks 2c'), [true, true, true, true, false], 5)).toBeCloseTo(royal4, 12);
  });

  it('matches the published hold values: high pair 1.5365, low pair 0.8237; the best hold of a sample of hands', () => {
    expect(holdValue(cards('Js Jh 3d 8c 5s'), [true, true, false, false, false])).toBeCloseTo(1.5365, 3);
    expect(holdValue(cards('6s 6h 3d Jc 9s'), [true, true, false, false, false])).toBeCloseTo(0.8237, 3);
    // a dealt royal is held whole (800 per coin at five coins)
    expect(bestHold(cards('Ts Js Qs Ks As')).value).toBe(800);
    // four to a royal beats the pat flush
    expect(bestHold(cards('Ts Js Qs Ks 3s')).holds).toEqual([true, true, true, true, false]);
  }, 20_000);

  it('simulates 10^6 hands of the simple strategy: its exact 99.4588% (bench/video-poker-exact.mjs) within the error', () => {
    // a fast seeded generator for the simulation (the game deals from fair floats; the odds are the same)
    let state = 0x9e3779b9;
    const rand = () => {
      state ^= state << 13;
      state ^= state >>> 17;
      state ^= state << 5;
      return (state >>> 0) / 4294967296;
    };
    const n = 1_000_000;
    let paid = 0;
    let sumSq = 0;
    const deck = Array.from({ length: 52 }, (_, i) => i);
    for (let h = 0; h < n; h++) {
      for (let i = 0; i < 10; i++) {
        const j = i + Math.floor(rand() * (52 - i));
        [deck[i], deck[j]] = [deck[j]!, deck[i]!];
      }
      const final = drawFrom(deck, simpleStrategy(deck.slice(0, 5)));
      const pay = payCoins(evaluate(final), 5) / 5;
      paid += pay;
      sumSq += pay * pay;
    }
    const rtp = paid / n;
    const se = Math.sqrt(sumSq / n - rtp * rtp) / Math.sqrt(n);
    // the royal's 800 per coin makes one hand's sd about 3.6: the standard error of 10^6 hands is about 0.37%
    expect(se).toBeLessThan(0.004);
    expect(Math.abs(rtp - 0.994588)).toBeLessThan(4 * se);
    expect(POKER_RTP).toBeCloseTo(0.9954, 4);
  }, 30_000);

  it('names cards as the page draws them', () => {
    expect(cards('As Td 2c').map(cardCode)).toEqual(['As', 'Td', '2c']);
  });
});
