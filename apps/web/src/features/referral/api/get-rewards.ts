import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { REFERRAL_PATHS } from '@lobby/contract/paths';
import { REFERRAL_REWARDS_PAGE_SIZE } from '@lobby/contract/rules';
import type { ReferralRewards } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

export const referralRewardsKeys = { all: [ACCOUNT_QUERY_ROOT, 'referral', 'rewards'] as const };

export async function fetchReferralRewards(beforeId: number | undefined, signal?: AbortSignal): Promise<ReferralRewards> {
  return api.get(REFERRAL_PATHS.rewards, { query: { beforeId, limit: REFERRAL_REWARDS_PAGE_SIZE }, signal, silent: true });
}

/** Newest first, a page at a time (the server's cursor is the last id shown). */
export function useReferralRewards(enabled: boolean) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: referralRewardsKeys.all,
      queryFn: ({ pageParam, signal }) => fetchReferralRewards(pageParam, signal),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => last.next ?? undefined,
    }),
    enabled,
    refetchOnMount: 'always',
  });
}
