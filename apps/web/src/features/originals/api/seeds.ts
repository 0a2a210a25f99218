import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAY_PATHS } from '@lobby/contract/paths';
import type { Seeds } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { useSession } from '@/shared/lib/session';
import { originalsKeys } from './keys';
import { originalsSchemas } from './schemas';

export async function fetchSeeds(signal?: AbortSignal): Promise<Seeds> {
  const raw = await api.get(PLAY_PATHS.seeds, { signal, silent: true });
  return (await originalsSchemas()).seedsSchema.parse(raw);
}

export function useSeeds() {
  const signedIn = useSession() !== null;
  return useQuery({ queryKey: originalsKeys.seeds, queryFn: ({ signal }) => fetchSeeds(signal), enabled: signedIn });
}

/** Starts a new seed pair (with the player's client seed, if given); the answer reveals the previous server seed. */
export async function rotateSeeds(clientSeed?: string): Promise<Seeds> {
  const raw = await api.post(PLAY_PATHS.rotateSeeds, { body: clientSeed ? { clientSeed } : {} });
  return (await originalsSchemas()).seedsSchema.parse(raw);
}

export function useRotateSeeds() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rotateSeeds,
    onSuccess: (seeds) => {
      client.setQueryData(originalsKeys.seeds, seeds);
      // Rounds of the revealed pair can now be verified.
      void client.invalidateQueries({ queryKey: [...originalsKeys.all, 'proof'] });
    },
  });
}
