import { createHash, createHmac } from 'node:crypto';
import { THOUSANDS_CURRENCIES } from '../math.ts';

/**
 * The fishing game's math. Every shot is one bet of the cannon stake on the fish its bullet reached; the
 * server draws the catch with probability p = RTP / multiplier, so a shot's expected return is the declared
 * RTP whatever fish the player aims at (p x multiplier = RTP for every fish), and a catch pays
 * stake x multiplier. Multipliers are whole numbers, so every payout is a whole number of cents (the
 * floor-to-the-cent rule never has anything to cut).
 *
 * Exactness: a shot draws a uniform integer in [0, DRAW_SPACE) and catches below catchesOf(multiplier).
 * DRAW_SPACE = 120,000 = 100 x lcm(every multiplier) and the RTP is a whole number of basis points, so
 * catchesOf(m) = RTP_BP x (DRAW_SPACE / 10,000) / m is an integer and p x m = RTP holds exactly, in integers
 * (the tests check it for every fish). The uniform integer comes from the provably fair HMAC by rejection
 * (4 bytes a try, the few values at the top of 2^32 that would bias the modulo skipped), so it is exact too.
 */

/** The declared return to player, in basis points (96.00%). */
export const FISH_RTP_BP = 9_600;
export const FISH_RTP = FISH_RTP_BP / 10_000;
/** The draw's space: 100 x lcm of the multipliers (1,200). */
export const DRAW_SPACE = 120_000;

export type FishSize = 'small' | 'medium' | 'big' | 'boss';

export interface Species {
  /** index in FISH_SPECIES, what the scene and the page use */
  id: number;
  name: string;
  size: FishSize;
  multiplier: number;
  /** hit radius in scene units (the scene is 720 x 1280) */
  radius: number;
  /** swimming speed, scene units a second */
  speed: number;
  /** share of the spawns, out of SPAWN_WEIGHT_TOTAL */
  weight: number;
  /** body and fin colours the page draws the fish with */
  colors: [string, string, string];
}

/** The paytable: small fish 2x-5x, medium 8x-20x, big 30x-100x, the boss 300x. */
export const FISH_SPECIES: readonly Species[] = [
  { id: 0, name: 'Clownfish', size: 'small', multiplier: 2, radius: 30, speed: 150, weight: 180, colors: ['#FB923C', '#FFFFFF', '#1F2937'] },
  { id: 1, name: 'Neon Tetra', size: 'small', multiplier: 3, radius: 28, speed: 165, weight: 160, colors: ['#22D3EE', '#F43F5E', '#0E7490'] },
  { id: 2, name: 'Pufferfish', size: 'small', multiplier: 4, radius: 34, speed: 120, weight: 130, colors: ['#FDE047', '#F59E0B', '#78350F'] },
  { id: 3, name: 'Angelfish', size: 'small', multiplier: 5, radius: 34, speed: 130, weight: 110, colors: ['#A78BFA', '#FDE68A', '#4C1D95'] },
  { id: 4, name: 'Lionfish', size: 'medium', multiplier: 8, radius: 46, speed: 105, weight: 80, colors: ['#EF4444', '#FEF2F2', '#7F1D1D'] },
  { id: 5, name: 'Sea Turtle', size: 'medium', multiplier: 10, radius: 52, speed: 90, weight: 70, colors: ['#22C55E', '#A16207', '#14532D'] },
  { id: 6, name: 'Octopus', size: 'medium', multiplier: 15, radius: 54, speed: 85, weight: 55, colors: ['#EC4899', '#FBCFE8', '#831843'] },
  { id: 7, name: 'Manta Ray', size: 'medium', multiplier: 20, radius: 60, speed: 95, weight: 45, colors: ['#475569', '#E2E8F0', '#0F172A'] },
  { id: 8, name: 'Hammerhead', size: 'big', multiplier: 30, radius: 74, speed: 75, weight: 25, colors: ['#64748B', '#CBD5E1', '#1E293B'] },
  { id: 9, name: 'Swordfish', size: 'big', multiplier: 50, radius: 78, speed: 85, weight: 18, colors: ['#2563EB', '#BFDBFE', '#1E3A8A'] },
  { id: 10, name: 'Blue Whale', size: 'big', multiplier: 80, radius: 96, speed: 55, weight: 12, colors: ['#1D4ED8', '#93C5FD', '#172554'] },
  { id: 11, name: 'Golden Shark', size: 'big', multiplier: 100, radius: 90, speed: 65, weight: 10, colors: ['#F59E0B', '#FEF3C7', '#78350F'] },
  { id: 12, name: 'Dragon King', size: 'boss', multiplier: 300, radius: 130, speed: 45, weight: 5, colors: ['#DC2626', '#FCD34D', '#450A0A'] },
];

export const SPAWN_WEIGHT_TOTAL = FISH_SPECIES.reduce((s, f) => s + f.weight, 0);

/** How many of the DRAW_SPACE draws catch a fish of this multiplier. */
export function catchesOf(multiplier: number): number {
  const n = (FISH_RTP_BP * (DRAW_SPACE / 10_000)) / multiplier;
  if (!Number.isInteger(n)) throw new RangeError(`multiplier ${multiplier} does not divide the draw space`);
  return n;
}

/** The catch probability of a fish (RTP / multiplier). */
export function catchProbability(multiplier: number): number {
  return catchesOf(multiplier) / DRAW_SPACE;
}

/** A catch's payout in cents: stake x multiplier, floored to the cent (whole already: multipliers are whole). */
export function payoutCents(stakeCents: number, multiplier: number): number {
  return Math.floor(stakeCents * multiplier);
}

/** The cannon stakes per currency, in cents (a dong or a rupiah stake is a thousand times the peso's). */
export function cannonStakesFor(currency: string): number[] {
  const base = [10, 20, 50, 100, 200, 500, 1_000];
  return THOUSANDS_CURRENCIES.has(currency) ? base.map((c) => c * 1_000) : base;
}

/** The seeds a shot is drawn from: the room's server seed (secret until rotated), the player's seed, the shot's nonce. */
export interface ShotSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export function seedHash(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

const LIMIT = 2 ** 32 - (2 ** 32 % DRAW_SPACE);

/**
 * A shot's draw in [0, DRAW_SPACE): HMAC-SHA256(key = server seed, message = "clientSeed:nonce:cursor"),
 * read 4 bytes at a time as a big-endian unsigned integer u; the first u below LIMIT (the largest multiple of
 * DRAW_SPACE not above 2^32) gives u mod DRAW_SPACE; the cursor moves on after eight tries.
 */
export function shotDraw(seeds: ShotSeeds): number {
  for (let cursor = 0; ; cursor++) {
    const bytes = createHmac('sha256', seeds.serverSeed).update(`${seeds.clientSeed}:${seeds.nonce}:${cursor}`).digest();
    for (let i = 0; i < 32; i += 4) {
      const u = bytes.readUInt32BE(i);
      if (u < LIMIT) return u % DRAW_SPACE;
    }
  }
}

/** Whether a draw catches a fish of this multiplier. */
export function catches(draw: number, multiplier: number): boolean {
  return draw < catchesOf(multiplier);
}
