import { queryOptions, useQuery } from '@tanstack/react-query';
import { TOURNAMENT_PATHS } from '@lobby/contract/paths';
import { playerTournamentDetailSchema, type PlayerTournamentDetail } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { tournamentKeys } from './keys';

/**
 * One tournament with its prize table, games and the board as it stands; the live board then comes over
 * the socket (use-tournament-board.ts), so this is not polled.
 */
export async function fetchTournament(id: number, signal?: AbortSignal): Promise<PlayerTournamentDetail> {
  return playerTournamentDetailSchema.parse(await api.get(TOURNAMENT_PATHS.one, { params: { id }, signal, silent: true }));
}

export function tournamentQueryOptions(id: number, viewer: string | null) {
  return queryOptions({ queryKey: tournamentKeys.one(id, viewer), queryFn: ({ signal }) => fetchTournament(id, signal) });
}

export function useTournament(id: number, viewer: string | null) {
  return useQuery({ ...tournamentQueryOptions(id, viewer), enabled: Number.isSafeInteger(id) && id > 0 });
}
