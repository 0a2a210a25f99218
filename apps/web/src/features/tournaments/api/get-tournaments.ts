import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOURNAMENT_PATHS } from '@lobby/contract/paths';
import { playerTournamentListSchema, type PlayerTournament } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { tournamentKeys } from './keys';

/** The brand's tournaments: running, scheduled, then the recently finished (the server's order). */
export async function fetchTournaments(signal?: AbortSignal): Promise<PlayerTournament[]> {
  return playerTournamentListSchema.parse(await api.get(TOURNAMENT_PATHS.list, { signal, silent: true })).list;
}

export function tournamentsQueryOptions(viewer: string | null) {
  return queryOptions({ queryKey: tournamentKeys.list(viewer), queryFn: ({ signal }) => fetchTournaments(signal), staleTime: 30_000 });
}

export function useTournaments(viewer: string | null) {
  return useQuery(tournamentsQueryOptions(viewer));
}
