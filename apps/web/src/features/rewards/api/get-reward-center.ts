import { queryOptions, useQuery } from '@tanstack/react-query';
import { REWARD_PATHS } from '@lobby/contract/paths';
import { rewardCenterSchema, type RewardCenter } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { rewardKeys } from './keys';

/** Rewards to claim now (level-up, birthday, rebate) and those on their way. */
export async function fetchRewardCenter(signal?: AbortSignal): Promise<RewardCenter> {
  return rewardCenterSchema.parse(await api.get(REWARD_PATHS.rewardCenter, { signal, silent: true }));
}

export function rewardCenterQueryOptions() {
  return queryOptions({ queryKey: rewardKeys.center, queryFn: ({ signal }) => fetchRewardCenter(signal) });
}

export function useRewardCenter(enabled = true) {
  return useQuery({ ...rewardCenterQueryOptions(), enabled });
}
