import { describe, expect, it } from 'vitest';
import { buildPots, rakeOf, splitPot } from './pots.ts';

describe('holdem pots: side pots', () => {
  it('one pot when everyone put in the same', () => {
    const { pots, returned } = buildPots([
      { seat: 1, cents: 200, folded: false },
      { seat: 2, cents: 200, folded: false },
      { seat: 3, cents: 200, folded: true },
    ]);
    expect(pots).toEqual([{ cents: 600, eligible: [1, 2] }]);
    expect(returned).toBeNull();
  });

  it('an all-in for less makes a main pot and a side pot; the uncalled part goes back', () => {
    const { pots, returned } = buildPots([
      { seat: 1, cents: 50, folded: false }, // all-in short
      { seat: 2, cents: 300, folded: false },
      { seat: 3, cents: 200, folded: false }, // all-in
      { seat: 4, cents: 100, folded: true },
    ]);
    expect(pots).toEqual([
      { cents: 200, eligible: [1, 2, 3] },
      { cents: 350, eligible: [2, 3] },
    ]);
    expect(returned).toEqual({ seat: 2, cents: 100 });
    const total = pots.reduce((s, p) => s + p.cents, 0) + returned!.cents;
    expect(total).toBe(650);
  });

  it('three all-ins of different sizes: three pots', () => {
    const { pots, returned } = buildPots([
      { seat: 1, cents: 100, folded: false },
      { seat: 2, cents: 250, folded: false },
      { seat: 3, cents: 400, folded: false },
      { seat: 4, cents: 400, folded: false },
    ]);
    expect(pots.map((p) => [p.cents, p.eligible])).toEqual([
      [400, [1, 2, 3, 4]],
      [450, [2, 3, 4]],
      [300, [3, 4]],
    ]);
    expect(returned).toBeNull();
  });
});

describe('holdem pots: rake and shares in exact cents', () => {
  it('5% floored per pot, capped at 3 big blinds over the hand', () => {
    expect(rakeOf([{ cents: 199, eligible: [] }], 10)).toEqual([9]);
    expect(rakeOf([{ cents: 1000, eligible: [] }], 10)).toEqual([30]); // 50 capped at 30
    expect(rakeOf([{ cents: 400, eligible: [] }, { cents: 450, eligible: [] }], 10)).toEqual([20, 10]);
    expect(rakeOf([{ cents: 19, eligible: [] }], 10)).toEqual([0]);
  });

  it('splits floored, the odd cents to the winners nearest the button', () => {
    expect([...splitPot(101, [3, 1], [2, 3, 1])]).toEqual([
      [3, 51],
      [1, 50],
    ]);
    expect([...splitPot(100, [1, 2, 3], [1, 2, 3]).values()]).toEqual([34, 33, 33]);
    expect(splitPot(0, [], [1]).size).toBe(0);
  });

  it('money in = money out + rake over many random hands', () => {
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let t = 0; t < 2000; t++) {
      const n = 2 + rnd(5);
      const contributions = Array.from({ length: n }, (_, i) => ({ seat: i + 1, cents: rnd(5000), folded: rnd(3) === 0 }));
      // at a table the largest contributor is still in the hand (one folds only facing a larger bet)
      contributions.reduce((a, b) => (b.cents > a.cents ? b : a)).folded = false;
      const { pots, returned } = buildPots(contributions);
      const rakes = rakeOf(pots, 1 + rnd(200));
      let out = returned?.cents ?? 0;
      pots.forEach((pot, i) => {
        const winners = pot.eligible.filter(() => rnd(2) === 0);
        const shares = splitPot(pot.cents - rakes[i]!, winners.length ? winners : pot.eligible, [1, 2, 3, 4, 5, 6]);
        for (const cents of shares.values()) out += cents;
      });
      const rake = rakes.reduce((a, b) => a + b, 0);
      const inside = contributions.reduce((s, c) => s + c.cents, 0);
      expect(pots.every((p) => p.eligible.length > 0)).toBe(true);
      expect(out + rake).toBe(inside);
    }
  });
});
