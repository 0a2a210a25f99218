import {
  crashRoundPoint,
  crashSaltMatchesBeacon,
  fairFloats,
  fairOutcome,
  outcomeFloats,
  sha256Hex,
  type FairSeeds,
  type OriginalGame,
} from '@lobby/contract/rules';
import type { CrashChain } from './api/crash';

/**
 * Recomputes a round's outcome in the browser from its seeds with the contract's own fair functions: the
 * same code the server settled with, so a match proves the outcome was fixed by the committed seeds.
 */
export async function recomputeOutcome(game: OriginalGame, seeds: FairSeeds, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  if (game === 'crash') throw new Error('crash rounds are verified by their hash');
  return fairOutcome(game, await fairFloats(seeds, outcomeFloats(game, params)), params);
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

export interface CommitmentCheck {
  /** seconds from the commitment to the beacon round's publication; null for a chain from before beacons */
  leadSeconds: number | null;
  /** the salt is the round's randomness (the SHA-256 of its signature); null while the round is not out */
  saltMatches: boolean | null;
}

/**
 * What the browser can check of a crash chain's commitment: that its beacon round was announced before it
 * came out (a salt nobody knew when the seed was chosen), and that the salt is that round's randomness.
 */
export async function checkCommitment(chain: Pick<CrashChain, 'committedAt' | 'salt' | 'beacon'>): Promise<CommitmentCheck> {
  const beacon = chain.beacon;
  if (!beacon) return { leadSeconds: null, saltMatches: null };
  const leadSeconds = Math.floor((beacon.roundAt - chain.committedAt) / 1000);
  const saltMatches = chain.salt !== null && beacon.signature !== null ? await crashSaltMatchesBeacon(chain.salt, beacon.signature) : null;
  return { leadSeconds, saltMatches };
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
