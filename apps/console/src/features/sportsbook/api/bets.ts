import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EndpointQuery, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { sportsbookKey } from './events';

export type OpsBetList = EndpointResult<typeof endpoints.opsSportsBets>;
export type OpsBet = OpsBetList['list'][number];
export type BetsQuery = Omit<EndpointQuery<typeof endpoints.opsSportsBets>, 'format' | 'limit' | 'beforeId'>;

/** The merchant's bets, newest first, with the filters the URL carries. */
export function betsQueryOptions(query: BetsQuery) {
  return queryOptions({
    queryKey: [...sportsbookKey(query.merchant), 'bets', query] as const,
    queryFn: ({ signal }) => api.call(endpoints.opsSportsBets, { query: { ...query, limit: 200 } }, signal),
    enabled: Boolean(query.merchant),
    placeholderData: keepPreviousData,
  });
}

/** The same filtered list as a CSV made by the server (and written to its audit log). */
export function betsCsvUrl(query: BetsQuery): string {
  return api.url(endpoints.opsSportsBets, { query: { ...query, format: 'csv' } });
}
