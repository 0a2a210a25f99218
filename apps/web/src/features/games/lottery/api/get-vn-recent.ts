import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { api, type PlayerResult } from '@/shared/lib/api';
import { lotteryKeys } from './keys';

/** How many draws the recent-draws sheet shows. */
export const RECENT_DRAWS = 10;

/** The last draws of one Vietnamese lottery game, newest first (GET /lgw/vn/lottery/recent). */
export type VnRecentAnswer = PlayerResult<'GET', typeof GAME_PATHS.lotteryVnRecent>;

export function fetchVnRecent(gameCode: string, size: number, language: string, signal?: AbortSignal): Promise<VnRecentAnswer> {
  return api.get(GAME_PATHS.lotteryVnRecent, { query: { gameCode, size, language }, signal, silent: true });
}

export function vnRecentQueryOptions(gameCode: string, size: number, language: string) {
  return queryOptions({
    queryKey: lotteryKeys.vnRecent(gameCode, size, language),
    queryFn: ({ signal }) => fetchVnRecent(gameCode, size, language, signal),
    staleTime: 60_000,
  });
}

export function useVnRecent(gameCode: string, size = RECENT_DRAWS) {
  return useQuery(vnRecentQueryOptions(gameCode, size, useListLanguage()));
}
