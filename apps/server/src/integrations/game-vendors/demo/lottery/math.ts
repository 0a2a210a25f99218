import { VN_REGIONS, VN_TIERS } from '@lobby/contract';
import type { LotteryFormat, LotteryTierResult, VnRegion } from '@lobby/contract';

/**
 * The demo vendor's Vietnamese lottery bets on the operator's regional draws (Northern: 27 prizes, 5-digit
 * special; Central and Southern: 18 prizes, 6-digit special). A bet type says how many numbers one sub-order
 * takes, what a point costs (units of the player's unit stake) and what a hit pays (units, the stake not
 * returned on top). Every amount is an integer multiple of the unit stake: nothing to round.
 */

export const BET_TYPES = ['de', 'cang3', 'lo2', 'lo3', 'xien2', 'xien3', 'xien4', 'pick1', 'pick2', 'big', 'small'] as const;
export type BetType = (typeof BET_TYPES)[number];
/** The Vietnamese regional tickets' bet types. */
export const VN_BET_TYPES = ['de', 'cang3', 'lo2', 'lo3', 'xien2', 'xien3', 'xien4'] as const;
export type VnBetType = (typeof VN_BET_TYPES)[number];

export interface BetRule {
  type: BetType;
  name: string;
  /** numbers in one sub-order (1, or 2-4 for xiên; 0 for big / small) */
  picks: number;
  /** digits of each number */
  digits: 2 | 3;
  /** units one sub-order costs at a unit stake of 1 */
  cost: number;
  /** units a hit pays (lô: per occurrence; others: once) */
  pays: number;
  /**
   * how the result is read: a Vietnamese ticket's special prize or every prize; a digit draw's last digits
   * (`tail`); a lotto draw's balls; three dice's total (big 11-17, small 4-10, a triple loses both)
   */
  reads: 'special' | 'every' | 'tail' | 'balls' | 'big' | 'small';
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
export function betRules(region: VnRegion): Record<VnBetType, BetRule> {
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

// Other draws (balls) -------------------------------------------------------------------------------------

/** The share a lotto bet returns at most: its pay is the largest whole number of units within it. */
const LOTTO_TARGET = 0.8;

function bigBinomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** Dice totals: how many of the 216 throws of three dice are big (11-17) and small (4-10), triples excluded. */
function diceCounts(): { big: number; small: number } {
  let big = 0;
  let small = 0;
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++)
      for (let c = 1; c <= 6; c++) {
        if (a === b && b === c) continue;
        const sum = a + b + c;
        if (sum >= 11) big++;
        else small++;
      }
  return { big, small };
}

/**
 * The bet types of a draw of balls: digit draws (0-9 each, 2D … 6D, Fast 5) take the last two (and three)
 * digits at 1 : 70 (and 1 : 700); lotto draws (6 of 1 … N) one or two numbers among the six, paying the largest
 * whole number of units whose return stays within 80%; three dice big or small at even money (2 for 1).
 */
export function ballRules(format: Extract<LotteryFormat, { kind: 'balls' }>): Partial<Record<BetType, BetRule>> {
  const { count, min, max, distinct } = format;
  if (!distinct && min === 0 && max === 9 && count >= 2) {
    const out: Partial<Record<BetType, BetRule>> = {
      de: { type: 'de', name: 'Last 2 digits', picks: 1, digits: 2, cost: 1, pays: 70, reads: 'tail', describe: 'The last two digits of the draw.' },
    };
    if (count >= 3) out.cang3 = { type: 'cang3', name: 'Last 3 digits', picks: 1, digits: 3, cost: 1, pays: 700, reads: 'tail', describe: 'The last three digits of the draw.' };
    return out;
  }
  if (distinct) {
    const n = max - min + 1;
    const pay = (k: number) => {
      const p = Number(bigBinomial(n - k, count - k)) / Number(bigBinomial(n, count));
      return Math.floor(LOTTO_TARGET / p + 1e-9);
    };
    return {
      pick1: { type: 'pick1', name: '1 number', picks: 1, digits: 2, cost: 1, pays: pay(1), reads: 'balls', describe: `A number among the ${count} drawn of ${min}-${max}.` },
      pick2: { type: 'pick2', name: '2 numbers', picks: 2, digits: 2, cost: 1, pays: pay(2), reads: 'balls', describe: `Two numbers both among the ${count} drawn.` },
    };
  }
  if (count === 3 && min === 1 && max === 6) {
    return {
      big: { type: 'big', name: 'Big (11-17)', picks: 0, digits: 2, cost: 1, pays: 2, reads: 'big', describe: 'The three dice total 11 to 17 (a triple loses).' },
      small: { type: 'small', name: 'Small (4-10)', picks: 0, digits: 2, cost: 1, pays: 2, reads: 'small', describe: 'The three dice total 4 to 10 (a triple loses).' },
    };
  }
  return {};
}

/** The bet types of any draw format. */
export function rulesOf(format: LotteryFormat): Partial<Record<BetType, BetRule>> {
  return format.kind === 'vn' ? betRules(format.region) : ballRules(format);
}

/** A format as kept with an order (the region of a Vietnamese ticket, or the balls' shape), and back. */
export function formatKey(format: LotteryFormat): string {
  return format.kind === 'vn' ? format.region : `balls:${format.count}:${format.min}:${format.max}:${format.distinct ? 1 : 0}`;
}
export function formatOfKey(key: string): LotteryFormat | null {
  if ((VN_REGIONS as readonly string[]).includes(key)) return { kind: 'vn', region: key as VnRegion };
  const m = /^balls:(\d+):(\d+):(\d+):([01])$/.exec(key);
  return m ? { kind: 'balls', count: Number(m[1]), min: Number(m[2]), max: Number(m[3]), distinct: m[4] === '1' } : null;
}

/** Whether a picked number is one the draw can give (two or three digits; a lotto ball as the draw writes it). */
export function validNumber(rule: BetRule, format: LotteryFormat, n: unknown): n is string {
  if (typeof n !== 'string') return false;
  if (rule.reads === 'balls' && format.kind === 'balls') {
    const width = String(format.max).length;
    if (!/^\d+$/.test(n) || n.length !== width) return false;
    const v = Number(n);
    return v >= format.min && v <= format.max;
  }
  return (rule.digits === 2 ? /^\d{2}$/ : /^\d{3}$/).test(n);
}

/** Hits of one sub-order on any draw. */
export function hitsFor(rule: BetRule, numbers: readonly string[], result: readonly LotteryTierResult[]): number {
  const balls = result[0]?.numbers ?? [];
  switch (rule.reads) {
    case 'tail':
      return balls.join('').slice(-rule.digits) === numbers[0] ? 1 : 0;
    case 'balls':
      return numbers.every((n) => balls.includes(n)) ? 1 : 0;
    case 'big':
    case 'small': {
      const dice = balls.map(Number);
      if (dice.length === 3 && dice[0] === dice[1] && dice[1] === dice[2]) return 0;
      const sum = dice.reduce((a, b) => a + b, 0);
      return (rule.reads === 'big' ? sum >= 11 : sum <= 10) ? 1 : 0;
    }
    default:
      return hitsOf(rule, numbers, result);
  }
}

/** The exact return of a bet type on any draw format. */
export function exactReturnFor(rule: BetRule, format: LotteryFormat): { num: bigint; den: bigint } {
  if (format.kind === 'vn') return exactReturn(rule, format.region);
  const pays = BigInt(rule.pays);
  const cost = BigInt(rule.cost);
  if (rule.reads === 'tail') return { num: pays, den: BigInt(10 ** rule.digits) * cost };
  if (rule.reads === 'balls') {
    const n = format.max - format.min + 1;
    return { num: pays * bigBinomial(n - rule.picks, format.count - rule.picks), den: bigBinomial(n, format.count) * cost };
  }
  const counts = diceCounts();
  return { num: pays * BigInt(rule.reads === 'big' ? counts.big : counts.small), den: 216n * cost };
}

export function returnFor(rule: BetRule, format: LotteryFormat): number {
  const { num, den } = exactReturnFor(rule, format);
  return Number((num * 10n ** 12n) / den) / 1e12;
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
  const ends = endings(result, rule.digits, rule.reads === 'special' ? 'special' : 'every');
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
