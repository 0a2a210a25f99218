import { queryOptions } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { campaignsKey } from './get-campaigns';
import type { Campaign } from './get-campaigns';

/** One campaign with its figures (grants, players, cost, budget left) and codes count. */
export function getCampaign(merchant: string, id: number, signal?: AbortSignal): Promise<Campaign> {
  return api.call(endpoints.bonusCampaign, { params: { id }, query: { merchant } }, signal);
}

export function campaignQueryOptions(merchant: string, id: number) {
  return queryOptions({ queryKey: [...campaignsKey(merchant), id] as const, queryFn: ({ signal }) => getCampaign(merchant, id, signal), enabled: Boolean(merchant) && id > 0 });
}
