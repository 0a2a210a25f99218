import { randomInt } from 'node:crypto';
import { hash32 } from '../../../lib/stable-hash.ts';
import { THOUSANDS_CURRENCIES } from './math.ts';

/**
 * The demo vendor's video slot: 5 reels x 3 rows, generated deterministically per game from the game's code
 * (the operator's node id), so every slot tile of the catalogue is a game of its own with the same math on
 * every run and machine.
 *
 * Rules
 * - Symbols: WILD (reels 2-4 only; substitutes for every symbol but the scatter; pays nothing itself),
 *   SCATTER (pays anywhere, 3+ award free spins), four high symbols of the game's theme, five royals.
 * - Lines pay left to right from reel 1, 3/4/5 of a kind; each line pays its one combination. Because the
 *   wild never lands on reel 1, a line's symbol is always reel 1's symbol: there is never a choice to make.
 * - 3/4/5 scatters anywhere pay a multiple of the total bet and award N free spins played on the same reels,
 *   every free-spin win multiplied by the game's free-spin multiplier; free spins retrigger. A round (the
 *   paid spin and all its free spins) ends after at most FREE_SPIN_CAP free spins.
 * - Every pay is a whole number of hundredths of the total bet. Stakes are whole multiples of 100 minor
 *   units, so every win is a whole number of cents: nothing is rounded away.
 *
 * RTP, exactly: the reels stop independently and uniformly, so the symbol a payline sees on reel i has the
 * strip's symbol frequencies, independently of the other reels. One line's expected pay is therefore a sum
 * over symbols of products of strip counts (no enumeration of the reels' 30-40^5 stop combinations needed),
 * the same for every line; the scatter count is a sum of independent per-reel events. With b the expected pay
 * of one spin and q the expected free spins a spin awards, a free spin is worth F = M*b + q*F, so
 *   RTP = b + q*F = b * (1 + q*M / (1 - q)).
 * The paytable is scaled to the declared RTP and rounded to hundredths; the rounding is then trimmed pay by
 * pay, so the exact RTP of the integer paytable is the declared one to within 1e-6 (tests check it). The cap
 * on free spins is left out of the formula: reaching it takes dozens of retriggers, odds far below 1e-12.
 */

export const REELS = 5;
export const ROWS = 3;
export const WILD = 0;
export const SCATTER = 1;
/** Symbols 2..5 are the theme's high symbols (best first), 6..10 the royals A, K, Q, J, 10. */
export const SYMBOL_COUNT = 11;
export const FREE_SPIN_CAP = 500;

export const SLOT_THEMES = ['fruit', 'gems', 'egypt', 'oriental', 'ocean'] as const;
export type SlotTheme = (typeof SLOT_THEMES)[number];

/** The high symbols' names per theme, best first, and the theme's title. */
export const THEME_SYMBOLS: Record<SlotTheme, { title: string; high: [string, string, string, string] }> = {
  fruit: { title: 'Fruit', high: ['Lucky Seven', 'Bell', 'Watermelon', 'Cherries'] },
  gems: { title: 'Gems', high: ['Diamond', 'Ruby', 'Emerald', 'Sapphire'] },
  egypt: { title: 'Egyptian', high: ['Eye of Horus', 'Ankh', 'Scarab', 'Pyramid'] },
  oriental: { title: 'Oriental', high: ['Gold Ingot', 'Lantern', 'Lucky Coin', 'Fan'] },
  ocean: { title: 'Ocean', high: ['Pearl', 'Starfish', 'Fish', 'Shell'] },
};
const ROYALS = ['A', 'K', 'Q', 'J', '10'] as const;

/** The 25 paylines (row per reel: 0 top, 1 middle, 2 bottom); a game plays the first 10, 15, 20 or 25. */
export const PAYLINES: ReadonlyArray<readonly number[]> = [
  [1, 1, 1, 1, 1], [0, 0, 0, 0, 0], [2, 2, 2, 2, 2], [0, 1, 2, 1, 0], [2, 1, 0, 1, 2],
  [1, 0, 0, 0, 1], [1, 2, 2, 2, 1], [0, 0, 1, 2, 2], [2, 2, 1, 0, 0], [1, 2, 1, 0, 1],
  [1, 0, 1, 2, 1], [0, 1, 1, 1, 0], [2, 1, 1, 1, 2], [0, 1, 0, 1, 0], [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1], [1, 1, 2, 1, 1], [0, 0, 2, 0, 0], [2, 2, 0, 2, 2], [0, 2, 2, 2, 0],
  [2, 0, 0, 0, 2], [1, 0, 2, 0, 1], [1, 2, 0, 2, 1], [0, 2, 0, 2, 0], [2, 0, 2, 0, 2],
];
export const LINE_COUNTS = [10, 15, 20, 25] as const;
export const DECLARED_RTPS = [0.94, 0.95, 0.96, 0.965, 0.97] as const;

export interface SlotSymbol {
  id: number;
  name: string;
  kind: 'wild' | 'scatter' | 'high' | 'royal';
}

export interface SlotGame {
  code: string;
  theme: SlotTheme;
  symbols: SlotSymbol[];
  /** the five reel strips (symbol ids); the window shows strip[(stop + row) % length] */
  reels: number[][];
  lines: ReadonlyArray<readonly number[]>;
  /** pays[symbol][k - 3] for k of a kind, in hundredths of the total bet (0 for wild and scatter) */
  pays: number[][];
  /** 3/4/5 scatters anywhere, hundredths of the total bet */
  scatterPays: [number, number, number];
  /** free spins awarded by 3/4/5 scatters */
  freeSpins: [number, number, number];
  /** every free-spin win is multiplied by this */
  freeMultiplier: number;
  declaredRtp: number;
}

/** sfc32, seeded: the game generator's stream (never used for outcomes). */
function seededRandom(seed: string): () => number {
  let a = hash32(`${seed}:a`);
  let b = hash32(`${seed}:b`);
  let c = hash32(`${seed}:c`);
  let d = hash32(`${seed}:d`) | 1;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

/** Base paytable in line bets (before scaling), symbols 2..10; 3, 4, 5 of a kind. */
const BASE_LINE_PAYS: ReadonlyArray<readonly [number, number, number]> = [
  [50, 200, 1000],
  [30, 120, 400],
  [25, 80, 250],
  [20, 60, 150],
  [10, 30, 125],
  [10, 25, 100],
  [5, 20, 75],
  [5, 15, 60],
  [5, 15, 50],
];

function buildStrip(counts: number[], rand: () => number): number[] {
  const length = counts.reduce((s, n) => s + n, 0);
  for (let attempt = 0; ; attempt++) {
    const strip: number[] = [];
    counts.forEach((n, symbol) => {
      for (let i = 0; i < n; i++) strip.push(symbol);
    });
    for (let i = strip.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [strip[i], strip[j]] = [strip[j]!, strip[i]!];
    }
    // Scatters at least 3 apart (one at most per reel window), and no symbol twice in a row.
    let ok = true;
    for (let i = 0; i < length && ok; i++) {
      if (strip[i] === strip[(i + 1) % length]) ok = false;
      if (strip[i] === SCATTER && (strip[(i + 2) % length] === SCATTER || strip[(i + 1) % length] === SCATTER)) ok = false;
    }
    if (ok || attempt > 5000) return strip;
  }
}

/** Words in a game's (English) name that pick its theme; the first theme that matches wins. */
const THEME_WORDS: ReadonlyArray<[SlotTheme, RegExp]> = [
  ['fruit', /fruit|cherr|berry|melon|lemon|candy|sweet|\b7+\b|sevens?\b|bar\b/i],
  ['gems', /gem|jewel|diamond|ruby|emerald|sapphire|crystal/i],
  ['egypt', /egypt|pharaoh|pyramid|cleopatra|sphinx|ancient|scarab|nile|anubis|horus|desert|sun god/i],
  ['ocean', /ocean|sea\b|pirate|aqua|fish|pearl|mermaid|shark|wave|reef|island|poseidon|whale|dolphin/i],
  ['oriental', /dragon|fortune|panda|koi|lotus|emperor|lantern|mahjong|tiger|jade|prosper|wealth|dynasty|samurai|geisha|ninja/i],
];

/** The theme: from the game's name where it says one, otherwise from its code. Looks only: the math ignores it. */
export function slotThemeFor(code: string, name = ''): SlotTheme {
  return THEME_WORDS.find(([, words]) => words.test(name))?.[0] ?? SLOT_THEMES[hash32(`demo-slot-theme:${code}`) % SLOT_THEMES.length]!;
}

/** The game's slot, the same for the same code on every run (the name only picks the theme). */
export function slotGameFor(code: string, name = ''): SlotGame {
  const rand = seededRandom(`demo-slot:${code}`);
  const int = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const theme = slotThemeFor(code, name);
  const lineCount = LINE_COUNTS[int(0, LINE_COUNTS.length - 1)]!;
  const declaredRtp = DECLARED_RTPS[int(0, DECLARED_RTPS.length - 1)]!;
  const freeMultiplier = int(1, 3);
  const freeSpins: [number, number, number] = [[8, 10, 12][int(0, 2)]!, 0, 0];
  freeSpins[1] = freeSpins[0] + [4, 5][int(0, 1)]!;
  freeSpins[2] = freeSpins[1] + [5, 8][int(0, 1)]!;

  const reels: number[][] = [];
  for (let r = 0; r < REELS; r++) {
    const counts = new Array<number>(SYMBOL_COUNT).fill(0);
    counts[WILD] = r === 0 || r === 4 ? 0 : int(1, 3);
    counts[SCATTER] = int(1, 2);
    counts[2] = int(1, 2);
    counts[3] = int(2, 3);
    counts[4] = int(2, 4);
    counts[5] = int(3, 4);
    for (let s = 6; s < SYMBOL_COUNT; s++) counts[s] = int(4, 7);
    reels.push(buildStrip(counts, rand));
  }

  const symbols: SlotSymbol[] = [
    { id: WILD, name: 'Wild', kind: 'wild' },
    { id: SCATTER, name: 'Free Spins', kind: 'scatter' },
    ...THEME_SYMBOLS[theme].high.map((name, i) => ({ id: 2 + i, name, kind: 'high' as const })),
    ...ROYALS.map((name, i) => ({ id: 6 + i, name, kind: 'royal' as const })),
  ];

  // Line pays per line bet, scaled into hundredths of the total bet; scatter pays in total bets.
  const basePays: number[][] = [[0, 0, 0], [0, 0, 0], ...BASE_LINE_PAYS.map((row) => row.map((p) => (p * 100) / lineCount))];
  const baseScatter = [2 * 100, 10 * 100, 50 * 100];
  const game: SlotGame = {
    code,
    theme,
    symbols,
    reels,
    lines: PAYLINES.slice(0, lineCount),
    pays: basePays,
    scatterPays: baseScatter as [number, number, number],
    freeSpins,
    freeMultiplier,
    declaredRtp,
  };
  calibrate(game);
  return game;
}

// --- Exact figures -----------------------------------------------------------------------------------------

export interface SlotFigures {
  /** probability that one line pays symbol s, k of a kind: lineOdds[s][k - 3] */
  lineOdds: number[][];
  /** probability of exactly n scatters in the window, n = 0..5 */
  scatterOdds: number[];
  /** expected free spins one spin awards */
  q: number;
  /** expected pay of one spin, in total bets: lines, scatters */
  linesRtp: number;
  scatterRtp: number;
  /** RTP of the paid spin alone, and of the whole round with its free spins */
  baseRtp: number;
  rtp: number;
  /** the free spins' part of the RTP */
  freeSpinRtp: number;
  /** probability that a paid spin triggers free spins */
  triggerOdds: number;
}

function countsOf(strip: number[]): number[] {
  const counts = new Array<number>(SYMBOL_COUNT).fill(0);
  for (const s of strip) counts[s]!++;
  return counts;
}

/** The odds of the game's lines and scatters (exact rationals, as doubles). */
export function oddsOf(game: SlotGame): { lineOdds: number[][]; scatterOdds: number[] } {
  const counts = game.reels.map(countsOf);
  const len = game.reels.map((r) => r.length);
  const lineOdds: number[][] = [];
  for (let s = 0; s < SYMBOL_COUNT; s++) {
    const row = [0, 0, 0];
    if (s !== WILD && s !== SCATTER) {
      for (let k = 3; k <= REELS; k++) {
        let p = counts[0]![s]! / len[0]!;
        for (let i = 1; i < k; i++) p *= (counts[i]![s]! + counts[i]![WILD]!) / len[i]!;
        if (k < REELS) p *= 1 - (counts[k]![s]! + counts[k]![WILD]!) / len[k]!;
        row[k - 3] = p;
      }
    }
    lineOdds.push(row);
  }
  // A reel shows a scatter at a stop whose 3-row window holds one (at most one: scatters are 3+ apart).
  let dist = [1];
  game.reels.forEach((strip) => {
    let shows = 0;
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < ROWS; row++) if (strip[(stop + row) % strip.length] === SCATTER) n++;
      if (n > 1) throw new Error('two scatters in one window');
      shows += n;
    }
    const p = shows / strip.length;
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((v, n) => {
      next[n]! += v * (1 - p);
      next[n + 1]! += v * p;
    });
    dist = next;
  });
  return { lineOdds, scatterOdds: dist };
}

export function figuresOf(game: SlotGame): SlotFigures {
  const { lineOdds, scatterOdds } = oddsOf(game);
  let linesRtp = 0;
  for (let s = 0; s < SYMBOL_COUNT; s++) for (let k = 0; k < 3; k++) linesRtp += lineOdds[s]![k]! * game.pays[s]![k]!;
  linesRtp = (linesRtp * game.lines.length) / 100;
  let scatterRtp = 0;
  let q = 0;
  let triggerOdds = 0;
  for (let n = 3; n <= REELS; n++) {
    scatterRtp += (scatterOdds[n]! * game.scatterPays[n - 3]!) / 100;
    q += scatterOdds[n]! * game.freeSpins[n - 3]!;
    triggerOdds += scatterOdds[n]!;
  }
  const baseRtp = linesRtp + scatterRtp;
  const freeSpinRtp = (baseRtp * q * game.freeMultiplier) / (1 - q);
  return { lineOdds, scatterOdds, q, linesRtp, scatterRtp, baseRtp, rtp: baseRtp + freeSpinRtp, freeSpinRtp, triggerOdds };
}

/** Scales the paytable to the declared RTP, rounds it to hundredths, then trims the rounding away. */
function calibrate(game: SlotGame): void {
  const raw = figuresOf(game);
  const scale = game.declaredRtp / raw.rtp;
  game.pays = game.pays.map((row) => row.map((p) => Math.round(p * scale)));
  game.scatterPays = game.scatterPays.map((p) => Math.round(p * scale)) as [number, number, number];
  const { lineOdds, q } = raw;
  const gain = 1 + (q * game.freeMultiplier) / (1 - q);
  // What one hundredth more on a pay adds to the RTP; largest first.
  const entries: Array<{ s: number; k: number; worth: number }> = [];
  for (let s = 2; s < SYMBOL_COUNT; s++) {
    for (let k = 0; k < 3; k++) entries.push({ s, k, worth: (lineOdds[s]![k]! * game.lines.length * gain) / 100 });
  }
  entries.sort((a, b) => b.worth - a.worth);
  for (let pass = 0; pass < 3; pass++) {
    for (const e of entries) {
      const left = game.declaredRtp - figuresOf(game).rtp;
      const step = Math.round(left / e.worth);
      if (step === 0) continue;
      const row = game.pays[e.s]!;
      // Keep 3 <= 4 <= 5 of a kind, better symbols paying at least as much, every pay at least a hundredth.
      const below = e.s + 1 < SYMBOL_COUNT ? game.pays[e.s + 1]![e.k]! : 1;
      const above = e.s > 2 ? game.pays[e.s - 1]![e.k]! : Number.MAX_SAFE_INTEGER;
      const lo = Math.max(1, below, e.k > 0 ? row[e.k - 1]! : 1);
      const hi = Math.min(above, e.k < 2 ? row[e.k + 1]! : Number.MAX_SAFE_INTEGER);
      row[e.k] = Math.min(hi, Math.max(lo, row[e.k]! + step));
    }
  }
}

// --- Play ----------------------------------------------------------------------------------------------------

export interface LineWin {
  /** index into the game's lines */
  line: number;
  symbol: number;
  count: number;
  /** hundredths of the total bet, before the free-spin multiplier */
  pay: number;
}

export interface SpinResult {
  stops: number[];
  /** grid[reel][row]: symbol ids */
  grid: number[][];
  lines: LineWin[];
  scatters: number;
  /** scatter pay, hundredths of the total bet, before the multiplier */
  scatterPay: number;
  /** free spins this spin awards */
  award: number;
  free: boolean;
  multiplier: number;
  /** this spin's whole pay in hundredths of the total bet, multiplier applied */
  pay: number;
}

export interface RoundResult {
  spins: SpinResult[];
  /** hundredths of the total bet */
  pay: number;
  freeSpinsPlayed: number;
}

/** Whole pay of one spin at these stops (hundredths, before any multiplier), without allocating. */
export function payAt(game: SlotGame, stops: ArrayLike<number>): { pay: number; scatters: number } {
  const { reels, lines, pays } = game;
  let pay = 0;
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l]!;
    const strip0 = reels[0]!;
    const symbol = strip0[(stops[0]! + line[0]!) % strip0.length]!;
    if (symbol === SCATTER || symbol === WILD) continue;
    let k = 1;
    while (k < REELS) {
      const strip = reels[k]!;
      const s = strip[(stops[k]! + line[k]!) % strip.length]!;
      if (s !== symbol && s !== WILD) break;
      k++;
    }
    if (k >= 3) pay += pays[symbol]![k - 3]!;
  }
  let scatters = 0;
  for (let r = 0; r < REELS; r++) {
    const strip = reels[r]!;
    for (let row = 0; row < ROWS; row++) if (strip[(stops[r]! + row) % strip.length] === SCATTER) scatters++;
  }
  if (scatters >= 3) pay += game.scatterPays[Math.min(scatters, REELS) - 3]!;
  return { pay, scatters };
}

/** One spin at these stops, with every winning line. */
export function spinAt(game: SlotGame, stops: number[], free = false): SpinResult {
  const grid = game.reels.map((strip, r) => Array.from({ length: ROWS }, (_, row) => strip[(stops[r]! + row) % strip.length]!));
  return { stops, ...evaluateGrid(game, grid, free) };
}

/** What a window of symbols (grid[reel][row]) pays: the lines, the scatters, the free spins it awards. */
export function evaluateGrid(game: SlotGame, grid: number[][], free = false): Omit<SpinResult, 'stops'> {
  const lines: LineWin[] = [];
  game.lines.forEach((line, l) => {
    const symbol = grid[0]![line[0]!]!;
    if (symbol === SCATTER || symbol === WILD) return;
    let k = 1;
    while (k < REELS && (grid[k]![line[k]!] === symbol || grid[k]![line[k]!] === WILD)) k++;
    if (k >= 3) lines.push({ line: l, symbol, count: k, pay: game.pays[symbol]![k - 3]! });
  });
  const scatters = grid.flat().filter((s) => s === SCATTER).length;
  const n = Math.min(scatters, REELS);
  const scatterPay = n >= 3 ? game.scatterPays[n - 3]! : 0;
  const award = n >= 3 ? game.freeSpins[n - 3]! : 0;
  const multiplier = free ? game.freeMultiplier : 1;
  const pay = (lines.reduce((s, w) => s + w.pay, 0) + scatterPay) * multiplier;
  return { grid, lines, scatters, scatterPay, award, free, multiplier, pay };
}

/** A uniform integer in [0, n). */
export type Draw = (n: number) => number;

/** The vendor's outcomes: the operating system's cryptographic generator. */
export const cryptoDraw: Draw = (n) => randomInt(n);

/** A paid spin and every free spin it leads to. */
export function playRound(game: SlotGame, draw: Draw = cryptoDraw): RoundResult {
  const spin = (free: boolean) => spinAt(game, game.reels.map((strip) => draw(strip.length)), free);
  const first = spin(false);
  const spins = [first];
  let left = first.award;
  let played = 0;
  while (left > 0 && played < FREE_SPIN_CAP) {
    const s = spin(true);
    spins.push(s);
    left += s.award - 1;
    played++;
  }
  return { spins, pay: spins.reduce((sum, s) => sum + s.pay, 0), freeSpinsPlayed: played };
}

/** The pay of a round without its details (simulations): the same rules as playRound. */
export function roundPay(game: SlotGame, draw: Draw, stops: number[] = new Array<number>(REELS).fill(0)): number {
  const fill = () => {
    for (let r = 0; r < REELS; r++) stops[r] = draw(game.reels[r]!.length);
  };
  fill();
  const first = payAt(game, stops);
  let total = first.pay;
  let left = first.scatters >= 3 ? game.freeSpins[Math.min(first.scatters, REELS) - 3]! : 0;
  let played = 0;
  while (left > 0 && played < FREE_SPIN_CAP) {
    fill();
    const s = payAt(game, stops);
    total += s.pay * game.freeMultiplier;
    left += (s.scatters >= 3 ? game.freeSpins[Math.min(s.scatters, REELS) - 3]! : 0) - 1;
    played++;
  }
  return total;
}

/** Stakes offered per currency (minor units): whole multiples of 100, so every pay is whole cents. */
export function slotStakesFor(currency: string): number[] {
  const unit = THOUSANDS_CURRENCIES.has(currency) ? 100_000 : 100;
  return [1, 2, 5, 10, 20, 50, 100].map((n) => n * unit);
}

/** A pay in hundredths of the total bet, in minor units for this stake. */
export function winFor(stake: number, pay: number): number {
  if (stake % 100 !== 0) throw new Error('stakes are whole multiples of 100 minor units');
  return (stake / 100) * pay;
}

const cache = new Map<string, SlotGame>();
/** Games are generated once per process (a few milliseconds each) and kept; the catalogue is bounded. */
export function slotGame(code: string, name = ''): SlotGame {
  let game = cache.get(code);
  if (!game) {
    game = slotGameFor(code, name);
    if (cache.size > 5000) cache.clear();
    cache.set(code, game);
  }
  return game;
}
