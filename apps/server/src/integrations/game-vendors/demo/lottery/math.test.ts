import { lotteryResult, VN_REGIONS } from '@lobby/contract';
import type { LotteryTierResult } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { ballRules, betRules, combinations, endings, exactReturn, formatKey, formatOfKey, hitsFor, hitsOf, prizeCounts, returnFor, returnOf, rulesOf, subStake, subWin, validNumber, VN_BET_TYPES } from './math.ts';

const NORTH: LotteryTierResult[] = [
  { tier: 'DB', numbers: ['12345'] },
  { tier: 'G1', numbers: ['00045'] },
  { tier: 'G2', numbers: ['11111', '22222'] },
  { tier: 'G3', numbers: ['33333', '44444', '55555', '66666', '77777', '88888'] },
  { tier: 'G4', numbers: ['1045', '2000', '3001', '4002'] },
  { tier: 'G5', numbers: ['5003', '6004', '7005', '8006', '9007', '0008'] },
  { tier: 'G6', numbers: ['345', '123', '456'] },
  { tier: 'G7', numbers: ['45', '09', '10', '11'] },
];

describe('Vietnamese bet types', () => {
  it('count the prizes of each region: North 27 (23 of three digits or more), Central and South 18 (17)', () => {
    expect(prizeCounts('VN_NORTH')).toEqual({ all: 27, three: 23 });
    expect(prizeCounts('VN_SOUTH')).toEqual({ all: 18, three: 17 });
    expect(prizeCounts('VN_CENTRAL')).toEqual({ all: 18, three: 17 });
  });

  it('read a ticket as every bet type does, and pay it in whole units', () => {
    const r = betRules('VN_NORTH');
    expect(endings(NORTH, 2, 'special')).toEqual(['45']);
    expect(hitsOf(r.de, ['45'], NORTH)).toBe(1);
    expect(hitsOf(r.de, ['44'], NORTH)).toBe(0);
    expect(hitsOf(r.cang3, ['345'], NORTH)).toBe(1);
    expect(hitsOf(r.cang3, ['045'], NORTH)).toBe(0);
    // 45 ends the special, G1, a G4, the G6 345 and a G7: five times
    expect(hitsOf(r.lo2, ['45'], NORTH)).toBe(5);
    expect(hitsOf(r.lo2, ['99'], NORTH)).toBe(0);
    // 345: the special and the G6; 045: G1 and a G4 (1045 ends 045)
    expect(hitsOf(r.lo3, ['345'], NORTH)).toBe(2);
    expect(hitsOf(r.lo3, ['045'], NORTH)).toBe(2);
    expect(hitsOf(r.xien2, ['45', '11'], NORTH)).toBe(1);
    expect(hitsOf(r.xien3, ['45', '11', '99'], NORTH)).toBe(0);
    expect(hitsOf(r.xien4, ['45', '11', '09', '10'], NORTH)).toBe(1);
    // a sub-order costs `cost` units and a hit pays `pays` units (lô: per hit)
    expect(subStake(r.lo2, 100)).toBe(2_700);
    expect(subWin(r.lo2, 100, 5)).toBe(40_000);
    expect(subStake(r.de, 100)).toBe(100);
    expect(subWin(r.de, 100, 1)).toBe(7_000);
    expect(subWin(r.cang3, 10, 1)).toBe(7_000);
    expect(subWin(r.xien4, 10, 1)).toBe(3_000);
    expect(betRules('VN_SOUTH').lo2.cost).toBe(18);
    expect(betRules('VN_SOUTH').xien2.pays).toBe(30);
    expect(combinations(['a', 'b', 'c', 'd'], 3)).toEqual([['a', 'b', 'c'], ['a', 'b', 'd'], ['a', 'c', 'd'], ['b', 'c', 'd']]);
  });

  it('return exactly what the rules give: đề and 3 càng 70%, lô 80%, xiên by inclusion–exclusion', () => {
    for (const region of VN_REGIONS) {
      const r = betRules(region);
      expect(returnOf(r.de, region)).toBe(0.7);
      expect(returnOf(r.cang3, region)).toBe(0.7);
      expect(returnOf(r.lo2, region)).toBe(0.8);
      expect(returnOf(r.lo3, region)).toBe(0.8);
    }
    // North xiên 2: (1 − 2·0.99^27 + 0.98^27) × 14
    const p2 = 1 - 2 * 0.99 ** 27 + 0.98 ** 27;
    expect(returnOf(betRules('VN_NORTH').xien2, 'VN_NORTH')).toBeCloseTo(p2 * 14, 10);
    expect(returnOf(betRules('VN_NORTH').xien3, 'VN_NORTH')).toBeCloseTo(0.799366, 5);
    expect(returnOf(betRules('VN_NORTH').xien4, 'VN_NORTH')).toBeCloseTo(0.800974, 5);
    expect(returnOf(betRules('VN_SOUTH').xien2, 'VN_SOUTH')).toBeCloseTo(0.783234, 5);
    expect(returnOf(betRules('VN_SOUTH').xien3, 'VN_SOUTH')).toBeCloseTo(0.782691, 5);
    expect(returnOf(betRules('VN_SOUTH').xien4, 'VN_SOUTH')).toBeCloseTo(0.777314, 5);
    const { num, den } = exactReturn(betRules('VN_NORTH').lo2, 'VN_NORTH');
    expect(num * 5n).toBe(den * 4n);
    // every type keeps a house edge
    for (const region of VN_REGIONS) for (const t of VN_BET_TYPES) expect(returnOf(betRules(region)[t], region)).toBeLessThan(1);
  });

  it('agree with the draws the operator makes: 3,000 fair tickets per region (the exact return is the proof; this checks the reading) against the exact return', async () => {
    for (const region of ['VN_NORTH', 'VN_SOUTH'] as const) {
      const r = betRules(region);
      const n = 3_000;
      const paid: Record<string, number> = { lo2: 0, xien2: 0 };
      for (let i = 0; i < n; i++) {
        const result = await lotteryResult({ kind: 'vn', region }, 'seed-for-the-check', `TEST:${i}`);
        paid.lo2! += (hitsOf(r.lo2, ['07'], result) * r.lo2.pays) / r.lo2.cost;
        paid.xien2! += hitsOf(r.xien2, ['07', '70'], result) * r.xien2.pays;
      }
      // lô's return per ticket has sd about 80·sqrt(m·0.01)/m; 5 standard errors
      expect(Math.abs(paid.lo2! / n - 0.8)).toBeLessThan(5 * ((80 * Math.sqrt(prizeCounts(region).all * 0.0099)) / prizeCounts(region).all) / Math.sqrt(n));
      const p = returnOf(r.xien2, region) / r.xien2.pays;
      expect(Math.abs(paid.xien2! / n - returnOf(r.xien2, region))).toBeLessThan(5 * r.xien2.pays * Math.sqrt(p * (1 - p) / n));
    }
  }, 20_000);

  it('take the other draws too: digits (last two and three), lotto numbers, dice big and small, with their exact returns', () => {
    const lotto = { kind: 'balls', count: 6, min: 1, max: 49, distinct: true } as const;
    const l = ballRules(lotto);
    // one number: 6 of 49 come out, pays 6 (the largest within 80%): 36/49; two numbers: C(47,4)/C(49,6) = 30/2352, pays 62
    expect(l.pick1).toMatchObject({ pays: 6, cost: 1 });
    expect(returnFor(l.pick1!, lotto)).toBeCloseTo(36 / 49, 11);
    expect(l.pick2).toMatchObject({ pays: 62 });
    expect(returnFor(l.pick2!, lotto)).toBeCloseTo((62 * 30) / 2352, 11);
    const drawn: LotteryTierResult[] = [{ tier: 'MAIN', numbers: ['03', '11', '17', '25', '38', '49'] }];
    expect(hitsFor(l.pick1!, ['17'], drawn)).toBe(1);
    expect(hitsFor(l.pick1!, ['18'], drawn)).toBe(0);
    expect(hitsFor(l.pick2!, ['03', '49'], drawn)).toBe(1);
    expect(hitsFor(l.pick2!, ['03', '48'], drawn)).toBe(0);
    expect(validNumber(l.pick1!, lotto, '07')).toBe(true);
    expect(validNumber(l.pick1!, lotto, '7')).toBe(false);
    expect(validNumber(l.pick1!, lotto, '50')).toBe(false);
    expect(validNumber(l.pick1!, lotto, '00')).toBe(false);

    const d4 = { kind: 'balls', count: 4, min: 0, max: 9, distinct: false } as const;
    const d = ballRules(d4);
    expect(Object.keys(d)).toEqual(['de', 'cang3']);
    expect(Object.keys(ballRules({ kind: 'balls', count: 2, min: 0, max: 9, distinct: false }))).toEqual(['de']);
    expect(returnFor(d.de!, d4)).toBe(0.7);
    expect(returnFor(d.cang3!, d4)).toBe(0.7);
    const digits: LotteryTierResult[] = [{ tier: 'MAIN', numbers: ['4', '0', '7', '2'] }];
    expect(hitsFor(d.de!, ['72'], digits)).toBe(1);
    expect(hitsFor(d.cang3!, ['072'], digits)).toBe(1);
    expect(hitsFor(d.de!, ['27'], digits)).toBe(0);

    const dice = { kind: 'balls', count: 3, min: 1, max: 6, distinct: false } as const;
    const b = ballRules(dice);
    // 105 of the 216 throws are big, 105 small, the 6 triples neither: even money returns 210/216
    expect(returnFor(b.big!, dice)).toBeCloseTo(210 / 216, 11);
    expect(returnFor(b.small!, dice)).toBeCloseTo(210 / 216, 11);
    expect(hitsFor(b.big!, [], [{ tier: 'MAIN', numbers: ['6', '5', '1'] }])).toBe(1);
    expect(hitsFor(b.small!, [], [{ tier: 'MAIN', numbers: ['6', '3', '1'] }])).toBe(1);
    expect(hitsFor(b.big!, [], [{ tier: 'MAIN', numbers: ['5', '5', '5'] }])).toBe(0);
    expect(hitsFor(b.small!, [], [{ tier: 'MAIN', numbers: ['2', '2', '2'] }])).toBe(0);

    // formats kept with an order come back; a Vietnamese ticket keeps its bet types
    for (const f of [lotto, d4, dice, { kind: 'vn', region: 'VN_NORTH' } as const]) expect(formatOfKey(formatKey(f))).toEqual(f);
    expect(formatOfKey('nonsense')).toBeNull();
    expect(Object.keys(rulesOf({ kind: 'vn', region: 'VN_SOUTH' }))).toEqual([...VN_BET_TYPES]);
  });
});
