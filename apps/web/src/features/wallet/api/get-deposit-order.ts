import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import type { DepositStatus } from '@lobby/contract/rules';
import { depositOrderSchema, type DepositOrder } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/** Statuses that may still change on their own: the screen keeps asking while an order is in one. */
export const OPEN_DEPOSIT_STATUSES: readonly DepositStatus[] = ['created', 'pending'];
export const DEPOSIT_POLL_MS = 2_000;

export const depositOrderKeys = {
  all: [ACCOUNT_QUERY_ROOT, 'deposit', 'order'] as const,
  one: (orderNo: string) => [ACCOUNT_QUERY_ROOT, 'deposit', 'order', orderNo] as const,
};

export async function fetchDepositOrder(orderNo: string, signal?: AbortSignal): Promise<DepositOrder> {
  return depositOrderSchema.parse(await api.get(MONEY_PATHS.depositOrder, { params: { orderNo }, signal, silent: true }));
}

export function depositOrderQueryOptions(orderNo: string) {
  return queryOptions({
    queryKey: depositOrderKeys.one(orderNo),
    queryFn: ({ signal }) => fetchDepositOrder(orderNo, signal),
  });
}

/**
 * One deposit order. While `poll` is on and the order is still open, it is asked for every 2 s: each ask
 * makes the server check with the provider, so the page turns to paid without a webhook having to win.
 */
export function useDepositOrder(orderNo: string, poll: boolean) {
  return useQuery({
    ...depositOrderQueryOptions(orderNo),
    refetchInterval: (query) =>
      poll && query.state.data && OPEN_DEPOSIT_STATUSES.includes(query.state.data.status) ? DEPOSIT_POLL_MS : false,
    // A poll every 2 s is the point here; do not pause it when the tab loses focus to the provider's app.
    refetchIntervalInBackground: true,
  });
}
