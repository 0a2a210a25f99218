import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { api, type PlayerResult } from '@/shared/lib/api';
import { lotteryKeys } from './keys';

export type LotteryMenu = PlayerResult<'GET', typeof GAME_PATHS.lotteryMenu>;

/** The Vietnamese lottery's games by region (GET /lgw/vn/games/game_menu): the region tabs. */
export function fetchLotteryMenu(language: string, signal?: AbortSignal): Promise<LotteryMenu> {
  return api.get(GAME_PATHS.lotteryMenu, { query: { language }, signal, silent: true });
}

export function lotteryMenuQueryOptions(language: string) {
  return queryOptions({
    queryKey: lotteryKeys.menu(language),
    queryFn: ({ signal }) => fetchLotteryMenu(language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useLotteryMenu() {
  return useQuery(lotteryMenuQueryOptions(useListLanguage()));
}
