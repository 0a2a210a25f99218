import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SPORTSBOOK_PATHS } from '@lobby/contract/paths';
import { api } from '@/shared/lib/api';
import { sportsbookKeys } from './keys';

/**
 * The slip's selections as the server has them now (odds, open or not) and the member's stake limits. Asked
 * again every 15 s while the slip is open: the socket moves the prices in between, the quote catches a
 * selection the socket did not cover (a market that closed).
 */
export function quoteQueryOptions(selections: readonly number[]) {
  return queryOptions({
    queryKey: sportsbookKeys.quote(selections),
    queryFn: ({ signal }) => api.post(SPORTSBOOK_PATHS.quote, { body: { selections: [...selections] }, signal, silent: true }),
    staleTime: 5_000,
    refetchInterval: 15_000,
    placeholderData: keepPreviousData,
  });
}

export function useQuote(selections: readonly number[], enabled: boolean) {
  return useQuery({ ...quoteQueryOptions(selections), enabled: enabled && selections.length > 0 });
}
