import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/** Query keys of VIP levels, rewards and tasks; the member's under the account root (dropped on logout). */
export const rewardKeys = {
  vipLevels: (member: boolean) => (member ? ([ACCOUNT_QUERY_ROOT, 'vip', 'levels'] as const) : (['vip', 'levels'] as const)),
  all: [ACCOUNT_QUERY_ROOT, 'rewards'] as const,
  center: [ACCOUNT_QUERY_ROOT, 'rewards', 'center'] as const,
  history: [ACCOUNT_QUERY_ROOT, 'rewards', 'history'] as const,
  tasks: [ACCOUNT_QUERY_ROOT, 'rewards', 'tasks'] as const,
};
