import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LiveHost } from '@lobby/contract';
import { LIVE_PATHS } from '@lobby/contract/paths';
import { LIVE_REFRESH_MS } from '@lobby/contract/rules';
import { checkedAnswer, isObject } from '@/shared/api/validate-answer';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { api } from '@/shared/lib/api';
import { liveKeys } from './keys';

/** What the screens read of a host: checked without zod (the live strip sits on a public game screen). */
function isHostList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.every((h) => isObject(h) && typeof h.id === 'number' && typeof h.name === 'string' && typeof h.streaming === 'boolean' && isObject(h.game))
  );
}

/** Every active host, on air first (followed first among them), then by the next time on air. */
export async function fetchAnchors(language: string, signal?: AbortSignal): Promise<LiveHost[]> {
  const raw = await api.get(LIVE_PATHS.anchors, { query: { language }, signal, silent: true });
  return checkedAnswer<LiveHost[]>(raw, isHostList);
}

/** On air changes with the clock: asked again every minute while a screen shows it (not in the background). */
export function anchorsQueryOptions(language: string) {
  return queryOptions({
    queryKey: liveKeys.anchors(language),
    queryFn: ({ signal }) => fetchAnchors(language, signal),
    staleTime: 30_000,
    refetchInterval: LIVE_REFRESH_MS,
  });
}

export function useAnchors() {
  const language = useListLanguage();
  return useQuery(anchorsQueryOptions(language));
}

export { isHostList };
