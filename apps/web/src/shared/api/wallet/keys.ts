import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/**
 * Query keys of the member's money. Everything that shows a balance sits under `all`, so one invalidation
 * after a deposit is paid or a withdrawal is placed refreshes the header balance and every breakdown.
 */
export const walletKeys = {
  all: [ACCOUNT_QUERY_ROOT, 'wallet'] as const,
  funds: [ACCOUNT_QUERY_ROOT, 'wallet', 'funds'] as const,
  withdrawalPin: [ACCOUNT_QUERY_ROOT, 'wallet', 'withdrawal-pin'] as const,
};
