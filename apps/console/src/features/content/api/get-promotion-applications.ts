import { queryOptions } from '@tanstack/react-query';
import type { EndpointQuery, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type Application = EndpointResult<typeof endpoints.promotionApplications>['list'][number];
export type ApplicationStatus = NonNullable<EndpointQuery<typeof endpoints.promotionApplications>['status']>;

export const applicationsKey = (merchant: string) => ['ops', 'promotion-applications', merchant] as const;

/** The newest 100 applications to a merchant's promotions with this status. */
export function getPromotionApplications(merchant: string, status: ApplicationStatus, signal?: AbortSignal) {
  return api.call(endpoints.promotionApplications, { query: { merchant, status, limit: 100 } }, signal);
}

export function promotionApplicationsQueryOptions(merchant: string, status: ApplicationStatus) {
  return queryOptions({
    queryKey: [...applicationsKey(merchant), status],
    queryFn: ({ signal }) => getPromotionApplications(merchant, status, signal),
    enabled: Boolean(merchant),
  });
}
