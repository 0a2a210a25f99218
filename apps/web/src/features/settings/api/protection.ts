import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROTECTION_PATHS } from '@lobby/contract/paths';
import type { ProtectionState } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/** The member's protection: every limit with what it has counted, the calendar's zone, and where to find help. */
export const protectionKeys = {
  state: [ACCOUNT_QUERY_ROOT, 'settings', 'protection'] as const,
  statement: [ACCOUNT_QUERY_ROOT, 'settings', 'protection', 'statement'] as const,
};

export async function fetchProtection(signal?: AbortSignal): Promise<ProtectionState> {
  return api.get(PROTECTION_PATHS.state, { signal, silent: true });
}

export function useProtection() {
  // What a limit has used moves with every bet: a return to the screen asks again.
  return useQuery(queryOptions({ queryKey: protectionKeys.state, queryFn: ({ signal }) => fetchProtection(signal), staleTime: 0 }));
}
