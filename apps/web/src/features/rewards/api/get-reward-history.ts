import { useInfiniteQuery } from '@tanstack/react-query';
import { REWARD_PATHS } from '@lobby/contract/paths';
import { rewardHistorySchema, type RewardHistory } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { rewardKeys } from './keys';

/** Claimed rewards and tasks, newest first, a page at a time. */
export async function fetchRewardHistory(beforeId: number | undefined, signal?: AbortSignal): Promise<RewardHistory> {
  return rewardHistorySchema.parse(await api.get(REWARD_PATHS.rewardHistory, { query: { beforeId }, signal, silent: true }));
}

export function useRewardHistory(enabled = true) {
  return useInfiniteQuery({
    queryKey: rewardKeys.history,
    queryFn: ({ pageParam, signal }) => fetchRewardHistory(pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBeforeId ?? undefined,
    enabled,
  });
}
