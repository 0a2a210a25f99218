/** The operator console's money routes beside MONEY_OPS_PATHS (all under the /ops scope). */
export const CONSOLE_MONEY_PATHS = {
  /** what an approver looks at before paying a withdrawal out: the player's balance, deposits, wagering, past withdrawals */
  withdrawalReview: '/ops/withdrawals/:orderNo/review',
  /** deposits, withdrawals, GGR, bonus cost and NGR per merchant and day, totals per currency */
  financeReport: '/ops/reports/finance',
} as const;
