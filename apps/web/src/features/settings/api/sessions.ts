import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_PATHS } from '@lobby/contract/paths';
import type { MemberSession } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

export const sessionListKeys = { all: [ACCOUNT_QUERY_ROOT, 'settings', 'sessions'] as const };

export async function fetchSessions(signal?: AbortSignal): Promise<MemberSession[]> {
  return api.get(SETTINGS_PATHS.sessions, { signal, silent: true });
}

export function useSessions() {
  return useQuery(queryOptions({ queryKey: sessionListKeys.all, queryFn: ({ signal }) => fetchSessions(signal) }));
}

/** Signs out one device (its id) or, with 'others', every device but this one. */
export async function endSessions(target: string): Promise<number> {
  const answer = target === 'others' ? await api.delete(SETTINGS_PATHS.otherSessions) : await api.delete(SETTINGS_PATHS.session, { params: { id: target } });
  return answer.ended;
}

export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({ mutationFn: endSessions, onSettled: () => client.invalidateQueries({ queryKey: sessionListKeys.all }) });
}
