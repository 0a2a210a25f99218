import { infiniteQueryOptions } from '@tanstack/react-query';
import type { EndpointQuery, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type RiskReviewRow = EndpointResult<typeof endpoints.riskReviews>['list'][number];
export type RiskReviewFilters = Pick<EndpointQuery<typeof endpoints.riskReviews>, 'merchant' | 'status'>;

/** Every list of reviews: opening or closing one (the player's file) invalidates them. */
export const riskReviewsKey = ['ops', 'risk', 'reviews'] as const;

/** A page (50, newest first, after `beforeId`) of a merchant's players under review, or reviewed; times on its clock. */
export function getRiskReviews(filters: RiskReviewFilters, beforeId: number | undefined, signal?: AbortSignal) {
  return api.call(endpoints.riskReviews, { query: { ...filters, beforeId, limit: 50 } }, signal);
}

export function riskReviewsQueryOptions(filters: RiskReviewFilters) {
  return infiniteQueryOptions({
    queryKey: [...riskReviewsKey, filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => getRiskReviews(filters, pageParam, signal),
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: Boolean(filters.merchant),
  });
}
