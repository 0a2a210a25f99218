import { queryOptions, useQuery } from '@tanstack/react-query';
import { SPORTSBOOK_PATHS } from '@lobby/contract/paths';
import { api } from '@/shared/lib/api';
import { sportsbookKeys } from './keys';

/**
 * The member's bets, newest first. Open bets carry the live cash-out offer, which follows the markets: the
 * open list is asked again every 5 s while shown (the socket's `bet` messages refetch it at once when one
 * is accepted, settled or cashed out).
 */
export function betsQueryOptions(status: 'open' | 'settled') {
  return queryOptions({
    queryKey: sportsbookKeys.betList(status),
    queryFn: async ({ signal }) => api.get(SPORTSBOOK_PATHS.bets, { query: { status, limit: 50 }, signal, silent: true }),
    refetchInterval: status === 'open' ? 5_000 : false,
  });
}

export function useBets(status: 'open' | 'settled', enabled: boolean) {
  return useQuery({ ...betsQueryOptions(status), enabled });
}

/** One bet: a pending in-play bet is followed until its delay ends and the server decided. */
export function betQueryOptions(id: number) {
  return queryOptions({
    queryKey: sportsbookKeys.bet(id),
    queryFn: ({ signal }) => api.get(SPORTSBOOK_PATHS.bet, { params: { id }, signal, silent: true }),
  });
}
