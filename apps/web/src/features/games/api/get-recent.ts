import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_PATHS } from '@lobby/contract/paths';
import { GAME_LIST_LIMITS, type GameType } from '@lobby/contract/rules';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { api } from '@/shared/lib/api';
import { useSession } from '@/shared/lib/session';
import { gameKeys } from '@/shared/api/games/keys';

export interface RecentParams {
  gameType?: GameType;
  vendor?: string;
  pageSize?: number;
  enabled?: boolean;
}

export function fetchRecentGames(params: RecentParams, language: string, signal?: AbortSignal) {
  return api.get(GAME_PATHS.recent, {
    query: {
      page: 1,
      pageSize: params.pageSize ?? GAME_LIST_LIMITS.defaultPageSize,
      gameType: params.gameType ?? '',
      vendor: params.vendor ?? '',
      language,
      clientType: 2,
    },
    signal,
  });
}

export function recentQueryOptions(params: RecentParams, language: string) {
  const { enabled: _enabled, ...filters } = params;
  return queryOptions({
    queryKey: gameKeys.recent({ ...filters, language }),
    queryFn: ({ signal }) => fetchRecentGames(filters, language, signal),
  });
}

/** The games the signed-in account played lately (newest first); nothing is asked for without a session. */
export function useRecentGames(params: RecentParams = {}) {
  const language = useListLanguage();
  const signedIn = useSession() !== null;
  return useQuery({ ...recentQueryOptions(params, language), enabled: signedIn && (params.enabled ?? true) });
}
