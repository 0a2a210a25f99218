import { settleHandicap, settleTotal } from '@lobby/contract/rules';

/**
 * The local feed's arithmetic: seeded randomness (a pure function of a key, so any moment of any event can be
 * recomputed without replaying what came before) and the probability models its prices come from.
 */

// ---------------------------------------------------------------------------------------------------------
// randomness
// ---------------------------------------------------------------------------------------------------------

/** A 32-bit hash of a string (two multiplicative lanes folded together). */
export function hash32(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ (h2 >>> 1)) >>> 0;
}

/** Mixes numbers into a 32-bit hash (murmur3's finaliser after each). */
export function mix(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const p of parts) {
    h = Math.imul(h ^ (p | 0), 0x85ebca6b);
    h ^= h >>> 13;
    h = Math.imul(h, 0xc2b2ae35);
    h ^= h >>> 16;
  }
  return h >>> 0;
}

/** A number in [0, 1) from a hash. */
export const unit = (h: number): number => h / 4294967296;

/** A rough standard normal from a key (three uniforms summed: cheap, bounded at ±3). */
export function noise(key: number, a: number, b: number): number {
  return (unit(mix(key, a, b, 1)) + unit(mix(key, a, b, 2)) + unit(mix(key, a, b, 3)) - 1.5) * 2;
}

/** A seeded generator (mulberry32). */
export class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor((hi - lo + 1) * this.next());
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  normal(mean = 0, sd = 1): number {
    const u = Math.max(1e-12, this.next());
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
}

export const rngFor = (seed: string, key: string): Rng => new Rng(hash32(`${seed}|${key}`));

// ---------------------------------------------------------------------------------------------------------
// distributions
// ---------------------------------------------------------------------------------------------------------

export const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x));
export const logit = (p: number): number => Math.log(p / (1 - p));

/** The standard normal distribution function (Zelen and Severo, error below 1e-7). */
export function normCdf(x: number): number {
  if (x < -8) return 0;
  if (x > 8) return 1;
  const t = 1 / (1 + 0.2316419 * Math.abs(x));
  const d = 0.3989422804014327 * Math.exp((-x * x) / 2);
  const p = d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
  return x > 0 ? 1 - p : p;
}

/** Poisson probabilities of 0..max, the tail folded into max. */
export function poisson(lambda: number, max: number): number[] {
  const out = new Array<number>(max + 1).fill(0);
  let p = Math.exp(-lambda);
  let sum = 0;
  for (let k = 0; k < max; k++) {
    out[k] = p;
    sum += p;
    p = (p * lambda) / (k + 1);
  }
  out[max] = Math.max(0, 1 - sum);
  return out;
}

/** A discrete distribution over whole numbers from `lo`. */
export interface IntDist {
  lo: number;
  p: number[];
}

/** A rounded normal distribution over whole numbers (±5 sd), or a point when sd is 0. */
export function roundedNormal(mean: number, sd: number): IntDist {
  if (sd < 1e-6) return { lo: Math.round(mean), p: [1] };
  const lo = Math.floor(mean - 5 * sd);
  const hi = Math.ceil(mean + 5 * sd);
  const p: number[] = [];
  let prev = normCdf((lo - 0.5 - mean) / sd);
  for (let k = lo; k <= hi; k++) {
    const c = normCdf((k + 0.5 - mean) / sd);
    p.push(c - prev);
    prev = c;
  }
  const sum = p.reduce((a, b) => a + b, 0);
  return { lo, p: p.map((x) => x / sum) };
}

// ---------------------------------------------------------------------------------------------------------
// markets from distributions
// ---------------------------------------------------------------------------------------------------------

/**
 * Fair probabilities of a handicap's two sides (home, away) from the distribution of the home side's margin:
 * a half win counts half, a push nothing, so that a price of 1/p returns exactly the stake on average.
 */
export function handicapProbs(margins: Map<number, number>, lineQ: number): [number, number] {
  let home = 0;
  let away = 0;
  for (const [d, p] of margins) {
    const r = settleHandicap(d, lineQ);
    if (r === 'win') home += p;
    else if (r === 'half_win') home += p / 2;
    else if (r === 'half_lose') away += p / 2;
    else if (r === 'lose') away += p;
  }
  return home + away > 0 ? [home / (home + away), away / (home + away)] : [0.5, 0.5];
}

/** Fair probabilities of over and under a line from the distribution of the total. */
export function totalProbs(totals: Map<number, number>, lineQ: number): [number, number] {
  let over = 0;
  let under = 0;
  for (const [t, p] of totals) {
    const r = settleTotal(t, lineQ, 'over');
    if (r === 'win') over += p;
    else if (r === 'half_win') over += p / 2;
    else if (r === 'half_lose') under += p / 2;
    else if (r === 'lose') under += p;
  }
  return over + under > 0 ? [over / (over + under), under / (over + under)] : [0.5, 0.5];
}

/** The line (in quarters, with the given step and parity) whose two sides come closest to even. */
export function balancedLine(dist: Map<number, number>, kind: 'handicap' | 'total', candidates: number[]): number {
  // the even line lies near the mean (minus the mean margin for a handicap): try the six candidates closest to it
  let mean = 0;
  for (const [x, p] of dist) mean += x * p;
  const centre = (kind === 'handicap' ? -mean : mean) * 4;
  const near = [...candidates].sort((a, b) => Math.abs(a - centre) - Math.abs(b - centre) || a - b).slice(0, 6).sort((a, b) => a - b);
  let best = near[0]!;
  let bestGap = Infinity;
  for (const q of near) {
    const [a] = kind === 'handicap' ? handicapProbs(dist, q) : totalProbs(dist, q);
    const gap = Math.abs(a - 0.5);
    if (gap < bestGap - 1e-12) {
      best = q;
      bestGap = gap;
    }
  }
  return best;
}

export function addTo(map: Map<number, number>, key: number, p: number): void {
  map.set(key, (map.get(key) ?? 0) + p);
}

/**
 * Dead-heat fair shares of "which is highest" among independent whole-number distributions: each one's chance
 * of being the highest, a tie of n counting 1/n, so the shares sum to 1.
 */
export function highestShares(dists: IntDist[]): number[] {
  const lo = Math.min(...dists.map((d) => d.lo));
  const hi = Math.max(...dists.map((d) => d.lo + d.p.length - 1));
  const at = (d: IntDist, k: number): number => (k < d.lo || k >= d.lo + d.p.length ? 0 : d.p[k - d.lo]!);
  const n = dists.length;
  const below = new Float64Array(n);
  const shares = new Float64Array(n);
  const level = new Float64Array(n);
  const poly = new Float64Array(n + 1);
  for (let k = lo; k <= hi; k++) {
    for (let i = 0; i < n; i++) level[i] = at(dists[i]!, k);
    for (let i = 0; i < n; i++) {
      const pi = level[i]!;
      if (pi === 0) continue;
      // the others: each below k (a) or level at k (b); the share is the mean of 1/(1 + ties)
      poly.fill(0);
      poly[0] = 1;
      let len = 1;
      for (let j = 0; j < n; j++) {
        if (j === i) continue;
        const a = below[j]!;
        const b = level[j]!;
        for (let t = len; t >= 0; t--) poly[t] = poly[t]! * a + (t > 0 ? poly[t - 1]! * b : 0);
        len++;
      }
      let s = 0;
      for (let t = 0; t < len; t++) s += poly[t]! / (t + 1);
      shares[i]! += pi * s;
    }
    for (let i = 0; i < n; i++) below[i]! += level[i]!;
  }
  const sum = shares.reduce((a, b) => a + b, 0);
  return Array.from(shares, (s) => s / sum);
}

// ---------------------------------------------------------------------------------------------------------
// probabilities as the feed sends them
// ---------------------------------------------------------------------------------------------------------

export const MIN_PROBABILITY = 0.001;

/**
 * A market's probabilities as sent: normalised, none below 0.001 (so none above 0.999), in millionths, the
 * rounding left on the largest so they sum to 1.
 */
export function finishProbs(raw: number[]): number[] {
  let ps = raw.map((p) => (Number.isFinite(p) && p > 0 ? p : 0));
  let sum = ps.reduce((a, b) => a + b, 0);
  if (!(sum > 0)) ps = ps.map(() => 1);
  sum = ps.reduce((a, b) => a + b, 0);
  ps = ps.map((p) => p / sum);
  for (let round = 0; round < 4; round++) {
    const low = ps.filter((p) => p < MIN_PROBABILITY).length;
    if (low === 0) break;
    const rest = ps.filter((p) => p >= MIN_PROBABILITY).reduce((a, b) => a + b, 0);
    const scale = (1 - low * MIN_PROBABILITY) / rest;
    ps = ps.map((p) => (p < MIN_PROBABILITY ? MIN_PROBABILITY : p * scale));
  }
  const micro = ps.map((p) => Math.max(1000, Math.round(p * 1e6)));
  const total = micro.reduce((a, b) => a + b, 0);
  let maxAt = 0;
  for (let i = 1; i < micro.length; i++) if (micro[i]! > micro[maxAt]!) maxAt = i;
  micro[maxAt]! += 1_000_000 - total;
  return micro.map((m) => m / 1e6);
}

/** A market's probabilities moved by a trader: each selection's odds leaned by exp(lean), then renormalised. */
export function lean(ps: number[], leans: number[]): number[] {
  const out = ps.map((p, i) => p * Math.exp(leans[i] ?? 0));
  const sum = out.reduce((a, b) => a + b, 0);
  return out.map((p) => p / sum);
}
