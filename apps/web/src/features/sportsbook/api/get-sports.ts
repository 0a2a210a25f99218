import { queryOptions, useQuery } from '@tanstack/react-query';
import { SPORTSBOOK_PATHS } from '@lobby/contract/paths';
import { api } from '@/shared/lib/api';
import { sportsbookKeys } from './keys';

/** The sports with their live and upcoming counts (the strip's badges); refreshed each minute as matches start. */
export function sportsQueryOptions() {
  return queryOptions({
    queryKey: sportsbookKeys.sports,
    queryFn: async ({ signal }) => (await api.get(SPORTSBOOK_PATHS.sports, { signal, silent: true })).sports,
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

export function useSports() {
  return useQuery(sportsQueryOptions());
}
