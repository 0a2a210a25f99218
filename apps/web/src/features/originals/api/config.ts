import { queryOptions, useQuery } from '@tanstack/react-query';
import { PLAY_PATHS } from '@lobby/contract/paths';
import type { OriginalGame } from '@lobby/contract/rules';
import type { OriginalsConfig } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { originalsKeys } from './keys';
import { originalsSchemas } from './schemas';

export async function fetchOriginalsConfig(signal?: AbortSignal): Promise<OriginalsConfig> {
  const raw = await api.get(PLAY_PATHS.originalsConfig, { signal, silent: true });
  return (await originalsSchemas()).originalsConfigSchema.parse(raw);
}

export function originalsConfigQueryOptions() {
  return queryOptions({ queryKey: originalsKeys.config, queryFn: ({ signal }) => fetchOriginalsConfig(signal), staleTime: 60_000 });
}

/** The merchant's limits and declared RTP of one game (public: visitors see the limits too). */
export function useGameConfig(game: OriginalGame) {
  const query = useQuery(originalsConfigQueryOptions());
  return { ...query, game: query.data?.games.find((g) => g.game === game) ?? null };
}
