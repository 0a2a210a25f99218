/**
 * Jackpot counter rules. The figure is decorative: it starts at a random value between the
 * variant's minimum and maximum and grows by a random 10,000-50,000 every 3, 4 or 5 seconds.
 */
export interface JackpotVariant {
  min: number;
  max: number;
  decimals: number;
  /** digit height in design px (rem = px / 100) */
  digitHeight: number;
}

export const JACKPOT_VARIANTS = {
  default: { min: 1.2e9, max: 1.3e9, decimals: 2, digitHeight: 62 },
  home: { min: 230_179_473, max: 1e9, decimals: 0, digitHeight: 62 },
} as const satisfies Record<string, JackpotVariant>;

export type JackpotVariantName = keyof typeof JACKPOT_VARIANTS;

export const JACKPOT_INTERVALS_MS = [3000, 4000, 5000] as const;
export const JACKPOT_INCREMENT = { min: 10_000, max: 50_000 } as const;

type Random = () => number;

/** A start value in [min, max], rounded to the variant's decimals. */
export function jackpotStart(variant: JackpotVariant, random: Random = Math.random): number {
  return roundTo(variant.min + random() * (variant.max - variant.min), variant.decimals);
}

/** One growth step: 10,000 to 50,000 (with cents when the variant shows decimals). */
export function jackpotIncrement(variant: JackpotVariant, random: Random = Math.random): number {
  const { min, max } = JACKPOT_INCREMENT;
  return roundTo(min + random() * (max - min), variant.decimals);
}

/** The wait before the next step: 3000, 4000 or 5000 ms. */
export function jackpotInterval(random: Random = Math.random): number {
  const index = Math.min(JACKPOT_INTERVALS_MS.length - 1, Math.floor(random() * JACKPOT_INTERVALS_MS.length));
  return JACKPOT_INTERVALS_MS[index] ?? JACKPOT_INTERVALS_MS[0];
}

function roundTo(value: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}
