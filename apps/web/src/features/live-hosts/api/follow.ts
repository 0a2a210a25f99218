import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LiveHost } from '@lobby/contract';
import { LIVE_PATHS } from '@lobby/contract/paths';
import { liveKeys } from '@/shared/api/live/keys';
import { api } from '@/shared/lib/api';

/** Both answer the ids of the hosts the member follows after the change. */
export function followHost(anchorId: number): Promise<number[]> {
  return api.post(LIVE_PATHS.focus, { body: { anchorId } });
}

export function unfollowHost(anchorId: number): Promise<number[]> {
  return api.delete(LIVE_PATHS.focus, { body: { anchorId } });
}

type Lists = [readonly unknown[], LiveHost[] | undefined][];

/** The heart changes at once in every cached list; the focus list loses an unfollowed host at once. */
async function applyOptimistic(client: QueryClient, host: LiveHost, follow: boolean): Promise<Lists> {
  await client.cancelQueries({ queryKey: liveKeys.all });
  const before = client.getQueriesData<LiveHost[]>({ queryKey: liveKeys.all });
  const change = (h: LiveHost): LiveHost =>
    h.id === host.id && h.followed !== follow ? { ...h, followed: follow, followers: Math.max(0, h.followers + (follow ? 1 : -1)) } : h;
  for (const [key, list] of before) {
    if (!list) continue;
    const isFocus = key[2] === 'focus';
    const next = isFocus && !follow ? list.filter((h) => h.id !== host.id) : list.map(change);
    client.setQueryData<LiveHost[]>(key, next);
  }
  return before;
}

export function useFollowHost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ host, follow }: { host: LiveHost; follow: boolean }) => (follow ? followHost : unfollowHost)(host.id),
    onMutate: ({ host, follow }) => applyOptimistic(client, host, follow),
    onError: (_error, _input, before) => {
      for (const [key, list] of before ?? []) client.setQueryData(key, list);
    },
    onSettled: () => client.invalidateQueries({ queryKey: liveKeys.all }),
  });
}
