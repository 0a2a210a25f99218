import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { fundsSchema, type Funds } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { useRole } from '@/shared/lib/session';
import { walletKeys } from './keys';

/** The balance broken down: cash, bonus (with its wagering), held by pending withdrawals, withdrawable. */
export async function fetchFunds(signal?: AbortSignal): Promise<Funds> {
  // Silent: every screen showing the breakdown has its own retry state.
  return fundsSchema.parse(await api.get(MONEY_PATHS.funds, { signal, silent: true }));
}

export function fundsQueryOptions() {
  return queryOptions({ queryKey: walletKeys.funds, queryFn: ({ signal }) => fetchFunds(signal) });
}

/** Real accounts only: trial money is demo money and has no breakdown. */
export function useFunds() {
  const role = useRole();
  return useQuery({ ...fundsQueryOptions(), enabled: role === 'member' || role === 'agent' });
}
