import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { payoutAccountSchema, type PayoutAccount } from '@lobby/contract/schemas';
import { z } from 'zod';
import { http } from '@/shared/lib/http';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

export const payoutAccountKeys = { all: [ACCOUNT_QUERY_ROOT, 'withdraw', 'accounts'] as const };

export async function fetchPayoutAccounts(signal?: AbortSignal): Promise<PayoutAccount[]> {
  const raw = await http.get<unknown>(MONEY_PATHS.bankCards, { signal, silent: true });
  return z.array(payoutAccountSchema).parse(raw);
}

export function payoutAccountsQueryOptions() {
  return queryOptions({ queryKey: payoutAccountKeys.all, queryFn: ({ signal }) => fetchPayoutAccounts(signal) });
}

export function usePayoutAccounts() {
  return useQuery(payoutAccountsQueryOptions());
}
