import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { EndpointQuery, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type Game = EndpointResult<typeof endpoints.games>['list'][number];
export type GamesQuery = EndpointQuery<typeof endpoints.games>;

/** A merchant's catalogue: a switched game or a new hot ranking invalidates it. */
export const gamesKey = (merchant: string) => ['ops', 'games', merchant] as const;

/** A page of a merchant's games (disabled ones included) in lobby order, with the total. */
export function getGames(query: GamesQuery, signal?: AbortSignal) {
  return api.call(endpoints.games, { query }, signal);
}

/** The grid keeps the previous page on screen while the next one loads. */
export function gamesQueryOptions(query: GamesQuery) {
  return queryOptions({
    queryKey: [...gamesKey(query.merchant), query],
    queryFn: ({ signal }) => getGames(query, signal),
    enabled: Boolean(query.merchant),
    placeholderData: keepPreviousData,
  });
}
