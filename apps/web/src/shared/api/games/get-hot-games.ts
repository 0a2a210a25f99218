import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HotGame } from '@lobby/contract';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { api } from '@/shared/lib/api';
import { getMerchant } from '@/shared/lib/merchant';
import { gameKeys } from './keys';

/** The merchant's hot ranking, rank 1 first. `refresh` skips the server's cache too. */
export async function fetchHotGames(language: string, refresh = false, signal?: AbortSignal): Promise<HotGame[]> {
  const value = await api.get(GAME_PATHS.hot, {
    query: {
      merchantCode: getMerchant() ?? undefined,
      isPlatform: 2,
      language,
      platform: 'html5',
      refresh: refresh ? 'true' : undefined,
    },
    signal,
    silent: true,
  });
  return value.list;
}

/** Hot games are cached for the session (never stale by themselves) and refreshable. */
export function hotGamesQueryOptions(language: string) {
  return queryOptions({
    queryKey: gameKeys.hot(language),
    queryFn: ({ signal }) => fetchHotGames(language, false, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useHotGames(options: { enabled?: boolean } = {}) {
  const language = useListLanguage();
  const client = useQueryClient();
  const query = useQuery({ ...hotGamesQueryOptions(language), enabled: options.enabled ?? true });
  /** Asks the server for a fresh ranking (bypassing its cache) and shows it. */
  const refresh = async () => {
    const list = await fetchHotGames(language, true);
    client.setQueryData(gameKeys.hot(language), list);
    return list;
  };
  return { ...query, refresh };
}
