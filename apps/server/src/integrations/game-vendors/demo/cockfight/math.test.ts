import { describe, expect, it } from 'vitest';
import { cockfightOutcome, cockfightReturns, fixedRtp, poolPrice } from './math.ts';
import type { CockfightOutcome } from './math.ts';

const fight = (winner: CockfightOutcome['winner'], game: CockfightOutcome['game'] = 'sabong'): CockfightOutcome => ({ game, winner, exchanges: 4 });

describe('cockfight', () => {
  it('draws a fight from its seed: the same seed and fight give the same result, about 2% draws', () => {
    expect(cockfightOutcome('sabong', 'ab'.repeat(32), 9)).toEqual(cockfightOutcome('sabong', 'ab'.repeat(32), 9));
    const counts = { meron: 0, wala: 0, draw: 0 };
    for (let i = 0; i < 20_000; i++) counts[cockfightOutcome('sabong', 'cd'.repeat(32), i).winner]++;
    expect(counts.draw / 20_000).toBeGreaterThan(0.014);
    expect(counts.draw / 20_000).toBeLessThan(0.026);
    expect(Math.abs(counts.meron - counts.wala)).toBeLessThan(600);
  });

  it('pays fixed odds: a side 0.92:1 floored to the cent, pushed on a draw; the draw 47:1', () => {
    expect(cockfightReturns('sabong', { meron: 1_000, wala: 500, draw: 100 }, fight('meron'), {})).toEqual({ meron: 1_920, wala: 0, draw: 0 });
    expect(cockfightReturns('sabong', { meron: 101 }, fight('meron'), {})).toEqual({ meron: 193 });
    expect(cockfightReturns('sabong', { meron: 1_000, wala: 500, draw: 100 }, fight('draw'), {})).toEqual({ meron: 1_000, wala: 500, draw: 4_800 });
  });

  it('shares the pool less 5% among the winners, never below their stake; returns it all with no winner', () => {
    const pool = { meron: 3_000, wala: 1_000 };
    // Wala wins: 4,000 x 95% = 3,800 shared by the 1,000 on Wala
    expect(cockfightReturns('sabong-pool', { wala: 400 }, fight('wala', 'sabong-pool'), pool)).toEqual({ wala: 1_520 });
    expect(cockfightReturns('sabong-pool', { wala: 600 }, fight('wala', 'sabong-pool'), pool)).toEqual({ wala: 2_280 });
    expect(cockfightReturns('sabong-pool', { meron: 3_000 }, fight('wala', 'sabong-pool'), pool)).toEqual({ meron: 0 });
    // Meron wins: 3,800 shared by 3,000: 1.2667 each, floored
    expect(cockfightReturns('sabong-pool', { meron: 1_000 }, fight('meron', 'sabong-pool'), pool)).toEqual({ meron: 1_266 });
    // all on one side: the winners get their stakes back (no commission out of their own money)
    expect(cockfightReturns('sabong-pool', { meron: 500 }, fight('meron', 'sabong-pool'), { meron: 500 })).toEqual({ meron: 500 });
    // nobody on the winner: every side stake back
    expect(cockfightReturns('sabong-pool', { meron: 500 }, fight('wala', 'sabong-pool'), { meron: 500 })).toEqual({ meron: 500 });
    expect(cockfightReturns('sabong-pool', { meron: 500, draw: 100 }, fight('draw', 'sabong-pool'), pool)).toEqual({ meron: 500, draw: 4_800 });
    // what the winners get in all is the pool less the commission (give or take the cents floored)
    const paid = cockfightReturns('sabong-pool', { wala: 400 }, fight('wala', 'sabong-pool'), pool).wala! + cockfightReturns('sabong-pool', { wala: 600 }, fight('wala', 'sabong-pool'), pool).wala!;
    expect(paid).toBe(3_800);
    expect(poolPrice(pool, 'wala')).toBeCloseTo(3.8, 10);
    expect(poolPrice(pool, 'meron')).toBeCloseTo(3_800 / 3_000, 10);
    expect(poolPrice({}, 'meron')).toBeNull();
  });

  it('returns exactly 96.08% on a side and 96% on the draw at fixed odds', () => {
    const rtp = fixedRtp();
    expect(rtp.meron).toBeCloseTo(0.49 * 1.92 + 0.02, 12);
    expect(rtp.meron).toBeCloseTo(0.9608, 12);
    expect(rtp.draw).toBeCloseTo(0.96, 12);
  });
});
