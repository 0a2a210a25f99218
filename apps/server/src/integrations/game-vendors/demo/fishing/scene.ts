import { createHmac } from 'node:crypto';
import { FISH_SPECIES, SPAWN_WEIGHT_TOTAL } from './math.ts';
import type { Species } from './math.ts';

/**
 * A room's sea: fish spawn one every SPAWN_MS from the room's opening, fish k at epoch + k x SPAWN_MS, each
 * drawn from HMAC-SHA256(scene seed, "fish:k") (species by weight, the side it enters from, its path's
 * heights, its wobble), so the server knows where every fish of the room is at any moment without storing
 * them. A fish crosses the scene (720 x 1280 units, portrait) on a cubic Bézier from one side to the other
 * with a small vertical wobble; the page draws the same path from the same numbers (FISH_PATH_JS).
 */
export const SCENE_W = 720;
export const SCENE_H = 1280;
export const SPAWN_MS = 420;
/** How far (scene units) a reported hit may be from the fish's edge: the page's clock is only ever nearly the server's. */
export const HIT_SLACK = 36;
/** How old a hit may be (the answer travels, a slow phone queues) and how far ahead of the server's clock. */
export const HIT_PAST_MS = 5_000;
export const HIT_FUTURE_MS = 400;
/** Reduced motion: fish swim at this share of their speed. */
export const CALM_SPEED = 0.6;
const SWIM_TOP = 90;
const SWIM_BOTTOM = 1010;
const MAX_TURN = 500;
const MAX_RADIUS = Math.max(...FISH_SPECIES.map((s) => s.radius));

export interface Fish {
  id: number;
  species: number;
  /** server clock (ms) when it enters, and how long it takes to cross */
  spawnAt: number;
  duration: number;
  /** the Bézier's four points, [x0, y0, x1, y1, x2, y2, x3, y3] */
  path: number[];
  /** wobble: amplitude (units), cycles over the crossing, phase (radians) */
  wobble: [number, number, number];
}

export interface SceneSpec {
  seed: string;
  epoch: number;
  calm: boolean;
}

function floatsOf(seed: string, k: number): number[] {
  const bytes = createHmac('sha256', seed).update(`fish:${k}`).digest();
  const out: number[] = [];
  for (let i = 0; i < 32; i += 4) out.push(bytes.readUInt32BE(i) / 2 ** 32);
  return out;
}

function speciesFor(f: number): Species {
  let left = f * SPAWN_WEIGHT_TOTAL;
  for (const s of FISH_SPECIES) {
    if (left < s.weight) return s;
    left -= s.weight;
  }
  return FISH_SPECIES[0]!;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** Fish k of a scene (k >= 0). */
export function fishOf(scene: SceneSpec, k: number): Fish {
  const f = floatsOf(scene.seed, k);
  const species = speciesFor(f[0]!);
  const r = species.radius;
  const fromLeft = f[1]! < 0.5;
  const top = SWIM_TOP + Math.min(r, 120);
  const bottom = SWIM_BOTTOM - Math.min(r, 120);
  const clamp = (v: number) => round1(Math.min(bottom, Math.max(top, v)));
  // heights: a random start, then each point at most MAX_TURN / 2 above or below the one before
  const y0 = clamp(top + f[2]! * (bottom - top));
  const y1 = clamp(y0 + (f[4]! - 0.5) * MAX_TURN);
  const y2 = clamp(y1 + (f[5]! - 0.5) * MAX_TURN);
  const y3 = clamp(y2 + (f[3]! - 0.5) * MAX_TURN);
  const x0 = fromLeft ? -r - 10 : SCENE_W + r + 10;
  const x3 = fromLeft ? SCENE_W + r + 10 : -r - 10;
  const path = [x0, y0, round1(x0 + (x3 - x0) / 3), y1, round1(x0 + ((x3 - x0) * 2) / 3), y2, x3, y3];
  // the control polygon's length is near the curve's, enough to set a crossing time
  let length = 0;
  for (let i = 0; i < 6; i += 2) length += Math.hypot(path[i + 2]! - path[i]!, path[i + 3]! - path[i + 1]!);
  const speed = species.speed * (0.85 + 0.3 * f[7]!) * (scene.calm ? CALM_SPEED : 1);
  return {
    id: k,
    species: species.id,
    spawnAt: scene.epoch + k * SPAWN_MS,
    duration: Math.round((length / speed) * 1000),
    path,
    wobble: [round1(6 + 10 * f[6]!), 1 + Math.floor(f[6]! * 3), round1(f[1]! * 2 * Math.PI)],
  };
}

/**
 * Where a fish is at server time t (null before it enters or after it left): the Bézier at u = (t - spawnAt)
 * / duration, plus the wobble on y. The page runs this same function (FISH_PATH_JS below, the same formula).
 */
export function fishAt(fish: Fish, t: number): { x: number; y: number } | null {
  const u = (t - fish.spawnAt) / fish.duration;
  if (!(u >= 0 && u <= 1)) return null;
  const p = fish.path;
  const a = (1 - u) ** 3;
  const b = 3 * (1 - u) ** 2 * u;
  const c = 3 * (1 - u) * u * u;
  const d = u ** 3;
  const x = a * p[0]! + b * p[2]! + c * p[4]! + d * p[6]!;
  const y = a * p[1]! + b * p[3]! + c * p[5]! + d * p[7]! + fish.wobble[0] * Math.sin(2 * Math.PI * fish.wobble[1] * u + fish.wobble[2]);
  return { x, y };
}

/** The page's copy of fishAt (plain JavaScript, kept equal to it by a test). */
export const FISH_PATH_JS = `function fishAt(fish, t) {
  const u = (t - fish.spawnAt) / fish.duration;
  if (!(u >= 0 && u <= 1)) return null;
  const p = fish.path;
  const a = (1 - u) ** 3;
  const b = 3 * (1 - u) ** 2 * u;
  const c = 3 * (1 - u) * u * u;
  const d = u ** 3;
  const x = a * p[0] + b * p[2] + c * p[4] + d * p[6];
  const y = a * p[1] + b * p[3] + c * p[5] + d * p[7] + fish.wobble[0] * Math.sin(2 * Math.PI * fish.wobble[1] * u + fish.wobble[2]);
  return { x, y };
}`;

/**
 * A bound on the longest crossing (the slowest species at its slowest, calm): three control-polygon legs,
 * each at most a third of the widest crossing across and MAX_TURN up or down.
 */
const LONGEST_MS = Math.ceil(
  ((3 * Math.hypot((SCENE_W + 2 * MAX_RADIUS + 20) / 3, MAX_TURN)) * 1000) / (Math.min(...FISH_SPECIES.map((s) => s.speed)) * 0.85 * CALM_SPEED),
);

/** Every fish in the water at some moment of [from, to] (server clock). */
export function fishBetween(scene: SceneSpec, from: number, to: number): Fish[] {
  const first = Math.max(0, Math.floor((from - LONGEST_MS - scene.epoch) / SPAWN_MS));
  const last = Math.floor((to - scene.epoch) / SPAWN_MS);
  const out: Fish[] = [];
  for (let k = first; k <= last; k++) {
    const fish = fishOf(scene, k);
    if (fish.spawnAt + fish.duration >= from) out.push(fish);
  }
  return out;
}

export type HitRefusal = 'no-such-fish' | 'not-there' | 'out-of-scene' | 'stale';

/**
 * Whether fish k could have been hit at (x, y) at server time `at`, judged at server time `now`: the hit is
 * recent, inside the scene, the fish exists (spawned by then) and is in the water then, within its radius
 * (plus HIT_SLACK) of the point.
 */
export function judgeHit(scene: SceneSpec, k: number, x: number, y: number, at: number, now: number): { fish: Fish } | { refused: HitRefusal } {
  if (at < now - HIT_PAST_MS || at > now + HIT_FUTURE_MS || at < scene.epoch) return { refused: 'stale' };
  if (x < 0 || x > SCENE_W || y < 0 || y > SCENE_H) return { refused: 'out-of-scene' };
  if (k > Math.floor((Math.min(at, now) - scene.epoch) / SPAWN_MS)) return { refused: 'no-such-fish' };
  const fish = fishOf(scene, k);
  const pos = fishAt(fish, at);
  if (!pos) return { refused: 'not-there' };
  const radius = FISH_SPECIES[fish.species]!.radius;
  if (Math.hypot(pos.x - x, pos.y - y) > radius + HIT_SLACK) return { refused: 'not-there' };
  return { fish };
}
