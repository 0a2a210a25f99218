import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { api } from '@/shared/lib/api';
import { useRole } from '@/shared/lib/session';
import { walletKeys } from './keys';

/** Whether the member has set a withdrawal PIN (the withdraw screen asks for one first if not). */
export async function fetchHasWithdrawalPin(signal?: AbortSignal): Promise<boolean> {
  const value = await api.get(MONEY_PATHS.hasWithdrawalPassword, { signal, silent: true });
  if (typeof value !== 'boolean') throw new TypeError('hasWithdrawalPassword answered no boolean');
  return value;
}

export function hasWithdrawalPinQueryOptions() {
  return queryOptions({ queryKey: walletKeys.withdrawalPin, queryFn: ({ signal }) => fetchHasWithdrawalPin(signal) });
}

export function useHasWithdrawalPin() {
  const role = useRole();
  return useQuery({ ...hasWithdrawalPinQueryOptions(), enabled: role === 'member' || role === 'agent' });
}
