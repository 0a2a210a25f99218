import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { RECORDS_PAGE_SIZE } from '@lobby/contract/rules';
import { betRecordsSchema } from '@lobby/contract/schemas';
import { api, type PlayerResult } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';
import type { DateRange } from '../quick-ranges';

export type BetRecordsPage = PlayerResult<'GET', typeof MONEY_PATHS.betRecords>;

export interface BetRecordFilter extends DateRange {
  /** a game category (RNG, LIVE …); all when absent */
  gameType?: string;
}

export const betRecordKeys = {
  all: [ACCOUNT_QUERY_ROOT, 'records', 'bets'] as const,
  list: (filter: BetRecordFilter) => [ACCOUNT_QUERY_ROOT, 'records', 'bets', 'list', filter] as const,
  one: (id: number) => [ACCOUNT_QUERY_ROOT, 'records', 'bets', 'one', id] as const,
};

export async function fetchBetRecords(
  filter: BetRecordFilter,
  beforeId: number | undefined,
  signal?: AbortSignal,
): Promise<BetRecordsPage> {
  const raw = await api.get(MONEY_PATHS.betRecords, {
    query: { from: filter.from, to: filter.to, gameType: filter.gameType, beforeId, limit: RECORDS_PAGE_SIZE },
    signal,
    // Silent: the list has its own error state, and records.disabled its own message.
    silent: true,
  });
  return betRecordsSchema.parse(raw);
}

export function betRecordsQueryOptions(filter: BetRecordFilter) {
  return infiniteQueryOptions({
    queryKey: betRecordKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchBetRecords(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** The member's rounds in a range, newest first, page by page (keyset paging on the id). */
export function useBetRecords(filter: BetRecordFilter, enabled: boolean) {
  return useInfiniteQuery({ ...betRecordsQueryOptions(filter), enabled });
}
