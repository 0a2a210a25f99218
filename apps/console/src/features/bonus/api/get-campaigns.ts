import { queryOptions } from '@tanstack/react-query';
import type { EndpointBody, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type CampaignList = EndpointResult<typeof endpoints.bonusCampaigns>;
export type Campaign = CampaignList['list'][number];
export type CampaignInput = EndpointBody<typeof endpoints.createBonusCampaign>;

/** Every campaign answer of a merchant sits under this key: a change refreshes the list and the open campaign. */
export const campaignsKey = (merchant: string) => ['ops', 'bonus', 'campaigns', merchant] as const;

/** The merchant's campaigns, newest first, with their state, figures and the merchant's time zone and currency. */
export function getCampaigns(merchant: string, signal?: AbortSignal): Promise<CampaignList> {
  return api.call(endpoints.bonusCampaigns, { query: { merchant } }, signal);
}

export function campaignsQueryOptions(merchant: string) {
  return queryOptions({ queryKey: [...campaignsKey(merchant), 'list'] as const, queryFn: ({ signal }) => getCampaigns(merchant, signal), enabled: Boolean(merchant) });
}
