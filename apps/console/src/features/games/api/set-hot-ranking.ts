import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { gamesKey } from './get-games';
import { hotRankingKey } from './get-hot-ranking';

/** Replaces the hot ranking: the games in rank order (each once). */
export function setHotRanking({ merchant, nodeIds }: { merchant: string; nodeIds: string[] }) {
  return api.call(endpoints.setHotRanking, { params: { code: merchant }, body: { nodeIds } });
}

/** The ranking and the grid's rank column both change. */
export function useSetHotRanking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setHotRanking,
    onSuccess: async (_ranking, { merchant }) => {
      await client.invalidateQueries({ queryKey: hotRankingKey(merchant) });
      await client.invalidateQueries({ queryKey: gamesKey(merchant) });
    },
  });
}
