import { describe, expect, it } from 'vitest';
import {
  betOutcome,
  betReturn,
  cashOutPrice,
  combinedOdds,
  formatOdds,
  legFactor,
  lineQuarters,
  priceOf,
  settleHandicap,
  settleTotal,
} from './rules.ts';

describe('odds formats', () => {
  it('writes decimal odds as Hong Kong, Malay and Indonesian odds', () => {
    expect(formatOdds(185, 'decimal')).toBe('1.85');
    expect(formatOdds(185, 'hongkong')).toBe('0.85');
    expect(formatOdds(185, 'malay')).toBe('0.85');
    expect(formatOdds(185, 'indo')).toBe('-1.18');
    expect(formatOdds(250, 'hongkong')).toBe('1.50');
    expect(formatOdds(250, 'malay')).toBe('-0.67');
    expect(formatOdds(250, 'indo')).toBe('1.50');
    expect(formatOdds(150, 'indo')).toBe('-2.00');
    expect(formatOdds(200, 'malay')).toBe('1.00');
    expect(formatOdds(200, 'indo')).toBe('1.00');
    expect(formatOdds(101, 'malay')).toBe('0.01');
  });

  it('prices a probability at a margin, cut down to hundredths, within bounds', () => {
    expect(priceOf(500_000, 0)).toBe(200);
    expect(priceOf(500_000, 500)).toBe(190);
    expect(priceOf(999_999, 500)).toBe(101);
    expect(priceOf(1, 500)).toBe(100_000);
  });
});

describe('settlement rules', () => {
  it('settles quarter, half and whole handicap lines', () => {
    const q = (line: string) => lineQuarters(line)!;
    // home -0.75: win by 2 wins, win by 1 is a half win, a draw loses
    expect(settleHandicap(2, q('-0.75'))).toBe('win');
    expect(settleHandicap(1, q('-0.75'))).toBe('half_win');
    expect(settleHandicap(0, q('-0.75'))).toBe('lose');
    // home -0.25: a draw is a half loss
    expect(settleHandicap(0, q('-0.25'))).toBe('half_lose');
    expect(settleHandicap(1, q('-0.25'))).toBe('win');
    // away +0.25 (the other side of -0.25): a draw is a half win
    expect(settleHandicap(0, q('+0.25'))).toBe('half_win');
    // whole line: a push
    expect(settleHandicap(1, q('-1'))).toBe('void');
    expect(settleHandicap(0, q('0'))).toBe('void');
    // half line: never a push
    expect(settleHandicap(1, q('-1.5'))).toBe('lose');
    expect(settleHandicap(2, q('-1.5'))).toBe('win');
    expect(lineQuarters('0.3')).toBeNull();
  });

  it('settles totals with quarter lines', () => {
    const q = (line: string) => lineQuarters(line)!;
    expect(settleTotal(3, q('2.5'), 'over')).toBe('win');
    expect(settleTotal(2, q('2.5'), 'over')).toBe('lose');
    expect(settleTotal(2, q('2.25'), 'over')).toBe('half_lose');
    expect(settleTotal(2, q('2.25'), 'under')).toBe('half_win');
    expect(settleTotal(3, q('2.75'), 'over')).toBe('half_win');
    expect(settleTotal(2, q('2'), 'under')).toBe('void');
  });

  it('returns a leg\'s factor: win, half win, void, half loss, loss, dead heat', () => {
    expect(betReturn(10_000, [{ odds: 185, result: 'win' }])).toBe(18_500);
    expect(betReturn(10_000, [{ odds: 185, result: 'half_win' }])).toBe(14_250);
    expect(betReturn(10_000, [{ odds: 185, result: 'void' }])).toBe(10_000);
    expect(betReturn(10_000, [{ odds: 185, result: 'half_lose' }])).toBe(5_000);
    expect(betReturn(10_000, [{ odds: 185, result: 'lose' }])).toBe(0);
    expect(betReturn(10_000, [{ odds: 400, result: 'win', deadHeat: 2 }])).toBe(20_000);
    expect(legFactor({ odds: 300, result: 'win', deadHeat: 3 })).toEqual([300n, 300n]);
  });

  it('settles a parlay: a void leg counts as 1, a lost leg loses it all, cut down to the cent', () => {
    expect(betReturn(1_000, [{ odds: 185, result: 'win' }, { odds: 210, result: 'void' }, { odds: 333, result: 'win' }])).toBe(Math.floor((1_000 * 185 * 333) / 10_000));
    expect(betOutcome(1_000, [{ odds: 185, result: 'win' }, { odds: 210, result: 'lose' }])).toEqual({ status: 'lost', payout: 0 });
    expect(betOutcome(1_000, [{ odds: 185, result: 'void' }, { odds: 210, result: 'void' }])).toEqual({ status: 'void', payout: 1_000 });
    expect(combinedOdds([185, 210, 333])).toBe(Math.floor((185 * 210 * 333) / 10_000));
    // the potential return is exact for any stake: never a rounding of the combined odds
    expect(betReturn(777, [{ odds: 137, result: null }, { odds: 293, result: null }])).toBe(Math.floor((777 * 137 * 293) / 10_000));
  });
});

describe('cash-out', () => {
  it('offers the fair value now less the margin, and nothing once a leg lost', () => {
    // 100.00 at 2.00, the selection now at fair 1.25: worth 160.00, offered 152.00 at 5%
    expect(cashOutPrice(10_000, [{ odds: 200, result: null, fairNow: 125 }], 500)).toBe(15_200);
    // a parlay with one leg won at 1.50 and one open at 3.00 now fair 2.00
    expect(cashOutPrice(10_000, [{ odds: 150, result: 'win' }, { odds: 300, result: null, fairNow: 200 }], 0)).toBe(22_500);
    expect(cashOutPrice(10_000, [{ odds: 150, result: 'lose' }, { odds: 300, result: null, fairNow: 200 }], 0)).toBeNull();
    // never more than the bet would return if it won now
    expect(cashOutPrice(10_000, [{ odds: 200, result: null, fairNow: 100 }], 500)).toBeLessThanOrEqual(20_000);
  });
});
