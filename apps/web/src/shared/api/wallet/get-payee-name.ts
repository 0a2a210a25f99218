import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/** The name payouts go to; set once, then fixed (banks match it against the account holder). */
export const payeeNameKeys = { all: [ACCOUNT_QUERY_ROOT, 'withdraw', 'payee'] as const };

export async function fetchPayeeName(signal?: AbortSignal): Promise<string | null> {
  const value = await api.get(MONEY_PATHS.payeeName, { signal, silent: true });
  const name = value?.payeeName;
  if (name !== null && typeof name !== 'string') throw new TypeError('payeename answered no name');
  return name || null;
}

export function payeeNameQueryOptions() {
  return queryOptions({ queryKey: payeeNameKeys.all, queryFn: ({ signal }) => fetchPayeeName(signal) });
}

export function usePayeeName() {
  return useQuery(payeeNameQueryOptions());
}
