/**
 * The in-house games' math: pure functions from uniform floats (see floats.ts) to outcomes and payouts, the
 * same on the server (which settles) and in the browser (which verifies). Every game's return to player is
 * declared here and follows from the math: a 1% house edge (RTP 99%) wherever a multiplier is chosen by the
 * player, and exactly computed RTPs for the fixed tables (keno, plinko, wheel), which are scaled to it.
 */

export const ORIGINAL_GAMES = ['dice', 'limbo', 'mines', 'hilo', 'coinflip', 'tower', 'keno', 'plinko', 'wheel', 'crash'] as const;
export type OriginalGame = (typeof ORIGINAL_GAMES)[number];

/** The share of every stake the house keeps on average. */
export const HOUSE_EDGE = 0.01;
export const TARGET_RTP = 1 - HOUSE_EDGE;

/**
 * Multipliers are shown and paid to 4 decimals, rounded to the nearest: a multiplier that is 0.99 / chance
 * then returns 99% within 0.005 percentage points (rounding down would cost up to 0.01).
 */
export function roundMultiplier(m: number): number {
  return Math.round(m * 10_000) / 10_000;
}

/** Down to 4 decimals: for a multiplier that must not pass a bound (the payout cap). */
export function floorMultiplier(m: number): number {
  return Math.floor(m * 10_000 + 1e-9) / 10_000;
}

/**
 * A win in cents: stake x multiplier (4 decimals), exact in expectation. The whole cents are paid; a fraction
 * of a cent (stake x multiplier is in ten-thousandths of a cent) is paid as one more cent with a chance equal
 * to the fraction, decided by the round's cent float (the float after the game's own, see outcomeFloats).
 * So a ₱1 bet at 1.0102x pays ₱1.01 or, 2 times in 100, ₱1.02: on average exactly ₱1.0102, and the game
 * returns what it declares at every stake, which rounding to the cent (up, down or nearest) cannot do.
 * `centFloat` is only read when there is a fraction; games whose multipliers have 2 decimals never have one.
 */
export function payoutCents(stakeCents: number, multiplier: number, centFloat: number): number {
  const exact = BigInt(stakeCents) * BigInt(Math.round(multiplier * 10_000));
  const whole = Number(exact / 10_000n);
  const fraction = Number(exact % 10_000n);
  return whole + (fraction > 0 && centFloat * 10_000 < fraction ? 1 : 0);
}

/** The exact expected win in cents of stake x multiplier (what payoutCents pays on average). */
export function expectedPayoutCents(stakeCents: number, multiplier: number): number {
  return (stakeCents * Math.round(multiplier * 10_000)) / 10_000;
}

// Dice ------------------------------------------------------------------------------------------------

/** A roll of 0.00 to 99.99, 10,000 equally likely values. */
export function diceRoll(f: number): number {
  return Math.floor(f * 10_000) / 100;
}

export interface DiceBet {
  /** 0.01 grid */
  target: number;
  /** under: the roll is below the target; over: the roll is the target or above */
  direction: 'under' | 'over';
}

export const DICE_LIMITS = { minChance: 0.01, maxChance: 0.98 } as const;

/** The chance of winning, exact on the grid. */
export function diceChance(bet: DiceBet): number {
  const cents = Math.round(bet.target * 100);
  return bet.direction === 'under' ? cents / 10_000 : (10_000 - cents) / 10_000;
}

export function diceMultiplier(bet: DiceBet): number {
  return roundMultiplier(TARGET_RTP / diceChance(bet));
}

export function diceWins(bet: DiceBet, roll: number): boolean {
  const r = Math.round(roll * 100);
  const t = Math.round(bet.target * 100);
  return bet.direction === 'under' ? r < t : r >= t;
}

// Limbo -----------------------------------------------------------------------------------------------

export const LIMBO_MAX = 1_000_000;

/**
 * The round's multiplier from its two floats: f = f1 + f2 / 2^32 (a uniform number with 64 bits, so that even
 * a 1,000,000x target has its exact chance), then 0.99 / (1 - f), down to 2 decimals, at least 1.00 and at
 * most 1,000,000. P(result >= t) = 0.99 / t for every target t with 2 decimals.
 */
export function limboResult(f1: number, f2 = 0): number {
  const f = f1 + f2 / 2 ** 32;
  return Math.min(LIMBO_MAX, Math.max(1, Math.floor((TARGET_RTP / (1 - f)) * 100) / 100));
}

// Coin flip -------------------------------------------------------------------------------------------

export function coinSide(f: number): 'heads' | 'tails' {
  return f < 0.5 ? 'heads' : 'tails';
}

export const COINFLIP_MULTIPLIER = floorMultiplier(TARGET_RTP * 2);

// Shuffles (mines, tower rows, keno draws) ------------------------------------------------------------

/** The first `take` items of a Fisher-Yates shuffle of 0..n-1 driven by `floats` (one float per step). */
export function shuffleTake(n: number, take: number, floats: readonly number[]): number[] {
  const items = Array.from({ length: n }, (_, i) => i);
  for (let i = 0; i < take; i++) {
    const j = i + Math.floor(floats[i]! * (n - i));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items.slice(0, take);
}

// Mines -----------------------------------------------------------------------------------------------

export const MINES_TILES = 25;

export function minePositions(mines: number, floats: readonly number[]): number[] {
  return shuffleTake(MINES_TILES, mines, floats).sort((a, b) => a - b);
}

/** Cash-out multiplier after `revealed` safe tiles with `mines` mines: 0.99 / P(all safe). */
export function minesMultiplier(mines: number, revealed: number): number {
  let p = 1;
  for (let i = 0; i < revealed; i++) p *= (MINES_TILES - mines - i) / (MINES_TILES - i);
  return revealed === 0 ? 1 : roundMultiplier(TARGET_RTP / p);
}

// Tower -----------------------------------------------------------------------------------------------

export const TOWER_LEVELS = 8;
export const TOWER_MODES = {
  easy: { tiles: 4, bombs: 1 },
  medium: { tiles: 3, bombs: 1 },
  hard: { tiles: 2, bombs: 1 },
  expert: { tiles: 3, bombs: 2 },
  master: { tiles: 4, bombs: 3 },
} as const;
export type TowerMode = keyof typeof TOWER_MODES;

/** Bomb tiles of each level; level i uses floats[i * bombs .. ]. */
export function towerBombs(mode: TowerMode, floats: readonly number[]): number[][] {
  const { tiles, bombs } = TOWER_MODES[mode];
  return Array.from({ length: TOWER_LEVELS }, (_, level) => shuffleTake(tiles, bombs, floats.slice(level * bombs, (level + 1) * bombs)));
}

export function towerMultiplier(mode: TowerMode, levels: number): number {
  const { tiles, bombs } = TOWER_MODES[mode];
  return levels === 0 ? 1 : roundMultiplier(TARGET_RTP / ((tiles - bombs) / tiles) ** levels);
}

export function towerFloatsNeeded(mode: TowerMode): number {
  return TOWER_LEVELS * TOWER_MODES[mode].bombs;
}

// Hi-Lo -----------------------------------------------------------------------------------------------

/** A card from a float: 0..51, rank 1 (ace, low) to 13 (king), suit 0..3; an endless shuffled shoe. */
export function hiloCard(f: number): { index: number; rank: number; suit: number } {
  const index = Math.floor(f * 52);
  return { index, rank: (index % 13) + 1, suit: Math.floor(index / 13) };
}

export type HiloGuess = 'higher' | 'lower';

/** The chance that the next card is the same rank or higher / lower: aces are low, kings high. */
export function hiloChance(rank: number, guess: HiloGuess): number {
  return guess === 'higher' ? (14 - rank) / 13 : rank / 13;
}

export function hiloWins(rank: number, next: number, guess: HiloGuess): boolean {
  return guess === 'higher' ? next >= rank : next <= rank;
}

/** A guess that cannot lose (higher or same on an ace, lower or same on a king) wins nothing, so it is not offered. */
export function hiloOffered(rank: number, guess: HiloGuess): boolean {
  return hiloChance(rank, guess) < 1;
}

/**
 * The multiplier after won guesses whose chances multiply to `chance` (the chance of having come this far):
 * 0.99 / chance, so cashing out after any number of guesses returns 99%. Skipped cards change nothing.
 */
export function hiloMultiplier(chance: number): number {
  return chance >= 1 ? 1 : roundMultiplier(TARGET_RTP / chance);
}

/** How many cards a hi-lo round can use (its floats are drawn up front, one per card). */
export const HILO_MAX_CARDS = 52;

// Keno ------------------------------------------------------------------------------------------------

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;

export function kenoDraw(floats: readonly number[]): number[] {
  return shuffleTake(KENO_NUMBERS, KENO_DRAWN, floats).map((n) => n + 1).sort((a, b) => a - b);
}

function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** P(hits) for a number of picks: hypergeometric over 40 numbers, 10 drawn. */
export function kenoHitChance(picks: number, hits: number): number {
  return (choose(picks, hits) * choose(KENO_NUMBERS - picks, KENO_DRAWN - hits)) / choose(KENO_NUMBERS, KENO_DRAWN);
}

/** The shape of each paytable (index = hits); scaled so that its RTP is 99%, then rounded down to 2 decimals. */
const KENO_SHAPES: Record<number, number[]> = {
  1: [0.7, 1.85],
  2: [0, 2.01, 3.76],
  3: [0, 1.1, 1.38, 26],
  4: [0, 0, 2.2, 7.9, 90],
  5: [0, 0, 1.5, 4.2, 13, 300],
  6: [0, 0, 1.1, 2, 6.2, 100, 700],
  7: [0, 0, 1.1, 1.6, 3.5, 15, 225, 700],
  8: [0, 0, 1.1, 1.5, 2, 5.5, 39, 100, 800],
  9: [0, 0, 1.1, 1.3, 1.7, 2.5, 7.5, 50, 250, 1000],
  10: [0, 0, 1.1, 1.2, 1.3, 1.8, 3.5, 13, 50, 250, 1000],
};

/**
 * A table of multipliers (to the cent) whose RTP is as close to 99% as cents allow, never above: the shape is
 * scaled, rounded down, then the likeliest entries get the cents back while the RTP stays at or below 99%.
 */
function scaleToRtp(shape: readonly number[], weights: readonly number[]): number[] {
  const rtp = shape.reduce((s, m, i) => s + m * weights[i]!, 0);
  const cents = shape.map((m) => Math.floor((m * TARGET_RTP * 100) / rtp));
  let total = cents.reduce((s, c, i) => s + c * weights[i]!, 0) / 100;
  // Entries alike (same chance, same shape) move together, so a symmetric table stays symmetric.
  const groups = new Map<string, number[]>();
  shape.forEach((m, i) => {
    const key = `${weights[i]!.toPrecision(12)}:${m}`;
    groups.set(key, [...(groups.get(key) ?? []), i]);
  });
  const order = [...groups.values()].map((idx) => ({ idx, w: idx.reduce((s, i) => s + weights[i]!, 0) })).sort((a, b) => b.w - a.w);
  for (let pass = 0; pass < 100; pass++) {
    let moved = false;
    for (const { idx, w } of order) {
      if (w <= 0 || idx.some((i) => cents[i] === 0)) continue;
      if (total + w / 100 <= TARGET_RTP + 1e-12) {
        for (const i of idx) cents[i]! += 1;
        total += w / 100;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return cents.map((c) => c / 100);
}

/**
 * A record whose entries are computed when first read, then kept. The tables below cost milliseconds to
 * compute, and every page of the web app imports this module (for the games' names and rules), while only
 * a game's own screen reads its table.
 */
function lazyRecord<T>(keys: readonly string[], compute: (key: string) => T): Record<string, T> {
  const record: Record<string, T> = {};
  for (const key of keys) {
    Object.defineProperty(record, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = compute(key);
        Object.defineProperty(record, key, { value, enumerable: true, writable: false, configurable: false });
        return value;
      },
    });
  }
  return record;
}

export const KENO_PAYTABLES: Record<number, number[]> = lazyRecord(Object.keys(KENO_SHAPES), (picks) => {
  const p = Number(picks);
  const shape = KENO_SHAPES[p]!;
  return scaleToRtp(shape, shape.map((_, h) => kenoHitChance(p, h)));
});

export function kenoRtp(picks: number): number {
  return KENO_PAYTABLES[picks]!.reduce((s, m, h) => s + m * kenoHitChance(picks, h), 0);
}

// Plinko ----------------------------------------------------------------------------------------------

export const PLINKO_ROWS = [8, 12, 16] as const;
export type PlinkoRows = (typeof PLINKO_ROWS)[number];
export const PLINKO_RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof PLINKO_RISKS)[number];

function binomial(n: number, k: number): number {
  return choose(n, k) / 2 ** n;
}

/** Edge-heavy shapes: the further from the middle, the higher; high risk empties the middle. */
function plinkoShape(rows: number, risk: PlinkoRisk): number[] {
  const mid = rows / 2;
  const steep = risk === 'low' ? 1.35 : risk === 'medium' ? 1.8 : 2.6;
  const floor = risk === 'low' ? 0.5 : risk === 'medium' ? 0.3 : 0.2;
  return Array.from({ length: rows + 1 }, (_, k) => Math.max(floor, steep ** Math.abs(k - mid) - (risk === 'high' ? 0.9 : 0.5)));
}

export const PLINKO_TABLES: Record<string, number[]> = lazyRecord(
  PLINKO_ROWS.flatMap((rows) => PLINKO_RISKS.map((risk) => `${rows}:${risk}`)),
  (key) => {
    const [rows, risk] = key.split(':') as [string, PlinkoRisk];
    const shape = plinkoShape(Number(rows), risk);
    return scaleToRtp(shape, shape.map((_, k) => binomial(Number(rows), k)));
  },
);

/** The ball's path (true: right) and the slot it lands in (the number of rights). */
export function plinkoPath(rows: PlinkoRows, floats: readonly number[]): { path: boolean[]; slot: number } {
  const path = floats.slice(0, rows).map((f) => f >= 0.5);
  return { path, slot: path.filter(Boolean).length };
}

export function plinkoRtp(rows: PlinkoRows, risk: PlinkoRisk): number {
  return PLINKO_TABLES[`${rows}:${risk}`]!.reduce((s, m, k) => s + m * binomial(rows, k), 0);
}

// Wheel -----------------------------------------------------------------------------------------------

export const WHEEL_SEGMENTS = [10, 20, 30, 40, 50] as const;
export type WheelSegments = (typeof WHEEL_SEGMENTS)[number];
export const WHEEL_RISKS = PLINKO_RISKS;

function wheelShape(segments: number, risk: PlinkoRisk): number[] {
  // low: most segments pay a little; high: one segment pays big, the rest nothing.
  return Array.from({ length: segments }, (_, i) => {
    if (risk === 'low') return i % 5 === 0 ? 0 : i % 5 === 4 ? 1.5 : 1.2;
    if (risk === 'medium') return i % 2 === 0 ? 0 : i % 10 === 9 ? 3 : i % 10 === 5 ? 2 : 1.5;
    return i === segments - 1 ? segments : 0;
  });
}

export const WHEEL_TABLES: Record<string, number[]> = lazyRecord(
  WHEEL_SEGMENTS.flatMap((segments) => PLINKO_RISKS.map((risk) => `${segments}:${risk}`)),
  (key) => {
    const [segments, risk] = key.split(':') as [string, PlinkoRisk];
    const shape = wheelShape(Number(segments), risk);
    return scaleToRtp(shape, shape.map(() => 1 / Number(segments)));
  },
);

export function wheelSegment(segments: WheelSegments, f: number): number {
  return Math.floor(f * segments);
}

export function wheelRtp(segments: WheelSegments, risk: PlinkoRisk): number {
  const table = WHEEL_TABLES[`${segments}:${risk}`]!;
  return table.reduce((s, m) => s + m, 0) / table.length;
}

// Crash -----------------------------------------------------------------------------------------------

export const CRASH_MAX = 1_000_000;

/**
 * A crash point from a round's hash (hex): the first 52 bits as r in [0, 1), then 0.99 / (1 - r) down to two
 * decimals, at least 1.00; P(crash >= t) = 0.99 / t, so cashing out at any target returns 99%.
 */
export function crashPointFromHash(hex: string): number {
  const r = parseInt(hex.slice(0, 13), 16) / 2 ** 52;
  return Math.min(CRASH_MAX, Math.max(1, Math.floor((TARGET_RTP / (1 - r)) * 100) / 100));
}

/** The multiplier a crash round shows `ms` after it starts: e^(0.00006 t), 2x at about 11.5 s, down to 2 decimals. */
export function crashMultiplierAt(ms: number): number {
  return Math.floor(Math.exp(0.00006 * Math.max(0, ms)) * 100 + 1e-9) / 100;
}

/** When (ms after start) the multiplier reaches `m`. */
export function crashTimeOf(m: number): number {
  return Math.ceil(Math.log(Math.max(1, m)) / 0.00006);
}

/**
 * When a round crashes (ms after start): as its multiplier would pass the crash point. The crash point itself
 * is shown and can be cashed out at, so a cash-out (or an auto cash-out) at t wins when the crash point is t or
 * more: P = 0.99 / t, a return of exactly 99% at every target. A round that crashes at 1.00x ends at once.
 */
export function crashEndOf(point: number): number {
  return point <= 1 ? 0 : crashTimeOf(Math.round(point * 100 + 1) / 100);
}

/** The smallest multiplier a crash bet can be cashed out at (1.00x only gives the stake back). */
export const CRASH_MIN_CASHOUT = 1.01;

// Every game -----------------------------------------------------------------------------------------

/**
 * How many fair floats a round's outcome uses. The float right after them (at this index) is the round's cent
 * float (see payoutCents). Crash rounds come from the hash chain and pay whole cents, so they use none.
 */
export function outcomeFloats(game: OriginalGame, params: Record<string, unknown>): number {
  switch (game) {
    case 'keno':
      return KENO_DRAWN;
    case 'plinko':
      return Number(params.rows);
    case 'mines':
      return Number(params.mines);
    case 'tower':
      return towerFloatsNeeded(params.mode as TowerMode);
    case 'hilo':
      return HILO_MAX_CARDS;
    case 'limbo':
      return 2;
    case 'crash':
      return 0;
    default:
      return 1;
  }
}

/**
 * The highest multiplier a one-shot round with these settings can pay (dice, limbo, coin flip, keno, plinko,
 * wheel): a stake whose win at it would pass the merchant's payout cap is refused before the bet, so no win
 * is ever cut. Step games are checked move by move instead.
 */
export function topMultiplier(game: OriginalGame, params: Record<string, unknown>): number {
  switch (game) {
    case 'dice':
      return diceMultiplier(params as unknown as DiceBet);
    case 'limbo':
      return Number(params.target);
    case 'coinflip':
      return COINFLIP_MULTIPLIER;
    case 'keno':
      return Math.max(...(KENO_PAYTABLES[(params.picks as unknown[]).length] ?? [0]));
    case 'plinko':
      return Math.max(...(PLINKO_TABLES[`${String(params.rows)}:${String(params.risk)}`] ?? [0]));
    case 'wheel':
      return Math.max(...(WHEEL_TABLES[`${String(params.segments)}:${String(params.risk)}`] ?? [0]));
    default:
      return Infinity;
  }
}

/**
 * The smallest first win a step game (mines, tower, hi-lo) pays with these settings: a stake whose win there
 * would pass the payout cap cannot start. Hi-lo's likeliest guess that can lose wins 12 times in 13.
 */
export function firstStepMultiplier(game: OriginalGame, params: Record<string, unknown>): number {
  if (game === 'mines') return minesMultiplier(Number(params.mines), 1);
  if (game === 'tower') return towerMultiplier(params.mode as TowerMode, 1);
  return hiloMultiplier(12 / 13);
}

/** The largest stake (cents) whose win at `multiplier` stays within `maxPayoutCents`. */
export function maxStakeFor(multiplier: number, maxPayoutCents: number): number {
  return multiplier <= 0 ? Infinity : Math.floor(maxPayoutCents / multiplier + 1e-9);
}

/** Declared RTPs, for the help panels. */
export const DECLARED_RTP: Record<OriginalGame, string> = {
  dice: '99.00%',
  limbo: '99.00%',
  mines: '99.00%',
  hilo: '99.00%',
  coinflip: '99.00%',
  tower: '99.00%',
  keno: 'up to 99.00% (by picks)',
  plinko: 'up to 99.00% (by rows and risk)',
  wheel: 'up to 99.00% (by segments and risk)',
  crash: '99.00%',
};
