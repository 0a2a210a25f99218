import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryVnRecent } from '@lobby/contract';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { http } from '@/shared/lib/http';
import { lotteryKeys } from './keys';

/** How many draws the recent-draws sheet shows. */
export const RECENT_DRAWS = 10;

/** The last draws of one Vietnamese lottery game, newest first (GET /lgw/vn/lottery/recent). */
export function fetchVnRecent(gameCode: string, size: number, language: string, signal?: AbortSignal): Promise<LotteryVnRecent> {
  return http.get<LotteryVnRecent>(GAME_PATHS.lotteryVnRecent, { query: { gameCode, size, language }, signal, silent: true });
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
