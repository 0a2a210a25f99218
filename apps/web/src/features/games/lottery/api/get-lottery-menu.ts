import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game, PrizeMode } from '@lobby/contract';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { http } from '@/shared/lib/http';
import { lotteryKeys } from './keys';

export interface LotteryMenu {
  prizeMode: PrizeMode;
  menu: { gameClassify: string; displayName: string; games: Game[] }[];
}

/** The Vietnamese lottery's games by region (GET /lgw/vn/games/game_menu): the region tabs. */
export function fetchLotteryMenu(language: string, signal?: AbortSignal): Promise<LotteryMenu> {
  return http.get<LotteryMenu>(GAME_PATHS.lotteryMenu, { query: { language }, signal, silent: true });
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
