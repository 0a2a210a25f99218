import { queryOptions, useQuery } from '@tanstack/react-query';
import { REWARD_PATHS } from '@lobby/contract/paths';
import { vipLevelsSchema, type VipLevels } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { rewardKeys } from './keys';

/** Every VIP level with requirement and benefits; with a real member's session, their standing too. */
export async function fetchVipLevels(signal?: AbortSignal): Promise<VipLevels> {
  return vipLevelsSchema.parse(await api.get(REWARD_PATHS.vipLevels, { signal, silent: true }));
}

export function vipLevelsQueryOptions(member: boolean) {
  return queryOptions({ queryKey: rewardKeys.vipLevels(member), queryFn: ({ signal }) => fetchVipLevels(signal) });
}

export function useVipLevels(member: boolean) {
  return useQuery(vipLevelsQueryOptions(member));
}
