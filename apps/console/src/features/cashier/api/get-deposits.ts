import { infiniteQueryOptions } from '@tanstack/react-query';
import type { EndpointQuery, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type DepositRow = EndpointResult<typeof endpoints.deposits>['list'][number];
export type DepositFilters = Pick<EndpointQuery<typeof endpoints.deposits>, 'merchant' | 'status' | 'account'>;

/** A page (50, newest first, after `beforeId`) of a merchant's deposits. */
export function getDeposits(filters: DepositFilters, beforeId: number | undefined, signal?: AbortSignal) {
  return api.call(endpoints.deposits, { query: { ...filters, beforeId, limit: 50 } }, signal);
}

export function depositsQueryOptions(filters: DepositFilters) {
  return infiniteQueryOptions({
    queryKey: ['ops', 'deposits', filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => getDeposits(filters, pageParam, signal),
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: Boolean(filters.merchant),
  });
}

/** The whole filtered list as a CSV download, made by the server. */
export function depositsCsvUrl(filters: DepositFilters): string {
  return api.url(endpoints.deposits, { query: { ...filters, format: 'csv' } });
}
