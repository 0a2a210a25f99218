import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { GameList } from '@lobby/contract';
import type { EndpointQuery } from '@lobby/contract/endpoints';
import { GAME_PATHS } from '@lobby/contract/paths';
import { BINGO_CLASSIFY, GAME_LIST_LIMITS, type GameType } from '@lobby/contract/rules';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { api, type PlayerRoute } from '@/shared/lib/api';
import { gameKeys } from './keys';

export interface GameListParams {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: string;
  gameName?: string;
  /** NEW: new games only (the classify filter is dropped) */
  isNew?: boolean;
  pageSize?: number;
  enabled?: boolean;
}

/** What a page of the game list is asked with. */
export type GameListQuery = EndpointQuery<PlayerRoute<'GET', typeof GAME_PATHS.gameList>>;

/** Mobile client, html5 platform, every parameter sent (empty means no filter). */
export const GAME_LIST_CLIENT = { clientType: 2, platform: 'html5' } as const;

/**
 * The query of one page. BINGO is RNG with classify BG; NEW sends isNew 1 with an empty classify; the name
 * is trimmed (the server matches it case-insensitively).
 */
export function gameListQuery(params: GameListParams, pageNo: number, language: string): GameListQuery {
  const bingo = params.gameType === 'BINGO';
  const classify = params.isNew ? '' : bingo ? BINGO_CLASSIFY : (params.gameClassify ?? '');
  return {
    ...GAME_LIST_CLIENT,
    gameName: params.gameName?.trim() ?? '',
    gameType: bingo ? 'RNG' : (params.gameType ?? ''),
    pageNo,
    pageSize: params.pageSize ?? GAME_LIST_LIMITS.defaultPageSize,
    vassalage: params.vassalage ?? '',
    gameClassify: classify,
    minBet: '',
    minLine: '',
    isNew: params.isNew ? '1' : '',
    language,
  };
}

export function fetchGameList(
  params: GameListParams,
  pageNo: number,
  language: string,
  signal?: AbortSignal,
): Promise<GameList> {
  return api.get(GAME_PATHS.gameList, { query: gameListQuery(params, pageNo, language), signal });
}

/** More pages while the answered page is before the last one. */
export function nextGamePage(last: GameList): number | undefined {
  return last.pageNum < last.totalPages ? last.pageNum + 1 : undefined;
}

export function gameListQueryOptions(params: GameListParams, language: string) {
  const { enabled: _enabled, ...filters } = params;
  const key = {
    gameType: filters.gameType ?? '',
    vassalage: filters.vassalage ?? '',
    gameClassify: filters.isNew ? '' : (filters.gameClassify ?? ''),
    gameName: filters.gameName?.trim() ?? '',
    isNew: filters.isNew ?? false,
    pageSize: filters.pageSize ?? GAME_LIST_LIMITS.defaultPageSize,
    language,
  };
  return infiniteQueryOptions({
    // A new filter is a new key: the list starts again at page 1.
    queryKey: gameKeys.list(key),
    queryFn: ({ pageParam, signal }) => fetchGameList(filters, pageParam, language, signal),
    initialPageParam: 1,
    getNextPageParam: nextGamePage,
  });
}

/** A game list that grows page by page (infinite scroll); `games` flattens the pages. */
export function useGameList(params: GameListParams) {
  const language = useListLanguage();
  const query = useInfiniteQuery({ ...gameListQueryOptions(params, language), enabled: params.enabled ?? true });
  const pages = query.data?.pages;
  const games = useMemo(() => pages?.flatMap((page) => page.games) ?? [], [pages]);
  const totalCount = query.data?.pages[0]?.totalCount ?? 0;
  return { ...query, games, totalCount };
}
