import { describe, expect, it } from 'vitest';
import {
  COINFLIP_MULTIPLIER,
  coinSide,
  crashPointFromHash,
  DICE_LIMITS,
  diceChance,
  diceMultiplier,
  diceRoll,
  diceWins,
  hiloCard,
  hiloChance,
  hiloMultiplier,
  hiloOffered,
  KENO_PAYTABLES,
  kenoHitChance,
  limboResult,
  MINES_TILES,
  minesMultiplier,
  payoutCents,
  PLINKO_RISKS,
  PLINKO_ROWS,
  PLINKO_TABLES,
  roundMultiplier,
  TARGET_RTP,
  TOWER_LEVELS,
  TOWER_MODES,
  towerMultiplier,
  WHEEL_RISKS,
  WHEEL_SEGMENTS,
  WHEEL_TABLES,
  wheelSegment,
} from './games.ts';
import type { DiceBet, HiloGuess, TowerMode } from './games.ts';

/**
 * The exact return of every configuration and every cash-out step, computed from the outcome functions and
 * the paytables (not simulated): each must be 99% within 0.01 percentage points. A float is k / 2^32 for
 * k = 0 .. 2^32 - 1 (four bytes); a chance is counted over those k by searching the outcome function for its
 * boundaries, so a bias of the mapping itself would show.
 */

const TOLERANCE = 0.0001; // 0.01 percentage points
const K = 2 ** 32;

function expectDeclared(rtp: number, what: string): void {
  expect(Math.abs(rtp - TARGET_RTP), `${what}: RTP ${(rtp * 100).toFixed(5)}%`).toBeLessThanOrEqual(TOLERANCE);
}

/** The first k in [lo, hi) where `test(k)` holds, for a test that is false and then true. */
function firstTrue(lo: number, hi: number, test: (k: number) => boolean): number {
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (test(mid)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The chance that a float maps to a value whose test holds, for a test that is monotone in the float. */
function chanceOfFloatsFrom(test: (f: number) => boolean): number {
  return (K - firstTrue(0, K, (k) => test(k / K))) / K;
}

describe('exact RTP of every configuration', () => {
  it('dice: every target on the 0.01 grid, under and over', () => {
    let checked = 0;
    for (let cents = 1; cents < 10_000; cents++) {
      for (const direction of ['under', 'over'] as const) {
        const bet: DiceBet = { target: cents / 100, direction };
        const declared = diceChance(bet);
        if (declared < DICE_LIMITS.minChance || declared > DICE_LIMITS.maxChance) continue;
        // the chance counted over the floats: rolls are floor(f * 10,000) / 100
        const firstWinning = firstTrue(0, K, (k) => diceRoll(k / K) * 100 >= cents - 0.5);
        const under = firstWinning / K;
        const chance = direction === 'under' ? under : 1 - under;
        // the boundary the search found is the game's own: the roll just below it and the one at it differ
        expect(diceWins(bet, diceRoll((firstWinning - 1) / K))).toBe(direction === 'under');
        expect(diceWins(bet, diceRoll(firstWinning / K))).toBe(direction === 'over');
        expectDeclared(chance * diceMultiplier(bet), `dice ${direction} ${bet.target}`);
        checked++;
      }
    }
    expect(checked).toBe(2 * 9_701);
  });

  it('limbo: every target from 1.01x to 10.00x and a ladder up to 1,000,000x', () => {
    const targets: number[] = [];
    for (let c = 101; c <= 1_000; c++) targets.push(c / 100);
    for (let t = 10; t <= 1_000_000; t *= 1.37) targets.push(Math.round(t * 100) / 100);
    targets.push(1_000_000);
    for (const target of targets) {
      // two floats make one 64-bit number: search the first, then the second at the boundary
      const k1 = firstTrue(0, K, (k) => limboResult(k / K, (K - 1) / K) >= target);
      const k2 = firstTrue(0, K, (k) => limboResult(k1 / K, k / K) >= target);
      const chance = (K - k1 - 1) / K + (K - k2) / K / K;
      expectDeclared(chance * target, `limbo ${target}x`);
    }
  });

  it('coin flip', () => {
    const heads = chanceOfFloatsFrom((f) => coinSide(f) === 'tails');
    expect(heads).toBe(0.5);
    expectDeclared(0.5 * COINFLIP_MULTIPLIER, 'coin flip');
  });

  it('keno: every pick count', () => {
    for (let picks = 1; picks <= 10; picks++) {
      const rtp = KENO_PAYTABLES[picks]!.reduce((s, m, hits) => s + m * kenoHitChance(picks, hits), 0);
      expectDeclared(rtp, `keno ${picks} picks`);
    }
  });

  it('plinko: every row count and risk', () => {
    for (const rows of PLINKO_ROWS) {
      for (const risk of PLINKO_RISKS) {
        // the slot is the number of rights, each row f >= 0.5: a fair coin exactly
        expect(chanceOfFloatsFrom((f) => f >= 0.5)).toBe(0.5);
        let rtp = 0;
        let ways = 1;
        for (let k = 0; k <= rows; k++) {
          rtp += (PLINKO_TABLES[`${rows}:${risk}`]![k]! * ways) / 2 ** rows;
          ways = (ways * (rows - k)) / (k + 1);
        }
        expectDeclared(rtp, `plinko ${rows} ${risk}`);
      }
    }
  });

  it('wheel: every segment count and risk, each segment at the chance its floats give it', () => {
    for (const segments of WHEEL_SEGMENTS) {
      const bounds = Array.from({ length: segments + 1 }, (_, s) => (s === segments ? K : firstTrue(0, K, (k) => wheelSegment(segments, k / K) >= s)));
      for (const risk of WHEEL_RISKS) {
        const table = WHEEL_TABLES[`${segments}:${risk}`]!;
        const rtp = table.reduce((sum, m, s) => sum + (m * (bounds[s + 1]! - bounds[s]!)) / K, 0);
        expectDeclared(rtp, `wheel ${segments} ${risk}`);
      }
    }
  });

  it('mines: every mine count, cashed out after every number of safe tiles', () => {
    for (let mines = 1; mines < MINES_TILES; mines++) {
      let safe = 1;
      for (let revealed = 1; revealed <= MINES_TILES - mines; revealed++) {
        safe *= (MINES_TILES - mines - (revealed - 1)) / (MINES_TILES - (revealed - 1));
        expectDeclared(safe * minesMultiplier(mines, revealed), `mines ${mines}, ${revealed} revealed`);
      }
    }
  });

  it('tower: every mode, cashed out after every level', () => {
    for (const mode of Object.keys(TOWER_MODES) as TowerMode[]) {
      const { tiles, bombs } = TOWER_MODES[mode];
      for (let level = 1; level <= TOWER_LEVELS; level++) {
        expectDeclared(((tiles - bombs) / tiles) ** level * towerMultiplier(mode, level), `tower ${mode} level ${level}`);
      }
    }
  });

  it('hi-lo: every guess offered, and cashing out after every path of up to five guesses', () => {
    // each rank's chance over the floats (a card is floor(f * 52); ranks repeat every 13)
    const bounds = Array.from({ length: 53 }, (_, i) => (i === 52 ? K : firstTrue(0, K, (k) => hiloCard(k / K).index >= i)));
    const rankChance = Array.from({ length: 14 }, () => 0);
    for (let i = 0; i < 52; i++) rankChance[(i % 13) + 1]! += (bounds[i + 1]! - bounds[i]!) / K;
    const winChance = (rank: number, guess: HiloGuess) =>
      rankChance.reduce((s, p, next) => s + (next >= 1 && (guess === 'higher' ? next >= rank : next <= rank) ? p : 0), 0);
    const steps: number[] = [];
    for (let rank = 1; rank <= 13; rank++) {
      for (const guess of ['higher', 'lower'] as const) {
        expect(Math.abs(winChance(rank, guess) - hiloChance(rank, guess))).toBeLessThan(1e-8);
        if (hiloOffered(rank, guess)) steps.push(hiloChance(rank, guess));
        else expect(hiloChance(rank, guess)).toBe(1);
      }
    }
    expect(steps).toHaveLength(24);
    // a path's return is its chance times what it pays: 0.99 / its chance, rounded to 4 decimals
    let paths = new Set([1]);
    for (let depth = 1; depth <= 5; depth++) {
      const next = new Set<number>();
      for (const chance of paths) for (const p of steps) next.add(chance * p);
      for (const chance of next) expectDeclared(chance * hiloMultiplier(chance), `hi-lo at chance ${chance}`);
      paths = next;
    }
  });

  it('crash: a cash-out at every target from 1.01x to 20.00x and a ladder up to 1,000,000x', () => {
    const targets: number[] = [];
    for (let c = 101; c <= 2_000; c++) targets.push(c / 100);
    for (let t = 20; t <= 1_000_000; t *= 1.37) targets.push(Math.round(t * 100) / 100);
    const R = 2 ** 52;
    const hexOf = (r: number) => r.toString(16).padStart(13, '0') + '0'.repeat(51);
    for (const target of targets) {
      // the first 52 bits of the round's hash that crash at the target or later (equal wins)
      const first = firstTrue(0, R, (r) => crashPointFromHash(hexOf(r)) >= target);
      expectDeclared(((R - first) / R) * target, `crash at ${target}x`);
    }
  });
});

describe('every stake gets the declared return', () => {
  it('a win pays stake x multiplier on average: the fraction of a cent is a cent with that chance', () => {
    const multipliers = [1.0102, 1.98, 2.0625, 24.75, 99, roundMultiplier(0.99 / 0.37)];
    for (const m of multipliers) {
      for (const stake of [1, 7, 99, 100, 101, 250, 1_000, 12_345]) {
        // over the cent float's range, in steps of a ten-thousandth (its outcome changes only there)
        let total = 0;
        for (let j = 0; j < 10_000; j++) total += payoutCents(stake, m, (j + 0.5) / 10_000);
        expect(total / 10_000, `₱${stake / 100} at ${m}x`).toBeCloseTo(stake * m, 9);
        const low = payoutCents(stake, m, 0.999_999);
        expect(low).toBe(Math.floor(stake * m + 1e-9));
      }
    }
  });

  it('dice at ₱0.01 to ₱100.00 returns the declared RTP, where rounding down would lose up to 0.97 points', () => {
    const bet: DiceBet = { target: 2, direction: 'over' };
    const m = diceMultiplier(bet);
    let worstFloor = 1;
    for (let stake = 1; stake <= 10_000; stake++) {
      const expected = (stake * Math.round(m * 10_000)) / 10_000;
      expectDeclared((diceChance(bet) * expected) / stake, `dice at ${stake} cents`);
      worstFloor = Math.min(worstFloor, (diceChance(bet) * Math.floor(stake * m)) / stake);
    }
    expect(worstFloor).toBeLessThan(TARGET_RTP - 0.005);
  });
});
