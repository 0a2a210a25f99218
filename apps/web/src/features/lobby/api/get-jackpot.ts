import { useQuery } from '@tanstack/react-query';
import { PLAY_PATHS } from '@lobby/contract/paths';
import { checkedAnswer, isNumber, isObject, isString } from '@/shared/api/validate-answer';
import { api, type PlayerResult } from '@/shared/lib/api';

export type JackpotPools = PlayerResult<'GET', typeof PLAY_PATHS.jackpot>;

function isPool(p: unknown): boolean {
  return (
    isObject(p) &&
    isString(p.code) &&
    isString(p.name) &&
    isNumber(p.amount) &&
    isString(p.currency) &&
    (p.lastWin === null || (isObject(p.lastWin) && isNumber(p.lastWin.amount) && isString(p.lastWin.player)))
  );
}

/** How often the real pool is fetched again while the counter shows. */
export const JACKPOT_REFETCH_MS = 10_000;

export async function fetchJackpot(signal?: AbortSignal): Promise<JackpotPools> {
  const raw = await api.get(PLAY_PATHS.jackpot, { signal, silent: true });
  return checkedAnswer<JackpotPools>(raw, (v) => isObject(v) && Array.isArray(v.pools) && v.pools.every(isPool));
}

/** The merchant's progressive pools (public), again every ~10 s while `live` (the counter is on screen). */
export function useJackpotPools(live = true) {
  return useQuery({
    queryKey: ['lobby', 'jackpot'],
    queryFn: ({ signal }) => fetchJackpot(signal),
    refetchInterval: live ? JACKPOT_REFETCH_MS : false,
    retry: false,
  });
}

/** The figure the counter shows: every pool together, or null when there is none. */
export function jackpotTotal(data: JackpotPools | undefined): number | null {
  if (!data || data.pools.length === 0) return null;
  return Math.round(data.pools.reduce((sum, p) => sum + p.amount, 0) * 100) / 100;
}
