import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { RECORDS_PAGE_SIZE, type TransactionFilter } from '@lobby/contract/rules';
import { transactionsSchema } from '@lobby/contract/schemas';
import { api, type PlayerResult } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';
import type { DateRange } from '../quick-ranges';

export type TransactionsPage = PlayerResult<'GET', typeof MONEY_PATHS.transactions>;

export interface TransactionQuery extends DateRange {
  type?: TransactionFilter;
}

export const transactionKeys = {
  all: [ACCOUNT_QUERY_ROOT, 'records', 'transactions'] as const,
  list: (filter: TransactionQuery) => [ACCOUNT_QUERY_ROOT, 'records', 'transactions', filter] as const,
};

export async function fetchTransactions(
  filter: TransactionQuery,
  beforeId: number | undefined,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  const raw = await api.get(MONEY_PATHS.transactions, {
    query: { from: filter.from, to: filter.to, type: filter.type, beforeId, limit: RECORDS_PAGE_SIZE },
    signal,
    silent: true,
  });
  return transactionsSchema.parse(raw);
}

export function transactionsQueryOptions(filter: TransactionQuery) {
  return infiniteQueryOptions({
    queryKey: transactionKeys.list(filter),
    queryFn: ({ pageParam, signal }) => fetchTransactions(filter, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** The member's statement lines in a range, newest first, page by page. */
export function useTransactions(filter: TransactionQuery) {
  return useInfiniteQuery(transactionsQueryOptions(filter));
}

/**
 * The CSV export of a range: a plain link, so the browser downloads it with the session cookie and no
 * script ever holds the file.
 */
export function transactionsCsvHref(filter: TransactionQuery): string {
  const params = new URLSearchParams({ from: String(filter.from), to: String(filter.to) });
  if (filter.type) params.set('type', filter.type);
  return `${MONEY_PATHS.transactionsCsv}?${params.toString()}`;
}
