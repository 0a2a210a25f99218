import { queryOptions } from '@tanstack/react-query';
import type { EndpointBody, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type TournamentList = EndpointResult<typeof endpoints.opsTournaments>;
export type Tournament = TournamentList['list'][number];
export type TournamentInput = EndpointBody<typeof endpoints.createTournament>;

/** Every tournament answer of a merchant sits under this key: a change refreshes the list and the open one. */
export const tournamentsKey = (merchant: string) => ['ops', 'tournaments', merchant] as const;

/** The merchant's tournaments, newest first, with entrants, prizes paid and the merchant's time zone. */
export function getTournaments(merchant: string, signal?: AbortSignal): Promise<TournamentList> {
  return api.call(endpoints.opsTournaments, { query: { merchant } }, signal);
}

export function tournamentsQueryOptions(merchant: string) {
  return queryOptions({ queryKey: [...tournamentsKey(merchant), 'list'] as const, queryFn: ({ signal }) => getTournaments(merchant, signal), enabled: Boolean(merchant) });
}
