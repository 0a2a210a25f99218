import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLAY_PATHS } from '@lobby/contract/paths';
import { api } from '@/shared/lib/api';

/**
 * The brand's reality-check interval (minutes, 0: off), from the in-house games' configuration: the screen
 * tells the member how often play is interrupted with the time and net result.
 */
export const realityCheckKeys = { all: ['settings', 'reality-check'] as const };

export async function fetchRealityCheckMinutes(signal?: AbortSignal): Promise<number> {
  return (await api.get(PLAY_PATHS.originalsConfig, { signal, silent: true })).realityCheckMinutes;
}

export function useRealityCheckMinutes() {
  return useQuery(queryOptions({ queryKey: realityCheckKeys.all, queryFn: ({ signal }) => fetchRealityCheckMinutes(signal), staleTime: 5 * 60_000 }));
}
