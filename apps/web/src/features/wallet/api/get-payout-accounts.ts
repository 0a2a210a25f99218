import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { payoutAccountListSchema, type PayoutAccount } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

export const payoutAccountKeys = { all: [ACCOUNT_QUERY_ROOT, 'withdraw', 'accounts'] as const };

export async function fetchPayoutAccounts(signal?: AbortSignal): Promise<PayoutAccount[]> {
  const raw = await api.get(MONEY_PATHS.bankCards, { signal, silent: true });
  return payoutAccountListSchema.parse(raw);
}

export function payoutAccountsQueryOptions() {
  return queryOptions({ queryKey: payoutAccountKeys.all, queryFn: ({ signal }) => fetchPayoutAccounts(signal) });
}

export function usePayoutAccounts() {
  return useQuery(payoutAccountsQueryOptions());
}
