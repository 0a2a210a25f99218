import { api, opsPath } from '@/shared/api/client';
import type { GameRow, HotRanking } from '@/shared/api/types';

export const gamesApi = {
  list: (q: { merchant: string; q?: string; vendor?: string; type?: string; offset: number; limit: number }, signal?: AbortSignal) =>
    api.get<{ list: GameRow[]; total: number }>('/ops/games', q, signal),
  patch: (merchant: string, gameId: string, body: { enabled?: boolean; isNew?: boolean }) => api.patch<GameRow>(opsPath('/ops/games/:gameId', { gameId }), body, { merchant }),
  hot: (merchant: string, signal?: AbortSignal) => api.get<HotRanking>(opsPath('/ops/merchants/:code/hot', { code: merchant }), undefined, signal),
  saveHot: (merchant: string, nodeIds: string[]) => api.put<HotRanking>(opsPath('/ops/merchants/:code/hot', { code: merchant }), { nodeIds }),
};
