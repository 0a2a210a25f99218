import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type TournamentGame = EndpointResult<typeof endpoints.opsTournamentGames>['list'][number];

/** The merchant's enabled games by a part of their name, named as rounds name them (vendor and node id). */
export function tournamentGamesQueryOptions(merchant: string, q: string) {
  return queryOptions({
    queryKey: ['ops', 'tournaments', merchant, 'games', q] as const,
    queryFn: ({ signal }) => api.call(endpoints.opsTournamentGames, { query: { merchant, q: q || undefined } }, signal),
    enabled: Boolean(merchant),
  });
}
