/**
 * How the jackpot counter draws the merchant's progressive pool: the figure is always the real pool (GET
 * /lgw/jackpot, on the ledger), never one of the app's own; a variant only sets its decimals and digit size.
 */
export interface JackpotVariant {
  decimals: number;
  /** digit height in design px (rem = px / 100) */
  digitHeight: number;
}

export const JACKPOT_VARIANTS = {
  default: { decimals: 2, digitHeight: 62 },
  home: { decimals: 0, digitHeight: 62 },
} as const satisfies Record<string, JackpotVariant>;

export type JackpotVariantName = keyof typeof JACKPOT_VARIANTS;
