import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameType } from '@lobby/contract';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { api } from '@/shared/lib/api';
import { gameKeys } from '@/shared/api/games/keys';

export interface PopularParams {
  gameType?: GameType;
  vassalage?: string;
  limit?: number;
  enabled?: boolean;
}

export async function fetchPopularGames(params: PopularParams, language: string, signal?: AbortSignal) {
  const value = await api.get(GAME_PATHS.popular, {
    query: { gameType: params.gameType ?? '', vassalage: params.vassalage ?? '', limit: params.limit, language },
    signal,
    silent: true,
  });
  return value.list;
}

export function popularQueryOptions(params: PopularParams, language: string) {
  const { enabled: _enabled, ...filters } = params;
  return queryOptions({
    queryKey: gameKeys.popular({ ...filters, language }),
    queryFn: ({ signal }) => fetchPopularGames(filters, language, signal),
    staleTime: 5 * 60_000,
  });
}

/** Popular games (most players lately), for the recommendation slides. */
export function usePopularGames(params: PopularParams = {}) {
  const language = useListLanguage();
  return useQuery({ ...popularQueryOptions(params, language), enabled: params.enabled ?? true });
}
