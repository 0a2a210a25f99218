import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { rankProgressSchema, type RankProgress } from '@lobby/contract/schemas';
import { http } from '@/shared/lib/http';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/** VIP rank and the progress towards the next one (real accounts; trial accounts have none). */
export const rankProgressKeys = { all: [ACCOUNT_QUERY_ROOT, 'rank', 'progress'] as const };

export async function fetchRankProgress(signal?: AbortSignal): Promise<RankProgress> {
  // Silent: the bar is decoration; without it the header still works.
  return rankProgressSchema.parse(await http.get<unknown>(ACCOUNT_PATHS.rankProgress, { signal, silent: true }));
}

export function rankProgressQueryOptions() {
  return queryOptions({ queryKey: rankProgressKeys.all, queryFn: ({ signal }) => fetchRankProgress(signal) });
}

export function useRankProgress(enabled: boolean) {
  return useQuery({ ...rankProgressQueryOptions(), enabled });
}
