import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import type { RankProgress } from '@lobby/contract/schemas';
import { checkedAnswer, isNumber, isObject, isString } from '@/shared/api/validate-answer';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/** VIP rank and the progress towards the next one (real accounts; trial accounts have none). */
export const rankProgressKeys = { all: [ACCOUNT_QUERY_ROOT, 'rank', 'progress'] as const };

const count = (v: unknown) => isNumber(v) && Number.isInteger(v) && v >= 0;
const nameOrNull = (v: unknown) => v === null || isString(v);

export function isRankProgress(v: unknown): v is RankProgress {
  if (!isObject(v) || !isObject(v.currentProgress) || !isObject(v.playerRankProgress)) return false;
  const { currentProgress: c, playerRankProgress: r } = v;
  return (
    count(c.completedConditions) &&
    count(c.totalExpectedConditions) &&
    (r.labelId === null || (isNumber(r.labelId) && Number.isInteger(r.labelId))) &&
    nameOrNull(r.labelName) &&
    nameOrNull(r.nextLabelName)
  );
}

export async function fetchRankProgress(signal?: AbortSignal): Promise<RankProgress> {
  // Silent: the bar is decoration; without it the header still works.
  // Checked without zod: the header's VIP bar is on every signed-in page (see validate-answer).
  const raw = await api.get(ACCOUNT_PATHS.rankProgress, { signal, silent: true });
  return checkedAnswer<RankProgress>(raw, isRankProgress);
}

export function rankProgressQueryOptions() {
  return queryOptions({ queryKey: rankProgressKeys.all, queryFn: ({ signal }) => fetchRankProgress(signal) });
}

export function useRankProgress(enabled: boolean) {
  return useQuery({ ...rankProgressQueryOptions(), enabled });
}
