/**
 * The referral programme behind the Invite tab: the merchant's offer (public: visitors see it too), and a
 * real member's own invitation code, link, counts and rewards.
 */
export const REFERRAL_PATHS = {
  program: '/wps/referral/program',
  summary: '/wps/referral/summary',
  rewards: '/wps/referral/rewards',
} as const;
