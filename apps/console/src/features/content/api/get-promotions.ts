import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type Promotion = EndpointResult<typeof endpoints.promotions>['list'][number];

/** A decision on an application changes a promotion's counts: it invalidates this key. */
export const promotionsKey = (merchant: string) => ['ops', 'promotions', merchant] as const;

/** A merchant's promotions (title per language, window) with how many applications each has by status. */
export function getPromotions(merchant: string, signal?: AbortSignal) {
  return api.call(endpoints.promotions, { query: { merchant } }, signal);
}

export function promotionsQueryOptions(merchant: string) {
  return queryOptions({ queryKey: promotionsKey(merchant), queryFn: ({ signal }) => getPromotions(merchant, signal), enabled: Boolean(merchant) });
}
