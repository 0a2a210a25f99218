/** The operator console's players, cashier and dashboard routes (all under the /ops scope). */
export const CONSOLE_PLAYERS_PATHS = {
  dashboard: '/ops/dashboard',
  members: '/ops/members',
  member: '/ops/members/:account',
  memberRounds: '/ops/members/:account/rounds',
  memberDeposits: '/ops/members/:account/deposits',
  memberWithdrawals: '/ops/members/:account/withdrawals',
  memberSessions: '/ops/members/:account/sessions',
  memberSession: '/ops/members/:account/sessions/:id',
  memberLogins: '/ops/members/:account/logins',
  memberNotes: '/ops/members/:account/notes',
  memberStatus: '/ops/members/:account/status',
  adjustmentsQueue: '/ops/adjustments',
  approveAdjustment: '/ops/adjustments/:id/approve',
} as const;
