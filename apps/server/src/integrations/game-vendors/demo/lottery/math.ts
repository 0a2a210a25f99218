import { VN_TIERS } from '@lobby/contract';
import type { LotteryTierResult, VnRegion } from '@lobby/contract';

/**
 * The demo vendor's Vietnamese lottery bets on the operator's regional draws (Northern: 27 prizes, 5-digit
 * special; Central and Southern: 18 prizes, 6-digit special). A bet type says how many numbers one sub-order
 * takes, what a point costs (units of the player's unit stake) and what a hit pays (units, the stake not
 * returned on top). Every amount is an integer multiple of the unit stake: nothing to round.
 */

export const BET_TYPES = ['de', 'cang3', 'lo2', 'lo3', 'xien2', 'xien3', 'xien4'] as const;
export type BetType = (typeof BET_TYPES)[number];

export interface BetRule {
  type: BetType;
  name: string;
  /** numbers in one sub-order (1, or 2-4 for xiên) */
  picks: number;
  /** digits of each number */
  digits: 2 | 3;
  /** units one sub-order costs at a unit stake of 1 */
  cost: number;
  /** units a hit pays (lô: per occurrence; others: once) */
  pays: number;
  /** how the result is read */
  reads: 'special' | 'every';
  describe: string;
}

/** Prizes (numbers drawn) of a region's ticket, and those with at least three digits. */
export function prizeCounts(region: VnRegion): { all: number; three: number } {
  const tiers = VN_TIERS[region];
  return {
    all: tiers.reduce((n, t) => n + t.count, 0),
    three: tiers.filter((t) => t.digits >= 3).reduce((n, t) => n + t.count, 0),
  };
}

const XIEN_PAYS: Record<'north' | 'south', [number, number, number]> = {
  north: [14, 65, 300],
  south: [30, 200, 1400],
};

/** The bet types of a region, with their costs and pays. */
export function betRules(region: VnRegion): Record<BetType, BetRule> {
  const { all, three } = prizeCounts(region);
  const xien = XIEN_PAYS[region === 'VN_NORTH' ? 'north' : 'south'];
  return {
    de: { type: 'de', name: 'Đề (special, last 2)', picks: 1, digits: 2, cost: 1, pays: 70, reads: 'special', describe: 'The last two digits of the special prize (giải đặc biệt).' },
    cang3: { type: 'cang3', name: '3 càng (special, last 3)', picks: 1, digits: 3, cost: 1, pays: 700, reads: 'special', describe: 'The last three digits of the special prize.' },
    lo2: {
      type: 'lo2',
      name: 'Lô 2 số',
      picks: 1,
      digits: 2,
      cost: all,
      pays: 80,
      reads: 'every',
      describe: `The last two digits of each of the ${all} prizes: a point costs ${all} units and pays 80 for every prize that ends with it.`,
    },
    lo3: {
      type: 'lo3',
      name: 'Lô 3 số',
      picks: 1,
      digits: 3,
      cost: three,
      pays: 800,
      reads: 'every',
      describe: `The last three digits of each of the ${three} prizes of three digits or more: a point costs ${three} units and pays 800 per prize.`,
    },
    xien2: { type: 'xien2', name: 'Xiên 2', picks: 2, digits: 2, cost: 1, pays: xien[0], reads: 'every', describe: 'Two numbers that both appear among the prizes’ last two digits.' },
    xien3: { type: 'xien3', name: 'Xiên 3', picks: 3, digits: 2, cost: 1, pays: xien[1], reads: 'every', describe: 'Three numbers that all appear among the prizes’ last two digits.' },
    xien4: { type: 'xien4', name: 'Xiên 4', picks: 4, digits: 2, cost: 1, pays: xien[2], reads: 'every', describe: 'Four numbers that all appear among the prizes’ last two digits.' },
  };
}

/** The numbers a result gives a bet to match: the special's ending, or every prize's ending (with repeats). */
export function endings(result: readonly LotteryTierResult[], digits: 2 | 3, reads: 'special' | 'every'): string[] {
  const out: string[] = [];
  for (const tier of result) {
    if (reads === 'special' && tier.tier !== 'DB') continue;
    for (const n of tier.numbers) if (n.length >= digits) out.push(n.slice(-digits));
  }
  return out;
}

/** Hits of one sub-order: lô counts every prize ending with its number; the others hit once or not. */
export function hitsOf(rule: BetRule, numbers: readonly string[], result: readonly LotteryTierResult[]): number {
  const ends = endings(result, rule.digits, rule.reads);
  if (rule.type === 'lo2' || rule.type === 'lo3') return ends.filter((e) => e === numbers[0]).length;
  return numbers.every((n) => ends.includes(n)) ? 1 : 0;
}

/** A sub-order's stake and win in cents at `unitCents` a unit. */
export function subStake(rule: BetRule, unitCents: number): number {
  return rule.cost * unitCents;
}
export function subWin(rule: BetRule, unitCents: number, hits: number): number {
  return rule.pays * hits * unitCents;
}

/** Unit stakes a player chooses from, in cents. */
export function unitValuesFor(currency: string): number[] {
  if (['VND', 'IDR', 'KRW', 'JPY'].includes(currency)) return [100_000, 500_000, 1_000_000, 5_000_000];
  return [10, 50, 100, 500];
}

/** Combinations of `k` of the picked numbers (xiên: one sub-order each), in pick order. */
export function combinations<T>(items: readonly T[], k: number): T[][] {
  const out: T[][] = [];
  const walk = (from: number, acc: T[]) => {
    if (acc.length === k) {
      out.push([...acc]);
      return;
    }
    for (let i = from; i < items.length; i++) walk(i + 1, [...acc, items[i]!]);
  };
  walk(0, []);
  return out;
}

export const ORDER_LIMITS = { maxNumbers: 10, maxSubOrders: 50 } as const;

// Exact return ------------------------------------------------------------------------------------------------

function binomial(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/**
 * The exact return of a bet type as a fraction (numerator, denominator). Each prize's last digits are uniform
 * and independent (every digit is drawn on its own, without modulo bias), so with m prizes read and 10^d
 * endings: đề / 3 càng hit with probability 1/10^d; lô's expected hits are m/10^d; xiên's k numbers all
 * appear with probability Σ_j (−1)^j C(k,j) (10^d − j)^m / 10^(d·m) (inclusion–exclusion).
 */
export function exactReturn(rule: BetRule, region: VnRegion): { num: bigint; den: bigint } {
  const { all, three } = prizeCounts(region);
  const space = BigInt(10 ** rule.digits);
  const m = rule.reads === 'special' ? 1 : rule.digits === 3 ? three : all;
  const pays = BigInt(rule.pays);
  const cost = BigInt(rule.cost);
  if (rule.picks === 1) {
    // expected hits m / space, each paying `pays`, for `cost`
    return { num: pays * BigInt(m), den: space * cost };
  }
  let num = 0n;
  for (let j = 0; j <= rule.picks; j++) {
    const term = binomial(rule.picks, j) * (space - BigInt(j)) ** BigInt(m);
    num += j % 2 === 0 ? term : -term;
  }
  return { num: num * pays, den: space ** BigInt(m) * cost };
}

export function returnOf(rule: BetRule, region: VnRegion): number {
  const { num, den } = exactReturn(rule, region);
  // twelve decimals exactly, then a float
  return Number((num * 10n ** 12n) / den) / 1e12;
}
