import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type ConsoleGame = EndpointResult<typeof endpoints.games>['list'][number];

/**
 * The merchant's games of one type for the free-rounds picker: slots (RNG) for free spins, the originals
 * (INHOUSE) for free bets. A name, game id or code narrows it.
 */
export function getGames(merchant: string, type: string, q: string, signal?: AbortSignal) {
  return api.call(endpoints.games, { query: { merchant, type, q: q || undefined, limit: 50 } }, signal);
}

export function gamesQueryOptions(merchant: string, type: string, q: string) {
  return queryOptions({ queryKey: ['ops', 'games', merchant, 'bonus-picker', type, q] as const, queryFn: ({ signal }) => getGames(merchant, type, q, signal), enabled: Boolean(merchant) });
}
