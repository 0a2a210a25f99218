import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAY_PATHS } from '@lobby/contract/paths';
import { api, type PlayerResult } from '@/shared/lib/api';
import { useSession } from '@/shared/lib/session';
import { originalsKeys } from './keys';
import { originalsSchemas } from './schemas';

export type PlaySession = PlayerResult<'GET', typeof PLAY_PATHS.playSession>;

export async function fetchPlaySession(signal?: AbortSignal): Promise<PlaySession> {
  const raw = await api.get(PLAY_PATHS.playSession, { signal, silent: true });
  return (await originalsSchemas()).playSessionSchema.parse(raw);
}

export function usePlaySession() {
  const signedIn = useSession() !== null;
  return useQuery({
    queryKey: originalsKeys.session,
    queryFn: ({ signal }) => fetchPlaySession(signal),
    enabled: signedIn,
    refetchInterval: 60_000,
  });
}

/** The player's answer to a reality check: play on (the clock restarts) or stop. */
export async function confirmRealityCheck(action: 'continue' | 'stop'): Promise<PlaySession | null> {
  const value = await api.post(PLAY_PATHS.realityCheck, { body: { action } });
  const parsed = (await originalsSchemas()).playSessionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function useRealityCheck() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: confirmRealityCheck,
    onSuccess: (session) => {
      if (session) client.setQueryData(originalsKeys.session, session);
      void client.invalidateQueries({ queryKey: originalsKeys.session });
    },
  });
}
