import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveHost } from '@lobby/contract';
import { LIVE_PATHS } from '@lobby/contract/paths';
import { LIVE_REFRESH_MS } from '@lobby/contract/rules';
import { isHostList } from '@/shared/api/live/get-anchors';
import { liveKeys } from '@/shared/api/live/keys';
import { checkedAnswer } from '@/shared/api/validate-answer';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { api } from '@/shared/lib/api';
import { useRole } from '@/shared/lib/session';

/** The hosts the member follows, newest follow first. */
export async function fetchFocus(language: string, signal?: AbortSignal): Promise<LiveHost[]> {
  const raw = await api.get(LIVE_PATHS.focus, { query: { language }, signal, silent: true });
  return checkedAnswer<LiveHost[]>(raw, isHostList);
}

export function focusQueryOptions(language: string) {
  return queryOptions({
    queryKey: liveKeys.focus(language),
    queryFn: ({ signal }) => fetchFocus(language, signal),
    staleTime: 30_000,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

/** Following is for real accounts: visitors and trial accounts ask for nothing. */
export function useFocus(options: { enabled?: boolean } = {}) {
  const language = useListLanguage();
  const role = useRole();
  const allowed = role === 'member' || role === 'agent';
  return useQuery({ ...focusQueryOptions(language), enabled: allowed && (options.enabled ?? true) });
}
