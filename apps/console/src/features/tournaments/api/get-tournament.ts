import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { tournamentsKey } from './get-tournaments';

export type TournamentDetail = EndpointResult<typeof endpoints.opsTournament>;

/**
 * One tournament with its first 100 standings. While it runs the standings move with every round, so the
 * screen polls every few seconds then; once finished they are frozen with the prizes paid.
 */
export function tournamentQueryOptions(merchant: string, id: number) {
  return queryOptions({
    queryKey: [...tournamentsKey(merchant), 'one', id] as const,
    queryFn: ({ signal }) => api.call(endpoints.opsTournament, { params: { id } }, signal),
    enabled: Boolean(merchant) && Number.isSafeInteger(id) && id > 0,
    refetchInterval: (query) => (['running', 'ended'].includes(query.state.data?.tournament.phase ?? '') ? 5_000 : false),
  });
}
