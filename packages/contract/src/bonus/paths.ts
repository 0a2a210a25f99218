/** Bonus campaigns: the player's bonuses, offers and codes (/wps), and the operators' campaigns (/ops). */
export const BONUS_PATHS = {
  bonuses: '/wps/member/bonuses',
  offers: '/wps/member/bonus-offers',
  claim: '/wps/member/bonus-offers/:id/claim',
  codes: '/wps/member/bonus-codes',
} as const;

export const BONUS_OPS_PATHS = {
  campaigns: '/ops/bonus/campaigns',
  campaign: '/ops/bonus/campaigns/:id',
  status: '/ops/bonus/campaigns/:id/status',
  codes: '/ops/bonus/campaigns/:id/codes',
  grants: '/ops/bonus/grants',
  forfeit: '/ops/bonus/grants/:id/forfeit',
  report: '/ops/bonus/report',
} as const;
