import { randomInt } from 'node:crypto';

/**
 * Quick Spin, the demo vendor's game for slot tiles: one spin picks a multiplier of the stake. The table is
 * the whole math: weights out of 10,000, RTP = sum(weight x multiplier) / 10,000 = 96.00%.
 */
export const QUICK_SPIN_TABLE: ReadonlyArray<{ multiplier: number; weight: number }> = [
  { multiplier: 0, weight: 5634 },
  { multiplier: 0.5, weight: 1500 },
  { multiplier: 1, weight: 1200 },
  { multiplier: 2, weight: 1000 },
  { multiplier: 5, weight: 400 },
  { multiplier: 10, weight: 200 },
  { multiplier: 25, weight: 66 },
];

export const QUICK_SPIN_RTP = QUICK_SPIN_TABLE.reduce((s, r) => s + r.weight * r.multiplier, 0) / 10_000;

/** A multiplier for a draw in [0, 10000). */
export function multiplierFor(draw: number): number {
  let left = draw;
  for (const row of QUICK_SPIN_TABLE) {
    if (left < row.weight) return row.multiplier;
    left -= row.weight;
  }
  return 0;
}

export function spin(): number {
  return multiplierFor(randomInt(10_000));
}

/** Currencies whose smallest sensible stake is a thousand units (a dong or a rupiah is worth too little to bet). */
export const THOUSANDS_CURRENCIES: ReadonlySet<string> = new Set(['VND', 'IDR']);

/** Stakes offered per currency, in cents. */
export function stakesFor(currency: string): number[] {
  return THOUSANDS_CURRENCIES.has(currency) ? [100_000, 500_000, 1_000_000, 5_000_000, 10_000_000] : [100, 500, 1_000, 5_000, 10_000];
}
