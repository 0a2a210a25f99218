import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { gamesKey } from './get-games';

export type GameSwitches = EndpointBody<typeof endpoints.updateGame>;

/** Switches a game on or off, marks it new or not (players see it at once). */
export function updateGame({ merchant, gameId, switches }: { merchant: string; gameId: string; switches: GameSwitches }) {
  return api.call(endpoints.updateGame, { params: { gameId }, query: { merchant }, body: switches });
}

export function useUpdateGame() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateGame, onSuccess: (_game, { merchant }) => client.invalidateQueries({ queryKey: gamesKey(merchant) }) });
}
