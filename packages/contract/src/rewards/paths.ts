/** VIP levels, the reward centre (/m/rewardCenter) and the daily and weekly tasks (/m/customerTask). */
export const REWARD_PATHS = {
  /** public: every level with its requirement and benefits; a member's own standing when signed in */
  vipLevels: '/wps/vip/levels',
  rewardCenter: '/wps/rewards/center',
  rewardClaim: '/wps/rewards/claim',
  rewardHistory: '/wps/rewards/history',
  tasks: '/wps/tasks',
  taskClaim: '/wps/tasks/claim',
} as const;
