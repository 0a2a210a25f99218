import { describe, expect, it } from 'vitest';
import { bestHand, CATEGORIES, parseCards as cards, score5 } from './evaluator.ts';
import type { HoldemCategory } from './evaluator.ts';

const best = (text: string) => bestHand(cards(text));

describe('holdem evaluator: categories (best five of seven)', () => {
  const EXAMPLES: Record<HoldemCategory, string> = {
    straight_flush: '9h Th Jh Qh Kh 2c 3d',
    four_of_a_kind: '9s 9h 9d 9c 2s Kd 3h',
    full_house: 'Ks Kh Kd 3c 3s 7h 2d',
    flush: '2d 7d 9d Jd Kd 3s 4h',
    straight: '5s 6h 7d 8c 9s Kd 2h',
    three_of_a_kind: '7s 7h 7d Kc 2s 9h 4d',
    two_pair: 'Js Jh 4d 4c As 8h 2d',
    one_pair: 'Qs Qh 8d 5c 3s 2h 9c',
    high_card: 'As Jh 8d 6c 3s 2h 9c',
  };
  for (const category of CATEGORIES) {
    it(`finds ${category}`, () => {
      expect(best(EXAMPLES[category]).category).toBe(category);
    });
  }

  it('orders the categories', () => {
    const scores = CATEGORIES.map((c) => best(EXAMPLES[c]).score);
    for (let i = 1; i < scores.length; i++) expect(scores[i]!).toBeGreaterThan(scores[i - 1]!);
  });

  it('the wheel is a five-high straight, below six-high; a royal is the top straight flush', () => {
    const wheel = best('As 2h 3d 4c 5s Kd Kh');
    expect(wheel.category).toBe('straight');
    expect(wheel.score).toBeLessThan(best('2h 3d 4c 5s 6s Kd Kh').score);
    expect(best('Ah 2h 3h 4h 5h 9c 9d').category).toBe('straight_flush');
    expect(best('Th Jh Qh Kh Ah 9c 9d').score).toBeGreaterThan(best('9h Th Jh Qh Kh 2c 3d').score);
    expect(best('Ah 2h 3h 4h 5h 9c 9d').score).toBeLessThan(best('2h 3h 4h 5h 6h 9c 9d').score);
  });

  it('does not wrap straights (Q K A 2 3 is not a straight)', () => {
    expect(best('Qs Kh Ad 2c 3s 8h 9d').category).toBe('high_card');
  });

  it('picks the best five: a flush over a straight, a full house from two trips, the higher straight', () => {
    expect(best('5h 6h 7h 8c 9h Kh 2d').category).toBe('flush');
    const two = best('Ks Kh Kd 3c 3s 3h 2d');
    expect(two.category).toBe('full_house');
    expect(two.score).toBe(score5(cards('Ks Kh Kd 3c 3s')));
    expect(best('4s 5h 6d 7c 8s 9h Td').score).toBe(score5(cards('6d 7c 8s 9h Td')));
    // three pairs: the best two with the best kicker
    expect(best('As Ah Kd Kc Qs Qh 2d').score).toBe(score5(cards('As Ah Kd Kc Qs')));
  });
});

describe('holdem evaluator: kickers and ties', () => {
  const cmp = (a: string, b: string) => Math.sign(best(a).score - best(b).score);

  it('pairs: the pair first, then each kicker', () => {
    expect(cmp('As Ah Kd 7c 5s 3h 2d', 'Ks Kh Ad Qc Js 3h 2d')).toBe(1);
    expect(cmp('As Ah Kd 7c 5s 3h 2d', 'Ad Ac Qd Jc 9s 3h 2d')).toBe(1);
    expect(cmp('As Ah Kd Qc 5s 3h 2d', 'Ad Ac Kh Qs 4s 3h 2d')).toBe(1);
  });

  it('two pair: high pair, low pair, kicker', () => {
    expect(cmp('As Ah 3d 3c 5s 7h 2d', 'Ks Kh Qd Qc Js 7h 2d')).toBe(1);
    expect(cmp('As Ah 4d 4c 2s 7h 3d', 'Ad Ac 3d 3c Ks 7h 2d')).toBe(1);
    expect(cmp('As Ah 4d 4c Ks 7h 3d', 'Ad Ac 4h 4s Qs 7h 3d')).toBe(1);
  });

  it('trips, quads and full houses compare by their sets then kickers', () => {
    expect(cmp('7s 7h 7d Ac Ks 3h 2d', '7s 7h 7d Ac Qs 3h 2d')).toBe(1);
    expect(cmp('9s 9h 9d 9c As 3h 2d', '9s 9h 9d 9c Ks 3h 2d')).toBe(1);
    expect(cmp('3s 3h 3d Ac As 7h 2d', '2s 2h 2d Ac As Kh Kd')).toBe(1);
    expect(cmp('Ks Kh Kd 2c 2s 7h 4d', 'Qs Qh Qd Ac As 7h 4d')).toBe(1);
  });

  it('flushes compare card by card; high cards by all five', () => {
    expect(cmp('Ah Jh 8h 6h 3h 2c 4d', 'Ad Jd 8d 6d 2d 3c 4s')).toBe(1);
    expect(cmp('As Jh 8d 6c 4s 3h 2c', 'Ad Jc 8h 6s 3d 2d Tc')).toBe(-1);
  });

  it('splits: the board plays for both, and a sixth card does not count', () => {
    // board A K Q J T straight: both hands tie whatever they hold below it
    expect(cmp('As Kd Qc Jh Th 2c 3d', 'As Kd Qc Jh Th 4s 5h')).toBe(0);
    // the same five best cards, different sixth and seventh cards
    expect(cmp('As Ah Kd Qc Js 3h 2d', 'Ad Ac Kd Qc Js 4h 2s')).toBe(0);
    // flushes of different suits with the same ranks tie
    expect(cmp('Ah Jh 8h 6h 3h 2c 4d', 'Ad Jd 8d 6d 3d 2s 4c')).toBe(0);
  });

  it('refuses bad input', () => {
    expect(() => bestHand([1, 2, 3, 4])).toThrow();
    expect(() => bestHand([1, 1, 2, 3, 4])).toThrow();
    expect(() => bestHand([1, 2, 3, 4, 52])).toThrow();
  });

  it('every 5-card category count over all 2,598,960 hands', () => {
    // the classic distribution: a complete check of the five-card scoring (about 3 s)
    const counts = new Array<number>(9).fill(0);
    const five = [0, 0, 0, 0, 0];
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              five[0] = a;
              five[1] = b;
              five[2] = c;
              five[3] = d;
              five[4] = e;
              counts[Math.floor(score5(five) / 13 ** 5)]!++;
            }
    expect(counts).toEqual([1302540, 1098240, 123552, 54912, 10200, 5108, 3744, 624, 40]);
  });
});
