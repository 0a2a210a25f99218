import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { tournamentsKey } from './get-tournaments';

export type TournamentAction = 'publish' | 'cancel';

/** Publish a draft, or cancel a draft or published tournament (no prizes are paid then). */
export function setTournamentStatus({ id, action }: { merchant: string; id: number; action: TournamentAction }) {
  return api.call(action === 'publish' ? endpoints.publishTournament : endpoints.cancelTournament, { params: { id } });
}

export function useSetTournamentStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setTournamentStatus,
    onSuccess: async (_t, { merchant }) => {
      await client.invalidateQueries({ queryKey: tournamentsKey(merchant) });
    },
  });
}
