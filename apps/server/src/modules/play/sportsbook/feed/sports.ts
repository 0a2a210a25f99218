import { settleHandicap, settleTotal } from '@lobby/contract/rules';
import type { EventStatus, MarketType, Sport } from '@lobby/contract/rules';
import type { FeedResult, FeedScore } from './types.ts';
import {
  addTo,
  balancedLine,
  handicapProbs,
  highestShares,
  logit,
  normCdf,
  poisson,
  roundedNormal,
  sigmoid,
  totalProbs,
} from './models.ts';
import type { IntDist, Rng } from './models.ts';

/**
 * One event's course, drawn once from its own generator when the feed first meets it: what happens when
 * (goals, baskets, games, maps), the markets offered on it, and the probabilities a model gives them at any
 * moment. Everything here is a pure function of the drawn course and the time asked about.
 */

const MIN = 60_000;

export interface MarketDef {
  ref: string;
  type: MarketType;
  line: string | null;
  /** the line in quarters (handicaps and totals) */
  q: number;
  /** the map's number (map_winner) */
  map: number;
  selections: Array<{ code: string; name: string }>;
}

export interface EventState {
  status: EventStatus;
  score: FeedScore | null;
  clock: string | null;
  periods: FeedScore[];
}

export type MarketOutcome = { results: Record<string, FeedResult> } | { void: string };

export interface Sim {
  readonly endAt: number;
  readonly markets: MarketDef[];
  /** where the event is at t (startsAt <= t); from the end on, its final state */
  stateAt(t: number): EventState;
  /** the model's probabilities before the start, one array per market (in its selections' order) */
  prematch(): number[][];
  /** the model's probabilities while live (startsAt <= t < endAt); null for a market already decided */
  live(t: number): Array<number[] | null>;
  /** bets stop for a while after a goal */
  suspendedAt(t: number): boolean;
  /** markets decided before the end (a map's winner), in time order */
  readonly early: Array<{ at: number; market: number; outcome: MarketOutcome }>;
  /** every market's outcome at the end */
  final(): MarketOutcome[];
  /** a result changed after the end (a goal struck off): when, the corrected state and outcomes */
  readonly correction: { at: number; state: EventState; outcomes: MarketOutcome[] } | null;
}

export interface SimContext {
  ref: string;
  sport: Sport;
  startsAt: number;
  home: string;
  away: string;
  /** strengths, about -0.6 … 0.6 */
  homeRating: number;
  awayRating: number;
  /** basketball points per side, tennis serve point chance */
  level: number;
  rng: Rng;
}

export const lineText = (q: number): string => String(q / 4);
const signed = (q: number): string => (q > 0 ? `+${q / 4}` : String(q / 4));
const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));

function market(ctx: SimContext, suffix: string, type: MarketType, line: string | null, selections: MarketDef['selections'], q = 0, map = 0): MarketDef {
  return { ref: `${ctx.ref}:${suffix}`, type, line, q, map, selections };
}

const homeAway = (ctx: SimContext): MarketDef['selections'] => [
  { code: 'home', name: ctx.home },
  { code: 'away', name: ctx.away },
];
function handicapMarket(ctx: SimContext, prefix: string, type: MarketType, q: number): MarketDef {
  return market(ctx, `${prefix}:${lineText(q)}`, type, lineText(q), [
    { code: 'home', name: `${ctx.home} ${signed(q)}` },
    { code: 'away', name: `${ctx.away} ${signed(-q)}` },
  ], q);
}
function totalsMarket(ctx: SimContext, prefix: string, q: number): MarketDef {
  return market(ctx, `${prefix}:${lineText(q)}`, 'totals', lineText(q), [
    { code: 'over', name: `Over ${lineText(q)}` },
    { code: 'under', name: `Under ${lineText(q)}` },
  ], q);
}

const win = (yes: boolean): FeedResult => ({ result: yes ? 'win' : 'lose' });
function handicapOutcome(diff: number, q: number): MarketOutcome {
  return { results: { home: { result: settleHandicap(diff, q) }, away: { result: settleHandicap(-diff, -q) } } };
}
function totalOutcome(total: number, q: number): MarketOutcome {
  return { results: { over: { result: settleTotal(total, q, 'over') }, under: { result: settleTotal(total, q, 'under') } } };
}
function pickOutcome(codes: string[], winner: string): MarketOutcome {
  return { results: Object.fromEntries(codes.map((c) => [c, win(c === winner)])) };
}

/** The first index whose time is after t (how many of the sorted times are at or before t). */
function countUpTo(times: number[], t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (times[mid]! <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

// ---------------------------------------------------------------------------------------------------------
// football
// ---------------------------------------------------------------------------------------------------------

const CORRECT_SCORES = ['0-0', '1-0', '0-1', '1-1', '2-0', '0-2', '2-1', '1-2', '2-2', '3-0', '0-3', '3-1', '1-3', '3-2', '2-3', '3-3'];

function football(ctx: SimContext): Sim {
  const { rng, startsAt } = ctx;
  const adv = ctx.homeRating - ctx.awayRating;
  const lh = 1.25 * Math.exp(0.12 + 0.6 * adv);
  const la = 1.25 * Math.exp(-0.12 - 0.6 * adv);
  const s1 = rng.int(1, 4);
  const s2 = rng.int(2, 6);
  const h1End = startsAt + (45 + s1) * MIN;
  const h2Start = h1End + 15 * MIN;
  const endAt = h2Start + (45 + s2) * MIN;
  const goals: Array<{ at: number; side: 0 | 1; half: 0 | 1; pause: number }> = [];
  for (const half of [0, 1] as const) {
    const from = half === 0 ? startsAt : h2Start;
    const minutes = 45 + (half === 0 ? s1 : s2);
    for (let m = 0; m < minutes; m++) {
      for (const side of [0, 1] as const) {
        // a little more in the last quarter hour, as in the real game
        const boost = (half === 1 && m >= 30) || (half === 0 && m >= 40) ? 1.15 : 0.95;
        if (rng.chance(((side === 0 ? lh : la) / 90) * boost)) {
          goals.push({ at: Math.floor(from + (m + rng.range(0.05, 0.95)) * MIN), side, half, pause: rng.int(20, 30) * 1000 });
        }
      }
    }
  }
  goals.sort((a, b) => a.at - b.at);
  const goalTimes = goals.map((g) => g.at);
  const struck = goals.length > 0 && rng.chance(1 / 25) ? goals.length - 1 : -1;
  const correctionAt = endAt + rng.int(3, 8) * MIN;

  // the markets: lines from the pre-match model
  const pre = goalDists(0, 0, (lh * 96) / 90, (la * 96) / 90);
  const ahCandidates = Array.from({ length: 25 }, (_, i) => i - 12);
  const ahMain = balancedLine(pre.margins, 'handicap', ahCandidates);
  const ouQuarter = Math.abs(totalProbs(pre.totals, 9)[0] - 0.5) < Math.abs(totalProbs(pre.totals, 11)[0] - 0.5) ? 9 : 11;
  const markets: MarketDef[] = [
    market(ctx, '1x2', 'match_result', null, [
      { code: 'home', name: ctx.home },
      { code: 'draw', name: 'Draw' },
      { code: 'away', name: ctx.away },
    ]),
    ...[ahMain - 1, ahMain, ahMain + 1].map((q) => handicapMarket(ctx, 'ah', 'asian_handicap', q)),
    ...[10, ouQuarter].sort((a, b) => a - b).map((q) => totalsMarket(ctx, 'ou', q)),
    market(ctx, 'btts', 'btts', null, [
      { code: 'yes', name: 'Yes' },
      { code: 'no', name: 'No' },
    ]),
    market(ctx, 'cs', 'correct_score', null, [...CORRECT_SCORES.map((c) => ({ code: c, name: c })), { code: 'other', name: 'Any other score' }]),
  ];

  const minuteAt = (t: number): number => (t < h1End ? (t - startsAt) / MIN : t < h2Start ? 45 : 45 + (t - h2Start) / MIN);
  const scoreOf = (n: number, skip = -1): { total: FeedScore; halves: [FeedScore, FeedScore] } => {
    const halves: [FeedScore, FeedScore] = [
      { home: 0, away: 0 },
      { home: 0, away: 0 },
    ];
    for (let i = 0; i < n; i++) {
      if (i === skip) continue;
      const g = goals[i]!;
      if (g.side === 0) halves[g.half].home++;
      else halves[g.half].away++;
    }
    return { total: { home: halves[0].home + halves[1].home, away: halves[0].away + halves[1].away }, halves };
  };
  const stateAt = (t: number, skip = -1): EventState => {
    const ended = t >= endAt;
    const { total, halves } = scoreOf(countUpTo(goalTimes, Math.min(t, endAt)), skip);
    let clock: string;
    if (ended) clock = 'FT';
    else if (t >= h1End && t < h2Start) clock = 'HT';
    else {
      const m = minuteAt(t);
      const base = t < h1End ? 45 : 90;
      clock = m < base ? `${Math.floor(m) + 1}'` : `${base}+${Math.floor(m - base) + 1}'`;
    }
    return { status: ended ? 'ended' : 'live', score: total, clock, periods: t < h2Start ? [halves[0]] : halves };
  };
  const probsFrom = (d: GoalDists): number[][] =>
    markets.map((m) => {
      switch (m.type) {
        case 'match_result':
          return [d.home, d.draw, d.away];
        case 'asian_handicap':
          return handicapProbs(d.margins, m.q);
        case 'totals':
          return totalProbs(d.totals, m.q);
        case 'btts':
          return [d.btts, 1 - d.btts];
        default:
          return d.scores;
      }
    });
  const outcomes = (score: FeedScore): MarketOutcome[] =>
    markets.map((m) => {
      const { home: h, away: a } = score;
      switch (m.type) {
        case 'match_result':
          return pickOutcome(['home', 'draw', 'away'], h > a ? 'home' : h < a ? 'away' : 'draw');
        case 'asian_handicap':
          return handicapOutcome(h - a, m.q);
        case 'totals':
          return totalOutcome(h + a, m.q);
        case 'btts':
          return pickOutcome(['yes', 'no'], h > 0 && a > 0 ? 'yes' : 'no');
        default: {
          const code = `${h}-${a}`;
          return pickOutcome([...CORRECT_SCORES, 'other'], CORRECT_SCORES.includes(code) ? code : 'other');
        }
      }
    });
  let prematch: number[][] | null = null;
  const finalState = stateAt(endAt);
  return {
    endAt,
    markets,
    stateAt: (t) => stateAt(t),
    prematch: () => (prematch ??= probsFrom(pre)),
    live(t) {
      const m = minuteAt(t);
      const remaining = t < h1End ? Math.max(0.3, 47 - m) + 49 : t < h2Start ? 49 : Math.max(0.3, 94 - m);
      const { total } = scoreOf(countUpTo(goalTimes, t));
      return probsFrom(goalDists(total.home, total.away, (lh * remaining) / 90, (la * remaining) / 90));
    },
    suspendedAt(t) {
      const n = countUpTo(goalTimes, t);
      const last = n > 0 ? goals[n - 1]! : null;
      return last !== null && t < last.at + last.pause && t < endAt;
    },
    early: [],
    final: () => outcomes(finalState.score!),
    correction:
      struck < 0
        ? null
        : (() => {
            const state = stateAt(endAt, struck);
            return { at: correctionAt, state, outcomes: outcomes(state.score!) };
          })(),
  };
}

interface GoalDists {
  home: number;
  draw: number;
  away: number;
  btts: number;
  margins: Map<number, number>;
  totals: Map<number, number>;
  /** CORRECT_SCORES then other */
  scores: number[];
}

/** The final score's distribution from the score now and the goals each side is still expected to score. */
function goalDists(ch: number, ca: number, eh: number, ea: number): GoalDists {
  const ph = poisson(eh, 10);
  const pa = poisson(ea, 10);
  const d: GoalDists = { home: 0, draw: 0, away: 0, btts: 0, margins: new Map(), totals: new Map(), scores: new Array<number>(CORRECT_SCORES.length + 1).fill(0) };
  for (let i = 0; i < ph.length; i++) {
    for (let j = 0; j < pa.length; j++) {
      const p = ph[i]! * pa[j]!;
      if (p < 1e-12) continue;
      const h = ch + i;
      const a = ca + j;
      if (h > a) d.home += p;
      else if (h < a) d.away += p;
      else d.draw += p;
      if (h > 0 && a > 0) d.btts += p;
      addTo(d.margins, h - a, p);
      addTo(d.totals, h + a, p);
      const at = h <= 3 && a <= 3 ? CORRECT_SCORES.indexOf(`${h}-${a}`) : -1;
      d.scores[at < 0 ? CORRECT_SCORES.length : at]! += p;
    }
  }
  return d;
}

// ---------------------------------------------------------------------------------------------------------
// basketball
// ---------------------------------------------------------------------------------------------------------

interface Period {
  from: number;
  to: number;
  /** game minutes */
  length: number;
  /** per side: scoring times and the points each scored */
  times: [number[], number[]];
  points: [number[], number[]];
}

function basketball(ctx: SimContext): Sim {
  const { rng, startsAt, level } = ctx;
  const scale = level / 114;
  const expMargin = (2.5 + 9 * (ctx.homeRating - ctx.awayRating)) * scale;
  const periods: Period[] = [];
  let at = startsAt;
  const addPeriod = (length: number, wall: number, pts: [number, number]): void => {
    const from = at;
    const to = at + wall;
    const period: Period = { from, to, length, times: [[], []], points: [[], []] };
    for (const side of [0, 1] as const) {
      const baskets: number[] = [];
      let left = pts[side];
      while (left > 0) {
        const r = rng.next();
        const p = Math.min(left, r < 0.15 ? 1 : r < 0.4 ? 3 : 2);
        baskets.push(p);
        left -= p;
      }
      const times = baskets.map(() => Math.floor(from + rng.range(0.01, 0.995) * wall)).sort((a, b) => a - b);
      period.times[side] = times;
      period.points[side] = baskets;
    }
    periods.push(period);
    at = to;
  };
  const quarterMean = level / 4;
  const breaks = [2.5, 15, 2.5];
  const totals: [number, number] = [0, 0];
  for (let q = 0; q < 4; q++) {
    const pts: [number, number] = [
      Math.max(8, Math.round(rng.normal(quarterMean + expMargin / 8, 5.5 * scale))),
      Math.max(8, Math.round(rng.normal(quarterMean - expMargin / 8, 5.5 * scale))),
    ];
    addPeriod(12, rng.int(24, 28) * MIN, pts);
    totals[0] += pts[0];
    totals[1] += pts[1];
    if (q < 3) at += breaks[q]! * MIN;
  }
  while (totals[0] === totals[1]) {
    at += 2 * MIN;
    const pts: [number, number] = [Math.max(2, Math.round(rng.normal(level / 9.6, 3))), Math.max(2, Math.round(rng.normal(level / 9.6, 3)))];
    if (periods.length >= 7 && pts[0] === pts[1]) pts[rng.chance(0.5) ? 0 : 1]++;
    addPeriod(5, 11 * MIN, pts);
    totals[0] += pts[0];
    totals[1] += pts[1];
  }
  const endAt = at;
  const periodScore = (p: Period, t: number): FeedScore => {
    const sum = (side: 0 | 1): number => {
      const n = countUpTo(p.times[side], t);
      let s = 0;
      for (let i = 0; i < n; i++) s += p.points[side][i]!;
      return s;
    };
    return { home: sum(0), away: sum(1) };
  };
  const periodNames = (i: number): string => (i < 4 ? `Q${i + 1}` : i === 4 ? 'OT' : `OT${i - 3}`);
  const stateAt = (t: number): EventState => {
    const time = Math.min(t, endAt);
    const started = periods.filter((p) => p.from <= time);
    const scores = started.map((p) => periodScore(p, time));
    const score = { home: scores.reduce((s, x) => s + x.home, 0), away: scores.reduce((s, x) => s + x.away, 0) };
    let clock: string;
    const last = started.length - 1;
    if (t >= endAt) clock = 'FT';
    else if (time < periods[last]!.to) clock = periodNames(last);
    else clock = last === 1 ? 'HT' : `End ${periodNames(last)}`;
    return { status: t >= endAt ? 'ended' : 'live', score, clock, periods: scores };
  };

  // markets
  const total0 = 2 * level;
  const hcpQ = (Math.floor(-expMargin) + 0.5) * 4;
  const ouQ = (Math.floor(total0) + 0.5) * 4;
  const markets: MarketDef[] = [
    market(ctx, 'ml', 'moneyline', null, homeAway(ctx)),
    handicapMarket(ctx, 'hcp', 'handicap', hcpQ),
    totalsMarket(ctx, 'ou', ouQ),
    market(ctx, 'hq', 'highest_quarter', null, [1, 2, 3, 4].map((n) => ({ code: `q${n}`, name: `${['1st', '2nd', '3rd', '4th'][n - 1]} quarter` }))),
  ];
  const sdMargin = 12 * scale;
  const sdTotal = 17 * scale;
  const sdQuarter = 7.8 * scale;
  /** probabilities from the score, the regulation (or overtime) minutes left, and each quarter's points so far */
  const probsAt = (score: FeedScore, minutesLeft: number, quarters: Array<{ points: number; left: number }>): number[][] => {
    const f = minutesLeft / 48;
    const sdM = Math.max(0.4, sdMargin * Math.sqrt(f));
    const sdT = Math.max(0.4, sdTotal * Math.sqrt(f));
    const mean = score.home - score.away + expMargin * f;
    const meanT = score.home + score.away + total0 * f;
    const pHome = normCdf(mean / sdM);
    const hcp = normCdf((mean + hcpQ / 4) / sdM);
    const over = 1 - normCdf((ouQ / 4 - meanT) / sdT);
    const dists: IntDist[] = quarters.map((q) => {
      const d = roundedNormal(q.points + (level / 2) * q.left, sdQuarter * Math.sqrt(q.left));
      return d;
    });
    return [[pHome, 1 - pHome], [hcp, 1 - hcp], [over, 1 - over], highestShares(dists)];
  };
  let prematch: number[][] | null = null;
  return {
    endAt,
    markets,
    stateAt,
    prematch: () =>
      (prematch ??= probsAt({ home: 0, away: 0 }, 48, [0, 1, 2, 3].map(() => ({ points: 0, left: 1 })))),
    live(t) {
      const state = stateAt(t);
      const i = Math.max(0, periods.findLastIndex((p) => p.from <= t));
      const p = periods[i]!;
      const frac = clamp((t - p.from) / (p.to - p.from), 0, 1);
      const minutesLeft = i < 4 ? (3 - i) * 12 + 12 * (1 - frac) : 5 * (1 - frac);
      const quarters = [0, 1, 2, 3].map((q) => {
        const s = state.periods[q];
        const points = s ? s.home + s.away : 0;
        return { points, left: q < i ? 0 : q === i ? 1 - frac : 1 };
      });
      return probsAt(state.score!, minutesLeft, quarters);
    },
    suspendedAt: () => false,
    early: [],
    final() {
      const { score, periods: ps } = stateAt(endAt);
      const q = ps.slice(0, 4).map((s) => s.home + s.away);
      const top = Math.max(...q);
      const tied = q.filter((x) => x === top).length;
      return [
        pickOutcome(['home', 'away'], score!.home > score!.away ? 'home' : 'away'),
        handicapOutcome(score!.home - score!.away, hcpQ),
        totalOutcome(score!.home + score!.away, ouQ),
        {
          results: Object.fromEntries(
            q.map((x, i) => [`q${i + 1}`, x === top ? (tied > 1 ? { result: 'win', deadHeat: tied } : { result: 'win' }) : { result: 'lose' }]),
          ) as Record<string, FeedResult>,
        },
      ];
    },
    correction: null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// tennis
// ---------------------------------------------------------------------------------------------------------

function holdChance(p: number): number {
  const q = 1 - p;
  return p ** 4 * (1 + 4 * q + 10 * q * q) + (20 * p ** 3 * q ** 3 * p * p) / (1 - 2 * p * q);
}

function tiebreakChance(p: number): number {
  // first to 7, two clear: to 6-6 by counting, then from level the two-point lead
  const grid: number[][] = Array.from({ length: 8 }, () => new Array<number>(8).fill(0));
  grid[0]![0] = 1;
  let won = 0;
  for (let a = 0; a <= 6; a++) {
    for (let b = 0; b <= 6; b++) {
      const here = grid[a]![b]!;
      if (here === 0 || (a === 6 && b === 6)) continue;
      if (a + 1 === 7) won += here * p;
      else grid[a + 1]![b]! += here * p;
      if (b + 1 < 7) grid[a]![b + 1]! += here * (1 - p);
    }
  }
  return won + grid[6]![6]! * ((p * p) / (p * p + (1 - p) * (1 - p)));
}

interface SetOutcome {
  h: number;
  a: number;
  p: number;
}

/** A set's final games from a score within it, the home side serving the next game or not. */
function setOutcomes(gh: number, ga: number, homeServes: boolean, hold: [number, number], tb: number): SetOutcome[] {
  const done = (x: number, y: number): boolean => (x >= 6 && x - y >= 2) || (y >= 6 && y - x >= 2) || x === 7 || y === 7;
  if (done(gh, ga)) return [{ h: gh, a: ga, p: 1 }];
  const grid = new Map<number, number>([[gh * 8 + ga, 1]]);
  const out: SetOutcome[] = [];
  for (let g = gh + ga; g < 13; g++) {
    for (let x = Math.max(0, g - 7); x <= Math.min(7, g); x++) {
      const y = g - x;
      const p = grid.get(x * 8 + y);
      if (!p) continue;
      if (done(x, y)) {
        out.push({ h: x, a: y, p });
        continue;
      }
      if (x === 6 && y === 6) {
        out.push({ h: 7, a: 6, p: p * tb }, { h: 6, a: 7, p: p * (1 - tb) });
        continue;
      }
      const serverHome = (g - gh - ga) % 2 === 0 ? homeServes : !homeServes;
      const pw = serverHome ? hold[0] : 1 - hold[1];
      grid.set((x + 1) * 8 + y, (grid.get((x + 1) * 8 + y) ?? 0) + p * pw);
      grid.set(x * 8 + y + 1, (grid.get(x * 8 + y + 1) ?? 0) + p * (1 - pw));
    }
  }
  for (let x = 0; x <= 7; x++) {
    const y = 13 - x;
    if (y <= 7) {
      const p = grid.get(x * 8 + y);
      if (p && done(x, y)) out.push({ h: x, a: y, p });
    }
  }
  return out;
}

function tennis(ctx: SimContext): Sim {
  const { rng, startsAt, level } = ctx;
  const adv = ctx.homeRating - ctx.awayRating;
  const serve: [number, number] = [clamp(level + 0.05 * adv, 0.45, 0.8), clamp(level - 0.05 * adv, 0.45, 0.8)];
  const homeFirst = rng.chance(0.5);
  const games: Array<{ end: number; set: number; winner: 0 | 1 }> = [];
  let at = startsAt;
  const sets: [number, number] = [0, 0];
  let played = 0;
  for (let set = 0; sets[0] < 2 && sets[1] < 2; set++) {
    const g: [number, number] = [0, 0];
    for (;;) {
      const serverSide: 0 | 1 = (played % 2 === 0) === homeFirst ? 0 : 1;
      let winner: 0 | 1;
      let points = 0;
      if (g[0] === 6 && g[1] === 6) {
        const pts: [number, number] = [0, 0];
        while (!((pts[0] >= 7 || pts[1] >= 7) && Math.abs(pts[0] - pts[1]) >= 2)) {
          const srv: 0 | 1 = (Math.floor((points + 1) / 2) % 2 === 0) === (serverSide === 0) ? 0 : 1;
          const serverWins = rng.chance(serve[srv]);
          pts[serverWins ? srv : ((1 - srv) as 0 | 1)]++;
          points++;
        }
        winner = pts[0] > pts[1] ? 0 : 1;
      } else {
        const pts: [number, number] = [0, 0];
        while (!((pts[0] >= 4 || pts[1] >= 4) && Math.abs(pts[0] - pts[1]) >= 2)) {
          pts[rng.chance(serve[serverSide]) ? serverSide : ((1 - serverSide) as 0 | 1)]++;
          points++;
        }
        winner = pts[0] > pts[1] ? 0 : 1;
      }
      at += Math.max(3 * MIN, points * 31_000);
      g[winner]++;
      played++;
      games.push({ end: at, set, winner });
      const over = (g[0] >= 6 && g[0] - g[1] >= 2) || (g[1] >= 6 && g[1] - g[0] >= 2) || g[0] === 7 || g[1] === 7;
      if (over) {
        sets[g[0] > g[1] ? 0 : 1]++;
        at += 2 * MIN;
        break;
      }
      if ((g[0] + g[1]) % 2 === 1) at += MIN;
    }
  }
  const endAt = games[games.length - 1]!.end;
  const gameEnds = games.map((g) => g.end);
  interface Tally {
    sets: [number, number];
    done: FeedScore[];
    current: FeedScore | null;
    nextServerHome: boolean;
  }
  const tallies = new Map<number, Tally>();
  const tally = (n: number): Tally => {
    let found = tallies.get(n);
    if (found) return found;
    const s: [number, number] = [0, 0];
    const done: FeedScore[] = [];
    let cur = { home: 0, away: 0 };
    for (let i = 0; i < n; i++) {
      const g = games[i]!;
      if (g.winner === 0) cur.home++;
      else cur.away++;
      const over = (cur.home >= 6 && cur.home - cur.away >= 2) || (cur.away >= 6 && cur.away - cur.home >= 2) || cur.home === 7 || cur.away === 7;
      if (over) {
        s[cur.home > cur.away ? 0 : 1]++;
        done.push(cur);
        cur = { home: 0, away: 0 };
      }
    }
    const finished = s[0] === 2 || s[1] === 2;
    found = { sets: s, done, current: finished ? null : cur, nextServerHome: (n % 2 === 0) === homeFirst };
    if (tallies.size > 64) tallies.clear();
    tallies.set(n, found);
    return found;
  };
  const stateAt = (t: number): EventState => {
    const n = countUpTo(gameEnds, Math.min(t, endAt));
    const x = tally(n);
    return {
      status: t >= endAt ? 'ended' : 'live',
      score: { home: x.sets[0], away: x.sets[1] },
      clock: t >= endAt ? 'Final' : `Set ${x.done.length + 1}`,
      periods: x.current ? [...x.done, x.current] : x.done,
    };
  };

  // the model
  const hold: [number, number] = [holdChance(serve[0]), holdChance(serve[1])];
  const tb = tiebreakChance((serve[0] + 1 - serve[1]) / 2);
  // a new set, either side serving first (the two halves merged by score)
  const merged = new Map<number, SetOutcome>();
  for (const o of [...setOutcomes(0, 0, true, hold, tb), ...setOutcomes(0, 0, false, hold, tb)]) {
    const k = o.h * 8 + o.a;
    const m = merged.get(k);
    if (m) m.p += o.p / 2;
    else merged.set(k, { h: o.h, a: o.a, p: o.p / 2 });
  }
  const fresh = [...merged.values()];
  interface MatchDist {
    home: number;
    cs: Record<string, number>;
    margins: Map<number, number>;
    totals: Map<number, number>;
  }
  const matchDist = (x: Tally): MatchDist => {
    const d: MatchDist = { home: 0, cs: { '2-0': 0, '2-1': 0, '1-2': 0, '0-2': 0 }, margins: new Map(), totals: new Map() };
    const gamesH = x.done.reduce((s, v) => s + v.home, 0);
    const gamesA = x.done.reduce((s, v) => s + v.away, 0);
    const go = (sh: number, sa: number, h: number, a: number, p: number, outcomes: SetOutcome[]): void => {
      if (sh === 2 || sa === 2) {
        if (sh === 2) d.home += p;
        d.cs[sh === 2 ? (sa === 0 ? '2-0' : '2-1') : sh === 0 ? '0-2' : '1-2']! += p;
        addTo(d.margins, h - a, p);
        addTo(d.totals, h + a, p);
        return;
      }
      for (const o of outcomes) go(sh + (o.h > o.a ? 1 : 0), sa + (o.h > o.a ? 0 : 1), h + o.h, a + o.a, p * o.p, fresh);
    };
    const current = x.current ? setOutcomes(x.current.home, x.current.away, x.nextServerHome, hold, tb) : fresh;
    go(x.sets[0], x.sets[1], gamesH, gamesA, 1, current);
    return d;
  };
  const pre = matchDist(tally(0));
  const hcpQ = balancedLine(pre.margins, 'handicap', Array.from({ length: 26 }, (_, i) => (i - 13) * 4 + 2));
  const ouQ = balancedLine(pre.totals, 'total', Array.from({ length: 16 }, (_, i) => (15 + i) * 4 + 2));
  const csCodes = ['2-0', '2-1', '1-2', '0-2'];
  const markets: MarketDef[] = [
    market(ctx, 'ml', 'moneyline', null, homeAway(ctx)),
    handicapMarket(ctx, 'hcp', 'handicap', hcpQ),
    totalsMarket(ctx, 'ou', ouQ),
    market(ctx, 'cs', 'correct_score', null, csCodes.map((c) => ({ code: c, name: c }))),
  ];
  const probsOf = (d: MatchDist): number[][] => [
    [d.home, 1 - d.home],
    handicapProbs(d.margins, hcpQ),
    totalProbs(d.totals, ouQ),
    csCodes.map((c) => d.cs[c]!),
  ];
  const cache = new Map<number, number[][]>();
  return {
    endAt,
    markets,
    stateAt,
    prematch: () => probsOf(pre),
    live(t) {
      const n = countUpTo(gameEnds, t);
      let probs = cache.get(n);
      if (!probs) {
        probs = probsOf(matchDist(tally(n)));
        if (cache.size > 8) cache.clear();
        cache.set(n, probs);
      }
      return probs;
    },
    suspendedAt: () => false,
    early: [],
    final() {
      const x = tally(games.length);
      const h = x.done.reduce((s, v) => s + v.home, 0);
      const a = x.done.reduce((s, v) => s + v.away, 0);
      return [
        pickOutcome(['home', 'away'], x.sets[0] > x.sets[1] ? 'home' : 'away'),
        handicapOutcome(h - a, hcpQ),
        totalOutcome(h + a, ouQ),
        pickOutcome(csCodes, `${x.sets[0]}-${x.sets[1]}`),
      ];
    },
    correction: null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// e-sports (best of three)
// ---------------------------------------------------------------------------------------------------------

interface MapCourse {
  from: number;
  to: number;
  winner: 0 | 1;
  /** rounds (CS2) or kills, each with its side */
  times: number[];
  sides: Array<0 | 1>;
}

const KILLS: Partial<Record<Sport, number>> = { dota2: 50, lol: 28, mlbb: 32 };

function esports(ctx: SimContext): Sim {
  const { rng, startsAt, sport } = ctx;
  const pMap = sigmoid(1.1 * (ctx.homeRating - ctx.awayRating));
  const maps: MapCourse[] = [];
  const won: [number, number] = [0, 0];
  let at = startsAt;
  while (won[0] < 2 && won[1] < 2) {
    if (maps.length > 0) at += 7 * MIN;
    const length = rng.int(28, 42) * MIN;
    const winner: 0 | 1 = rng.chance(sigmoid(logit(pMap) + rng.normal(0, 0.3))) ? 0 : 1;
    const loser = (1 - winner) as 0 | 1;
    const sides: Array<0 | 1> = [];
    if (sport === 'cs2') {
      if (rng.chance(0.12)) {
        sides.push(...rng.shuffle([...new Array<0 | 1>(12).fill(winner), ...new Array<0 | 1>(12).fill(loser)]));
        sides.push(...rng.shuffle([...new Array<0 | 1>(3).fill(winner), ...new Array<0 | 1>(rng.int(1, 2)).fill(loser)]), winner);
      } else {
        const lost = clamp(Math.round(rng.normal(8, 3)), 0, 11);
        sides.push(...rng.shuffle([...new Array<0 | 1>(12).fill(winner), ...new Array<0 | 1>(lost).fill(loser)]), winner);
      }
    } else {
      const total = Math.max(6, Math.round(rng.normal(KILLS[sport] ?? 30, (KILLS[sport] ?? 30) / 4)));
      const wk = Math.max(Math.floor(total / 2) + 1, Math.round(total * rng.range(0.55, 0.72)));
      sides.push(...rng.shuffle([...new Array<0 | 1>(wk).fill(winner), ...new Array<0 | 1>(total - wk).fill(loser)]));
    }
    const times =
      sport === 'cs2'
        ? sides.map((_, i) => Math.floor(at + ((i + 1) / sides.length) * length) - (i === sides.length - 1 ? 0 : rng.int(0, 20_000)))
        : sides.map(() => Math.floor(at + rng.range(0.03, 0.995) * length)).sort((a, b) => a - b);
    maps.push({ from: at, to: at + length, winner, times, sides });
    won[winner]++;
    at += length;
  }
  const endAt = at;
  const tallyMap = (m: MapCourse, t: number): FeedScore => {
    const n = countUpTo(m.times, t);
    const s = { home: 0, away: 0 };
    for (let i = 0; i < n; i++) {
      if (m.sides[i] === 0) s.home++;
      else s.away++;
    }
    return s;
  };
  const stateAt = (t: number): EventState => {
    const time = Math.min(t, endAt);
    const started = maps.filter((m) => m.from <= time);
    const score = { home: 0, away: 0 };
    for (const m of started) {
      if (m.to <= time) {
        if (m.winner === 0) score.home++;
        else score.away++;
      }
    }
    const last = started[started.length - 1]!;
    const n = started.length;
    const clock = t >= endAt ? 'Final' : time < last.to ? `Map ${n}` : `Map ${n} end`;
    return { status: t >= endAt ? 'ended' : 'live', score, clock, periods: started.map((m) => tallyMap(m, time)) };
  };

  const hcpQ = pMap >= 0.5 ? -6 : 6;
  const markets: MarketDef[] = [
    market(ctx, 'ml', 'moneyline', null, homeAway(ctx)),
    ...[1, 2, 3].map((n) => market(ctx, `map:${n}`, 'map_winner', String(n), homeAway(ctx), 0, n)),
    handicapMarket(ctx, 'hcp', 'handicap', hcpQ),
    totalsMarket(ctx, 'ou', 10),
  ];
  const pRound = 0.5 + (pMap - 0.5) * 0.35;
  const roundMemo = new Map<number, number>();
  const fromRounds = (a: number, b: number): number => {
    if (a + b >= 24) return sigmoid(2 * logit(pRound) + 1.2 * (a - b));
    if (a === 13) return 1;
    if (b === 13) return 0;
    const key = a * 32 + b;
    const hit = roundMemo.get(key);
    if (hit !== undefined) return hit;
    const v = a === 12 && b === 12 ? pRound : pRound * fromRounds(a + 1, b) + (1 - pRound) * fromRounds(a, b + 1);
    roundMemo.set(key, v);
    return v;
  };
  const probsAt = (mh: number, ma: number, current: number, mapsDone: number): number[][] => {
    // the series from the maps won, the map in play at `current`, later maps at pMap
    const series = { '2-0': 0, '2-1': 0, '1-2': 0, '0-2': 0 } as Record<string, number>;
    const go = (h: number, a: number, p: number, pNext: number): void => {
      if (h === 2 || a === 2) {
        series[`${h}-${a}`]! += p;
        return;
      }
      go(h + 1, a, p * pNext, pMap);
      go(h, a + 1, p * (1 - pNext), pMap);
    };
    go(mh, ma, 1, current);
    const home = series['2-0']! + series['2-1']!;
    const cover = hcpQ < 0 ? series['2-0']! : 1 - series['0-2']!;
    const three = series['2-1']! + series['1-2']!;
    return [
      [home, 1 - home],
      ...[1, 2, 3].map((n) => (n <= mapsDone ? [0.5, 0.5] : n === mapsDone + 1 ? [current, 1 - current] : [pMap, 1 - pMap])),
      [cover, 1 - cover],
      [three, 1 - three],
    ];
  };
  let prematch: number[][] | null = null;
  return {
    endAt,
    markets,
    stateAt,
    prematch: () => (prematch ??= probsAt(0, 0, pMap, 0)),
    live(t) {
      const state = stateAt(t);
      const done = maps.filter((m) => m.to <= t).length;
      const m = maps[done];
      let current = pMap;
      if (m && m.from <= t) {
        const s = tallyMap(m, t);
        if (sport === 'cs2') current = fromRounds(s.home, s.away);
        else current = sigmoid(logit(pMap) + 0.22 * (s.home - s.away) * (0.3 + Math.min(1.2, (t - m.from) / (35 * MIN))));
      }
      const probs: Array<number[] | null> = probsAt(state.score!.home, state.score!.away, current, done);
      for (let n = 1; n <= done; n++) probs[n] = null;
      return probs;
    },
    suspendedAt: () => false,
    early: maps.map((m, i) => ({ at: m.to, market: i + 1, outcome: pickOutcome(['home', 'away'], m.winner === 0 ? 'home' : 'away') })),
    final() {
      const h = maps.filter((m) => m.winner === 0).length;
      const a = maps.length - h;
      return [
        pickOutcome(['home', 'away'], h > a ? 'home' : 'away'),
        ...[0, 1, 2].map((i): MarketOutcome => {
          const m = maps[i];
          return m ? pickOutcome(['home', 'away'], m.winner === 0 ? 'home' : 'away') : { void: `Map ${i + 1} was not played` };
        }),
        handicapOutcome(h - a, hcpQ),
        totalOutcome(maps.length, 10),
      ];
    },
    correction: null,
  };
}

export function simulate(ctx: SimContext): Sim {
  switch (ctx.sport) {
    case 'football':
      return football(ctx);
    case 'basketball':
      return basketball(ctx);
    case 'tennis':
      return tennis(ctx);
    default:
      return esports(ctx);
  }
}
