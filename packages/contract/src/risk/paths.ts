/** Risk: the flags a player's facts raise, operators' tags, and the review that holds withdrawals (/ops). */
export const RISK_OPS_PATHS = {
  member: '/ops/members/:account/risk',
  review: '/ops/members/:account/risk/review',
  tags: '/ops/members/:account/risk/tags',
  reviews: '/ops/risk/reviews',
} as const;
