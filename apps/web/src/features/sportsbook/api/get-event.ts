import { queryOptions, useQuery } from '@tanstack/react-query';
import { SPORTSBOOK_PATHS } from '@lobby/contract/paths';
import { api } from '@/shared/lib/api';
import { sportsbookKeys } from './keys';

/** One event with all its markets; its prices, score and clock then come over the socket, so it is not polled. */
export function eventQueryOptions(id: number) {
  return queryOptions({
    queryKey: sportsbookKeys.event(id),
    queryFn: ({ signal }) => api.get(SPORTSBOOK_PATHS.event, { params: { id }, signal, silent: true }),
    staleTime: 30_000,
  });
}

export function useEvent(id: number) {
  return useQuery({ ...eventQueryOptions(id), enabled: Number.isSafeInteger(id) && id > 0 });
}
