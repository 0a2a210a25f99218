import { useQuery } from '@tanstack/react-query';
import { PLAY_PATHS } from '@lobby/contract/paths';
import { jackpotSchema } from '@lobby/contract/schemas';
import type { z } from 'zod';
import { http } from '@/shared/lib/http';

export type JackpotPools = z.infer<typeof jackpotSchema>;

/** How often the real pool is fetched again while the counter shows. */
export const JACKPOT_REFETCH_MS = 10_000;

export async function fetchJackpot(signal?: AbortSignal): Promise<JackpotPools> {
  return jackpotSchema.parse(await http.get<unknown>(PLAY_PATHS.jackpot, { signal, silent: true }));
}

/** The merchant's progressive pools (public), every ~10 s. */
export function useJackpotPools() {
  return useQuery({
    queryKey: ['lobby', 'jackpot'],
    queryFn: ({ signal }) => fetchJackpot(signal),
    refetchInterval: JACKPOT_REFETCH_MS,
    retry: false,
  });
}

/** The figure the counter shows: every pool together, or null when there is none. */
export function jackpotTotal(data: JackpotPools | undefined): number | null {
  if (!data || data.pools.length === 0) return null;
  return Math.round(data.pools.reduce((sum, p) => sum + p.amount, 0) * 100) / 100;
}
