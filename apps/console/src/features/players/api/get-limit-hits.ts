import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EndpointQuery, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type LimitHitsQuery = EndpointQuery<typeof endpoints.limitHits>;
export type LimitHitRow = EndpointResult<typeof endpoints.limitHits>['rows'][number];

/** The players whose deposit, stake or sign-in a limit refused in the days from..to (the merchant's calendar), per limit. */
export function getLimitHits(query: LimitHitsQuery, signal?: AbortSignal) {
  return api.call(endpoints.limitHits, { query }, signal);
}

export function limitHitsQueryOptions(query: LimitHitsQuery, enabled: boolean) {
  return queryOptions({
    queryKey: ['ops', 'protection', 'limit-hits', query],
    queryFn: ({ signal }) => getLimitHits(query, signal),
    enabled: enabled && Boolean(query.merchant),
    placeholderData: keepPreviousData,
  });
}

/** The server's CSV of the same report (every row; the export is audited). */
export function limitHitsCsvUrl(query: Omit<LimitHitsQuery, 'format'>): string {
  return api.url(endpoints.limitHits, { query: { ...query, format: 'csv' } });
}
