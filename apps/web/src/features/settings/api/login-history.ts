import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SETTINGS_PATHS } from '@lobby/contract/paths';
import type { LoginHistory } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

export const LOGIN_HISTORY_PAGE = 20;
export const loginHistoryKeys = { all: [ACCOUNT_QUERY_ROOT, 'settings', 'login-history'] as const };

export async function fetchLoginHistory(beforeId: number | undefined, signal?: AbortSignal): Promise<LoginHistory> {
  return api.get(SETTINGS_PATHS.loginHistory, { query: { beforeId, limit: LOGIN_HISTORY_PAGE }, signal, silent: true });
}

/** Newest first, a page at a time (the server's cursor is the last id shown). */
export function useLoginHistory() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: loginHistoryKeys.all,
      queryFn: ({ pageParam, signal }) => fetchLoginHistory(pageParam, signal),
      initialPageParam: undefined as number | undefined,
      getNextPageParam: (last) => last.next ?? undefined,
    }),
  );
}
