import {
  coinSide,
  crashRoundPoint,
  diceRoll,
  fairFloats,
  HILO_MAX_CARDS,
  hiloCard,
  kenoDraw,
  KENO_DRAWN,
  limboResult,
  minePositions,
  plinkoPath,
  sha256Hex,
  towerBombs,
  towerFloatsNeeded,
  wheelSegment,
  type FairSeeds,
  type OriginalGame,
  type PlinkoRows,
  type TowerMode,
  type WheelSegments,
} from '@lobby/contract/rules';

/**
 * Recomputes a round's outcome in the browser from its seeds with the contract's own fair functions: the
 * same code the server settled with, so a match proves the outcome was fixed by the committed seeds.
 */
export async function recomputeOutcome(game: OriginalGame, seeds: FairSeeds, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  switch (game) {
    case 'dice':
      return { roll: diceRoll((await fairFloats(seeds, 1))[0]!) };
    case 'limbo':
      return { result: limboResult((await fairFloats(seeds, 1))[0]!) };
    case 'coinflip':
      return { side: coinSide((await fairFloats(seeds, 1))[0]!) };
    case 'keno':
      return { drawn: kenoDraw(await fairFloats(seeds, KENO_DRAWN)) };
    case 'plinko': {
      const rows = Number(params.rows) as PlinkoRows;
      return plinkoPath(rows, await fairFloats(seeds, rows));
    }
    case 'wheel':
      return { segment: wheelSegment(Number(params.segments) as WheelSegments, (await fairFloats(seeds, 1))[0]!) };
    case 'mines': {
      const mines = Number(params.mines);
      return { mines: minePositions(mines, await fairFloats(seeds, mines)) };
    }
    case 'tower': {
      const mode = String(params.mode) as TowerMode;
      return { bombs: towerBombs(mode, await fairFloats(seeds, towerFloatsNeeded(mode))) };
    }
    case 'hilo':
      return { cards: (await fairFloats(seeds, HILO_MAX_CARDS)).map((f) => hiloCard(f).index) };
    case 'crash':
      throw new Error('crash rounds are verified by their hash');
  }
}

function cardIndex(v: unknown): number | null {
  if (typeof v === 'number') return v;
  if (v && typeof v === 'object') {
    const c = v as { index?: unknown; rank?: unknown; suit?: unknown };
    if (typeof c.index === 'number') return c.index;
    if (typeof c.rank === 'number' && typeof c.suit === 'number') return c.suit * 13 + c.rank - 1;
  }
  return null;
}

function same(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' && typeof b === 'number') return Math.abs(a - b) < 1e-9;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Whether the recomputed outcome is the one the round recorded: each recomputed field must equal the field
 * of the same name (hi-lo: the cards dealt so far are the start of the recomputed shoe).
 */
export function outcomeMatches(game: OriginalGame, computed: Record<string, unknown>, recorded: Record<string, unknown>): boolean {
  return Object.entries(computed).every(([key, value]) => {
    if (!(key in recorded)) return false;
    const got = recorded[key];
    if (game === 'hilo' && key === 'cards' && Array.isArray(got) && Array.isArray(value)) {
      return got.length > 0 && got.every((c, i) => cardIndex(c) === value[i]);
    }
    return same(value, got);
  });
}

export interface SeedCheck {
  hashMatches: boolean;
  computed: Record<string, unknown>;
  matches: boolean;
}

/** The whole check of a revealed round: the seed is the committed one, and the outcome follows from it. */
export async function verifyRound(input: {
  game: OriginalGame;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  params: Record<string, unknown>;
  outcome: Record<string, unknown>;
}): Promise<SeedCheck> {
  const hashMatches = (await sha256Hex(input.serverSeed)) === input.serverSeedHash.toLowerCase();
  const computed = await recomputeOutcome(input.game, input, input.params);
  return { hashMatches, computed, matches: outcomeMatches(input.game, computed, input.outcome) };
}

/** The crash point a round hash gives: the contract's rule (HMAC of the chain's salt keyed by the hash). */
export async function crashPointOf(hash: string, salt: string): Promise<number> {
  return crashRoundPoint(hash, salt);
}

/**
 * Walks a crash hash forward by repeated SHA-256 until it reaches the chain's terminal hash: found after
 * `steps` hashes, or null within `max`.
 */
export async function walkChain(hash: string, terminal: string, max: number, onProgress?: (n: number) => void): Promise<number | null> {
  let h = hash.toLowerCase();
  const end = terminal.toLowerCase();
  for (let i = 0; i <= max; i++) {
    if (h === end) return i;
    h = await sha256Hex(h);
    if (onProgress && i % 2000 === 0) onProgress(i);
  }
  return null;
}

/** A params template per game, for the manual form. */
export const PARAMS_TEMPLATE: Record<Exclude<OriginalGame, 'crash'>, Record<string, unknown>> = {
  dice: { target: 50, direction: 'over' },
  limbo: { target: 2 },
  coinflip: { side: 'heads' },
  keno: { picks: [1, 2, 3] },
  plinko: { rows: 12, risk: 'medium' },
  wheel: { segments: 20, risk: 'medium' },
  mines: { mines: 3 },
  tower: { mode: 'medium' },
  hilo: {},
};
