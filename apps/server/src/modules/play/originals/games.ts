import {
  COINFLIP_MULTIPLIER,
  coinSide,
  DICE_LIMITS,
  diceChance,
  diceMultiplier,
  diceRoll,
  diceWins,
  hiloCard,
  hiloChance,
  hiloMultiplier,
  hiloOffered,
  hiloWins,
  KENO_PAYTABLES,
  kenoDraw,
  limboResult,
  minePositions,
  MINES_TILES,
  minesMultiplier,
  outcomeFloats,
  PLINKO_TABLES,
  plinkoPath,
  TOWER_LEVELS,
  TOWER_MODES,
  towerBombs,
  towerMultiplier,
  WHEEL_TABLES,
  wheelSegment,
} from '@lobby/contract';
import type { OneShotGame, PlinkoRisk, PlinkoRows, StepGame, TowerMode, WheelSegments } from '@lobby/contract';
import { AppError } from '../../../lib/app-error.ts';

/**
 * The games' rules on the server: which fair floats a round needs, and what they mean, all through the
 * contract's pure functions (the same the verify screen runs). Nothing here draws a random number.
 */

type Params = Record<string, unknown>;

function invalid(message: string): AppError {
  return new AppError('play.params.invalid', { message });
}

// One-shot games ----------------------------------------------------------------------------------------

export interface OneShotResult {
  /** the multiplier the round pays (0: lost) */
  multiplier: number;
  outcome: Record<string, unknown>;
}

/** How many floats a round draws: its outcome's, then its cent float (see payoutCents in the contract). */
export function roundFloats(game: OneShotGame | StepGame, params: Params): number {
  return outcomeFloats(game, params) + 1;
}

/** Refuses settings the math does not offer (beyond what the request schema already refused). */
export function checkOneShot(game: OneShotGame, params: Params): void {
  if (game === 'dice') {
    const chance = diceChance(params as { target: number; direction: 'under' | 'over' });
    if (chance < DICE_LIMITS.minChance || chance > DICE_LIMITS.maxChance) {
      throw invalid(`The chance to win must be between ${DICE_LIMITS.minChance * 100}% and ${DICE_LIMITS.maxChance * 100}%.`);
    }
  }
}

export function playOneShot(game: OneShotGame, params: Params, floats: readonly number[]): OneShotResult {
  switch (game) {
    case 'dice': {
      const bet = params as { target: number; direction: 'under' | 'over' };
      const roll = diceRoll(floats[0]!);
      const win = diceWins(bet, roll);
      return { multiplier: win ? diceMultiplier(bet) : 0, outcome: { roll, win, chance: diceChance(bet), payoutMultiplier: diceMultiplier(bet) } };
    }
    case 'limbo': {
      const target = Math.round((params.target as number) * 100) / 100;
      const result = limboResult(floats[0]!, floats[1]!);
      const win = result >= target;
      return { multiplier: win ? target : 0, outcome: { result, win } };
    }
    case 'coinflip': {
      const side = coinSide(floats[0]!);
      const win = side === params.side;
      return { multiplier: win ? COINFLIP_MULTIPLIER : 0, outcome: { side, win } };
    }
    case 'keno': {
      const picks = params.picks as number[];
      const drawn = kenoDraw(floats);
      const hits = picks.filter((p) => drawn.includes(p));
      const multiplier = KENO_PAYTABLES[picks.length]![hits.length] ?? 0;
      return { multiplier, outcome: { drawn, hits, win: multiplier > 0 } };
    }
    case 'plinko': {
      const rows = params.rows as PlinkoRows;
      const { path, slot } = plinkoPath(rows, floats);
      const multiplier = PLINKO_TABLES[`${rows}:${params.risk as PlinkoRisk}`]![slot]!;
      return { multiplier, outcome: { path, slot, win: multiplier > 0 } };
    }
    case 'wheel': {
      const segments = params.segments as WheelSegments;
      const segment = wheelSegment(segments, floats[0]!);
      const multiplier = WHEEL_TABLES[`${segments}:${params.risk as PlinkoRisk}`]![segment]!;
      return { multiplier, outcome: { segment, win: multiplier > 0 } };
    }
  }
}

// Step games --------------------------------------------------------------------------------------------

/** A step game's state: the whole outcome drawn at the start (secret while open) and the moves made. */
export type StepState =
  | { game: 'mines'; mines: number[]; revealed: number[]; hit: number | null }
  | { game: 'tower'; bombs: number[][]; picks: number[]; hit: number | null }
  | {
      game: 'hilo';
      cards: number[];
      position: number;
      guesses: { guess: string; card: number; won: boolean }[];
      /** the chance of the won guesses so far, multiplied (1 before the first) */
      chance?: number;
      /** rounds started before the chance was kept: the product of 0.99 / chance per guess */
      product?: number;
    };

/** A step round as stored: its state and the cent float its cash-out uses (secret like the rest while open). */
export type StoredStep = StepState & { cent?: number };

export function startStep(game: StepGame, params: Params, floats: readonly number[]): StoredStep {
  const own = floats.slice(0, outcomeFloats(game, params));
  const cent = floats[own.length]!;
  if (game === 'mines') return { game, mines: minePositions(params.mines as number, own), revealed: [], hit: null, cent };
  if (game === 'tower') return { game, bombs: towerBombs(params.mode as TowerMode, own), picks: [], hit: null, cent };
  return { game, cards: own.map((f) => hiloCard(f).index), position: 0, guesses: [], chance: 1, cent };
}

/** The chance of a hi-lo round's won guesses so far (from the old product for rounds started before). */
function hiloChanceSoFar(state: Extract<StepState, { game: 'hilo' }>): number {
  if (state.chance !== undefined) return state.chance;
  const wins = state.guesses.filter((g) => g.won && g.guess !== 'skip').length;
  return (0.99 ** wins) / (state.product ?? 1);
}

/** The steps won so far: a cash-out needs at least one. */
export function stepsOf(state: StepState): number {
  if (state.game === 'mines') return state.revealed.length;
  if (state.game === 'tower') return state.picks.length;
  return state.guesses.filter((g) => g.won && g.guess !== 'skip').length;
}

/** What a cash-out pays now (before the merchant's payout cap). */
export function stepMultiplier(state: StepState, params: Params): number {
  if (state.game === 'mines') return minesMultiplier(params.mines as number, state.revealed.length);
  if (state.game === 'tower') return towerMultiplier(params.mode as TowerMode, state.picks.length);
  return stepsOf(state) === 0 ? 1 : hiloMultiplier(hiloChanceSoFar(state));
}

/**
 * What the round would pay if this move wins (null: the move cannot change it, a hi-lo skip). A move whose
 * win would pass the payout cap is refused before it is made, so a win is never cut.
 */
export function multiplierIfWon(state: StepState, params: Params, action: Record<string, unknown>): number | null {
  if (state.game === 'mines') return minesMultiplier(params.mines as number, state.revealed.length + 1);
  if (state.game === 'tower') return towerMultiplier(params.mode as TowerMode, state.picks.length + 1);
  const guess = action.guess as 'higher' | 'lower' | 'skip';
  if (guess === 'skip') return null;
  const rank = (state.cards[state.position]! % 13) + 1;
  return hiloMultiplier(hiloChanceSoFar(state) * hiloChance(rank, guess));
}


export interface StepMove {
  state: StepState;
  /** lost: the round ends with nothing; complete: nothing is left to play, the round cashes out */
  result: 'continue' | 'lost' | 'complete';
}

export function actStep(state: StepState, params: Params, action: Record<string, unknown>): StepMove {
  if (state.game === 'mines') {
    const tile = action.tile as number;
    if (state.revealed.includes(tile)) throw invalid('This tile is already revealed.');
    if (state.mines.includes(tile)) return { state: { ...state, hit: tile }, result: 'lost' };
    const revealed = [...state.revealed, tile];
    const complete = revealed.length === MINES_TILES - state.mines.length;
    return { state: { ...state, revealed }, result: complete ? 'complete' : 'continue' };
  }
  if (state.game === 'tower') {
    const tile = action.tile as number;
    const { tiles } = TOWER_MODES[params.mode as TowerMode];
    if (tile >= tiles) throw invalid(`This level has ${tiles} tiles.`);
    const level = state.picks.length;
    if (state.bombs[level]!.includes(tile)) return { state: { ...state, hit: tile }, result: 'lost' };
    const picks = [...state.picks, tile];
    return { state: { ...state, picks }, result: picks.length === TOWER_LEVELS ? 'complete' : 'continue' };
  }
  const guess = action.guess as 'higher' | 'lower' | 'skip';
  const current = cardView(state.cards[state.position]!);
  const nextIndex = state.position + 1;
  if (nextIndex >= state.cards.length) throw invalid('No cards are left.');
  const next = state.cards[nextIndex]!;
  if (guess === 'skip') {
    // The last card must stay for a guess.
    if (nextIndex >= state.cards.length - 1) throw invalid('No more cards can be skipped.');
    return { state: { ...state, position: nextIndex, guesses: [...state.guesses, { guess, card: next, won: true }] }, result: 'continue' };
  }
  if (!hiloOffered(current.rank, guess)) {
    throw invalid(guess === 'higher' ? 'Every card is an ace or higher: guess lower or same, or skip the card.' : 'Every card is a king or lower: guess higher or same, or skip the card.');
  }
  const nextRank = (next % 13) + 1;
  const won = hiloWins(current.rank, nextRank, guess);
  const guesses = [...state.guesses, { guess, card: next, won }];
  if (!won) return { state: { ...state, position: nextIndex, guesses }, result: 'lost' };
  const { product: _old, ...rest } = state;
  const moved: StepState = { ...rest, position: nextIndex, guesses, chance: hiloChanceSoFar(state) * hiloChance(current.rank, guess) };
  return { state: moved, result: nextIndex >= state.cards.length - 1 ? 'complete' : 'continue' };
}

/** What the player may see of a step game: everything once it is over, the moves only while it is open. */
export function publicOutcome(state: StepState, open: boolean): Record<string, unknown> {
  if (state.game === 'mines') {
    return open ? { revealed: state.revealed } : { revealed: state.revealed, mines: state.mines, hit: state.hit };
  }
  if (state.game === 'tower') {
    return open ? { picks: state.picks, level: state.picks.length } : { picks: state.picks, level: state.picks.length, bombs: state.bombs, hit: state.hit };
  }
  const shown = state.cards.slice(0, state.position + 1).map(cardView);
  // the chance of the guesses won so far: the screen shows what each next guess would pay
  const seen = { cards: shown, guesses: state.guesses.map((g) => g.guess), position: state.position, chance: hiloChanceSoFar(state) };
  return open ? seen : { ...seen, deck: state.cards };
}

/** The card hiloCard drew, from its index: rank 1 (ace) to 13 (king), suit 0..3. */
function cardView(index: number): { index: number; rank: number; suit: number } {
  return { index, rank: (index % 13) + 1, suit: Math.floor(index / 13) };
}
