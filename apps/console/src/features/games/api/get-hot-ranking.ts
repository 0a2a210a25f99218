import { queryOptions } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';

export const hotRankingKey = (merchant: string) => ['ops', 'hot', merchant] as const;

/** A merchant's hot ranking, rank 1 first (disabled games included). */
export function getHotRanking(merchant: string, signal?: AbortSignal) {
  return api.call(endpoints.hotRanking, { params: { code: merchant } }, signal);
}

export function hotRankingQueryOptions(merchant: string) {
  return queryOptions({ queryKey: hotRankingKey(merchant), queryFn: ({ signal }) => getHotRanking(merchant, signal), enabled: Boolean(merchant) });
}
