import { queryOptions, useQuery } from '@tanstack/react-query';
import { whitelabelResponseSchema, type WhitelabelFlags } from '@lobby/contract';
import { http } from '@/shared/lib/http';

/** The merchant's feature switches on their own, for screens that need nothing else from the status. */
export const whitelabelKeys = { all: ['system', 'whitelabel'] as const };

export async function fetchWhitelabel(signal?: AbortSignal): Promise<WhitelabelFlags> {
  const raw = await http.get<unknown>('/wps/system/whitelabel', { signal });
  return whitelabelResponseSchema.parse(raw).flags;
}

export function whitelabelQueryOptions() {
  return queryOptions({
    queryKey: whitelabelKeys.all,
    queryFn: ({ signal }) => fetchWhitelabel(signal),
    staleTime: 5 * 60_000,
  });
}

export function useWhitelabel() {
  return useQuery(whitelabelQueryOptions());
}
