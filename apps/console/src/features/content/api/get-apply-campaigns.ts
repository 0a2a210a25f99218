import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

type Campaign = EndpointResult<typeof endpoints.bonusCampaigns>['list'][number];

/** An apply-and-review campaign as the review needs it: its page (the promotion applied to) and the most one approval pays. */
export interface ApplyCampaign {
  id: number;
  name: string;
  announcementId: number;
  maxAmount: string;
  currency: string;
}

/**
 * The merchant's apply-and-review campaigns by their promotion page: approving an application to one of
 * those pages pays an amount the operator chooses, up to the campaign's maximum. Under the campaigns' key
 * (features/bonus/api/get-campaigns.ts: ['ops', 'bonus', 'campaigns', merchant]), so a campaign's change refreshes it.
 */
export function getApplyCampaigns(merchant: string, signal?: AbortSignal): Promise<Map<number, ApplyCampaign>> {
  return api.call(endpoints.bonusCampaigns, { query: { merchant } }, signal).then((answer) => {
    const byPage = new Map<number, ApplyCampaign>();
    for (const c of answer.list as Campaign[]) {
      if (c.input.kind === 'apply') byPage.set(c.announcementId, { id: c.id, name: c.input.name, announcementId: c.announcementId, maxAmount: c.input.maxAmount, currency: answer.currency });
    }
    return byPage;
  });
}

export function applyCampaignsQueryOptions(merchant: string) {
  return queryOptions({ queryKey: ['ops', 'bonus', 'campaigns', merchant, 'apply-by-page'] as const, queryFn: ({ signal }) => getApplyCampaigns(merchant, signal), enabled: Boolean(merchant) });
}
