import { infiniteQueryOptions } from '@tanstack/react-query';
import type { EndpointQuery, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type WithdrawalRow = EndpointResult<typeof endpoints.withdrawals>['list'][number];
export type WithdrawalFilters = Pick<EndpointQuery<typeof endpoints.withdrawals>, 'merchant' | 'status' | 'account'>;

/** The cashier's withdrawal lists: any change to an order invalidates them (and the facts under them). */
export const withdrawalsKey = ['ops', 'withdrawals'] as const;

/** A page (50, newest first, after `beforeId`) of a merchant's withdrawals under a queue filter. */
export function getWithdrawals(filters: WithdrawalFilters, beforeId: number | undefined, signal?: AbortSignal) {
  return api.call(endpoints.withdrawals, { query: { ...filters, beforeId, limit: 50 } }, signal);
}

export function withdrawalsQueryOptions(filters: WithdrawalFilters) {
  return infiniteQueryOptions({
    queryKey: [...withdrawalsKey, filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => getWithdrawals(filters, pageParam, signal),
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: Boolean(filters.merchant),
  });
}

/** The whole filtered list as a CSV download, made by the server. */
export function withdrawalsCsvUrl(filters: WithdrawalFilters): string {
  return api.url(endpoints.withdrawals, { query: { ...filters, format: 'csv' } });
}
