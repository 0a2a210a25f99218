/**
 * Sportsbook rules both sides apply: sports, market types, odds formats, and the settlement arithmetic (a
 * leg's factor, a bet's return, the cash-out price), so the bet slip shows exactly what the server pays.
 * Zod-free. Odds travel as decimal odds in hundredths (1.85 is 185).
 */

export const SPORTS = ['football', 'basketball', 'tennis', 'dota2', 'cs2', 'lol', 'mlbb'] as const;
export type Sport = (typeof SPORTS)[number];
/** e-sports: the lobby's ESPORTS tiles open the book on these */
export const ESPORTS: readonly Sport[] = ['dota2', 'cs2', 'lol', 'mlbb'];
export const isEsport = (sport: Sport): boolean => ESPORTS.includes(sport);
/** the catalogue's game type a bet on this sport counts as (records, bonus contributions, reports) */
export const gameTypeOfSport = (sport: Sport): 'SPORTS' | 'ESPORTS' => (isEsport(sport) ? 'ESPORTS' : 'SPORTS');

/**
 * Market types:
 * - match_result: 1X2 (home, draw, away), football
 * - moneyline: the winner (home, away): basketball, tennis, e-sports matches
 * - asian_handicap: home/away with a line in quarter steps (football); the line is the home side's
 * - handicap: home/away with a half-point line (basketball points, tennis games, e-sports maps)
 * - totals: over/under a line (goals, points, games, maps; quarter lines split like the handicap)
 * - btts: both teams to score, yes/no (football)
 * - correct_score: the final score ("2-1"; "other" for any score not listed)
 * - map_winner: the winner of one map or game of an e-sports series (the line is the map's number)
 * - highest_quarter: the quarter with the most points (basketball; a tie is a dead heat)
 */
export const MARKET_TYPES = ['match_result', 'moneyline', 'asian_handicap', 'handicap', 'totals', 'btts', 'correct_score', 'map_winner', 'highest_quarter'] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

/** A market's margin is its sport's margin times this weight (a correct score carries more than a winner). */
export const MARKET_MARGIN_WEIGHT: Record<MarketType, number> = {
  match_result: 1,
  moneyline: 1,
  asian_handicap: 0.8,
  handicap: 0.8,
  totals: 0.8,
  btts: 1,
  correct_score: 3,
  map_winner: 1,
  highest_quarter: 2,
};

/** The operator's default margin per sport, in basis points (500 = 5%), until set in the console. */
export const DEFAULT_SPORT_MARGIN_BP: Record<Sport, number> = {
  football: 500,
  basketball: 450,
  tennis: 500,
  dota2: 600,
  cs2: 600,
  lol: 600,
  mlbb: 700,
};
export const MARGIN_BP_RANGE = { min: 0, max: 2500 } as const;

export const EVENT_STATUSES = ['scheduled', 'live', 'ended', 'cancelled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const MARKET_STATUSES = ['open', 'suspended', 'settled', 'void'] as const;
export type MarketStatus = (typeof MARKET_STATUSES)[number];

export const LEG_RESULTS = ['win', 'lose', 'void', 'half_win', 'half_lose'] as const;
export type LegResult = (typeof LEG_RESULTS)[number];

/**
 * A bet's state: pending (held on the ledger, waiting out the in-play delay), open (accepted, staked), won,
 * lost, void (every leg void: the stake back), cashed_out, rejected (the hold released: suspended, odds
 * moved against the player's choice, a limit).
 */
export const BET_STATUSES = ['pending', 'open', 'won', 'lost', 'void', 'cashed_out', 'rejected'] as const;
export type BetStatus = (typeof BET_STATUSES)[number];
export const BET_KINDS = ['single', 'parlay'] as const;
export type BetKind = (typeof BET_KINDS)[number];

/** What a bet does when the price moved between the slip and the acceptance. */
export const ODDS_CHANGE_POLICIES = ['any', 'higher', 'none'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];

export const ODDS_FORMATS = ['decimal', 'hongkong', 'malay', 'indo'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

export const SPORTSBOOK_LIMITS = {
  /** legs of one parlay */
  maxLegs: 12,
  /** selections a slip keeps */
  maxSlip: 20,
  /** the lowest odds a selection is offered at (1.01) */
  minOdds: 101,
  /** the highest (1000.00) */
  maxOdds: 100_000,
  /** default stake limits (cents) until the operator sets them */
  minStakeCents: 1_000,
  maxStakeCents: 5_000_000,
  maxPayoutCents: 50_000_000,
  /** seconds an in-play bet waits before it is accepted at the then-current odds */
  inPlayDelaySeconds: 5,
  /** the cash-out price keeps this share of the bet's fair value for the book (basis points) */
  cashOutMarginBp: 500,
} as const;

// ---------------------------------------------------------------------------------------------------------
// odds
// ---------------------------------------------------------------------------------------------------------

/**
 * The offered price of an outcome of probability `probPpm` (parts per million) under `marginBp`: fair odds
 * divided by the overround, cut down to hundredths, within [minOdds, maxOdds].
 */
export function priceOf(probPpm: number, marginBp: number): number {
  if (!(probPpm > 0)) return SPORTSBOOK_LIMITS.maxOdds;
  // odds100 = 100 / (p * (1 + m)) = 100 * 1e6 * 1e4 / (ppm * (1e4 + bp))
  const raw = Math.floor((100 * 1_000_000 * 10_000) / (probPpm * (10_000 + marginBp)));
  return Math.min(SPORTSBOOK_LIMITS.maxOdds, Math.max(SPORTSBOOK_LIMITS.minOdds, raw));
}

/** A market's margin: its sport's margin times its type's weight (basis points, whole). */
export function marketMarginBp(sportMarginBp: number, type: MarketType): number {
  return Math.round(sportMarginBp * MARKET_MARGIN_WEIGHT[type]);
}

function fixed(n: number, places = 2): string {
  const s = n.toFixed(places);
  return s === '-0.00' ? '0.00' : s;
}

/**
 * Decimal odds (hundredths) in the player's format:
 * - decimal: 1.85
 * - hongkong: the net win per 1 staked, 0.85
 * - malay: the Hong Kong figure up to even money (0.85); above it, minus the stake that wins 1 (2.50 is -0.67)
 * - indo: the Hong Kong figure from even money up (2.50 is 1.50); below it, minus the stake that wins 1
 *   (1.50 is -2.00)
 */
export function formatOdds(odds100: number, format: OddsFormat): string {
  const net = (odds100 - 100) / 100;
  switch (format) {
    case 'decimal':
      return fixed(odds100 / 100);
    case 'hongkong':
      return fixed(net);
    case 'malay':
      return net <= 1 ? fixed(net) : fixed(-1 / net);
    case 'indo':
      return net >= 1 ? fixed(net) : fixed(-1 / net);
  }
}

// ---------------------------------------------------------------------------------------------------------
// lines and settlement
// ---------------------------------------------------------------------------------------------------------

/** A handicap or total line ("-0.75", "2.5") in quarters: -0.75 is -3. Null for anything else. */
export function lineQuarters(line: string): number | null {
  if (!/^[+-]?\d{1,3}(\.(0|00|25|5|50|75))?$/.test(line)) return null;
  return Math.round(Number(line) * 4);
}

/** A quarter line splits into its two neighbours (-0.75: -0.5 and -1); any other line is itself twice. */
export function splitQuarters(q: number): [number, number] {
  return q % 2 === 0 ? [q, q] : [q - 1, q + 1];
}

/** One half of a line: the margin (in quarters) after the line, above zero wins, zero is a push. */
function halfOutcome(marginQuarters: number): 1 | 0 | -1 {
  return marginQuarters > 0 ? 1 : marginQuarters < 0 ? -1 : 0;
}

function combine(a: 1 | 0 | -1, b: 1 | 0 | -1): LegResult {
  const sum = a + b;
  if (sum === 2) return 'win';
  if (sum === -2) return 'lose';
  if (sum === 1) return 'half_win';
  if (sum === -1) return 'half_lose';
  // both halves pushed (the two halves of a line are half a unit apart: never one won and one lost)
  return 'void';
}

/**
 * A handicap selection: `diff` is the side's score less the other's, `lineQ` the side's line in quarters.
 * Whole lines push (void) on a level result; quarter lines settle half on each neighbour.
 */
export function settleHandicap(diff: number, lineQ: number): LegResult {
  const [a, b] = splitQuarters(lineQ);
  return combine(halfOutcome(diff * 4 + a), halfOutcome(diff * 4 + b));
}

/** A totals selection: over wins above the line, under below; quarter lines split. */
export function settleTotal(total: number, lineQ: number, side: 'over' | 'under'): LegResult {
  const [a, b] = splitQuarters(lineQ);
  const sign = side === 'over' ? 1 : -1;
  return combine(halfOutcome(sign * (total * 4 - a)), halfOutcome(sign * (total * 4 - b)));
}

/** A leg's settled state: its result, and for a dead heat how many shared the place (1: none). */
export interface SettledLeg {
  odds: number;
  result: LegResult | null;
  deadHeat?: number;
}

/**
 * What one unit staked on the leg returns, as a fraction: a win its odds (a dead heat of n: its odds over n,
 * the stake split among the n), a half win half the odds plus half the stake, a void the stake, a half loss
 * half the stake, a loss nothing.
 */
export function legFactor(leg: SettledLeg): [bigint, bigint] {
  const odds = BigInt(leg.odds);
  const n = BigInt(Math.max(1, leg.deadHeat ?? 1));
  switch (leg.result) {
    case 'win':
      return [odds, 100n * n];
    case 'half_win':
      return [odds + 100n, 200n];
    case 'void':
      return [1n, 1n];
    case 'half_lose':
      return [1n, 2n];
    case 'lose':
      return [0n, 1n];
    default:
      return [odds, 100n];
  }
}

/**
 * A bet's return in cents: the stake times every leg's factor, cut down to the cent. With unsettled legs
 * counted as wins this is the potential return the slip shows.
 */
export function betReturn(stakeCents: number, legs: readonly SettledLeg[]): number {
  let num = BigInt(stakeCents);
  let den = 1n;
  for (const leg of legs) {
    const [a, b] = legFactor(leg);
    num *= a;
    den *= b;
  }
  return Number(num / den);
}

/** The combined decimal odds of a parlay (hundredths, cut down): what a stake of 1.00 returns. */
export function combinedOdds(odds: readonly number[]): number {
  return betReturn(100, odds.map((o) => ({ odds: o, result: null })));
}

/** A bet's state from its legs once all are settled: won when it returns more than a void would, and so on. */
export function betOutcome(stakeCents: number, legs: readonly SettledLeg[]): { status: 'won' | 'lost' | 'void'; payout: number } {
  const payout = betReturn(stakeCents, legs);
  if (legs.every((l) => l.result === 'void')) return { status: 'void', payout };
  return { status: payout > 0 ? 'won' : 'lost', payout };
}

/**
 * The cash-out price of an open bet: its fair value now (the stake times the settled legs' factors times,
 * for each open leg, the odds taken over the fair odds now) less the book's margin, cut down to the cent.
 * `fairNow` is each open leg's fair decimal odds now (hundredths, no margin). Null when a leg has lost.
 */
export function cashOutPrice(
  stakeCents: number,
  legs: ReadonlyArray<SettledLeg & { fairNow?: number }>,
  marginBp: number = SPORTSBOOK_LIMITS.cashOutMarginBp,
): number | null {
  let num = BigInt(stakeCents) * BigInt(10_000 - marginBp);
  let den = 10_000n;
  for (const leg of legs) {
    if (leg.result === 'lose') return null;
    if (leg.result !== null) {
      const [a, b] = legFactor(leg);
      num *= a;
      den *= b;
    } else {
      if (!leg.fairNow || leg.fairNow < 100) return null;
      num *= BigInt(leg.odds);
      den *= BigInt(leg.fairNow);
    }
  }
  return Number(num / den);
}
