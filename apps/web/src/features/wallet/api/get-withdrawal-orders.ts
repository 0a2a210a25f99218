import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import type { WithdrawalStatus } from '@lobby/contract/rules';
import { withdrawalOrderListSchema, withdrawalOrderSchema, type WithdrawalOrder } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/** Statuses an operator or the payout rail may still move on; the screens keep asking while one shows. */
export const OPEN_WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['pending', 'paying'];
export const RECENT_WITHDRAWALS = 5;
const POLL_MS = 10_000;

export const withdrawalOrderKeys = {
  all: [ACCOUNT_QUERY_ROOT, 'withdraw', 'orders'] as const,
  recent: [ACCOUNT_QUERY_ROOT, 'withdraw', 'orders', 'recent'] as const,
  one: (orderNo: string) => [ACCOUNT_QUERY_ROOT, 'withdraw', 'orders', 'one', orderNo] as const,
};

export async function fetchRecentWithdrawals(signal?: AbortSignal): Promise<WithdrawalOrder[]> {
  const raw = await api.get(MONEY_PATHS.withdrawOrders, {
    query: { limit: RECENT_WITHDRAWALS },
    signal,
    silent: true,
  });
  return withdrawalOrderListSchema.parse(raw).list;
}

export function recentWithdrawalsQueryOptions() {
  return queryOptions({ queryKey: withdrawalOrderKeys.recent, queryFn: ({ signal }) => fetchRecentWithdrawals(signal) });
}

/** The last few withdrawals, asked again every 10 s while one of them is still under way. */
export function useRecentWithdrawals() {
  return useQuery({
    ...recentWithdrawalsQueryOptions(),
    refetchInterval: (query) =>
      query.state.data?.some((o) => OPEN_WITHDRAWAL_STATUSES.includes(o.status)) ? POLL_MS : false,
  });
}

export async function fetchWithdrawalOrder(orderNo: string, signal?: AbortSignal): Promise<WithdrawalOrder> {
  return withdrawalOrderSchema.parse(await api.get(MONEY_PATHS.withdrawOrder, { params: { orderNo }, signal, silent: true }));
}

/** One withdrawal, starting from the answer that placed it, followed until it is paid or refused. */
export function useWithdrawalOrder(placed: WithdrawalOrder) {
  return useQuery({
    queryKey: withdrawalOrderKeys.one(placed.orderNo),
    queryFn: ({ signal }) => fetchWithdrawalOrder(placed.orderNo, signal),
    initialData: placed,
    initialDataUpdatedAt: Date.now(),
    refetchInterval: (query) =>
      query.state.data && OPEN_WITHDRAWAL_STATUSES.includes(query.state.data.status) ? POLL_MS : false,
  });
}
