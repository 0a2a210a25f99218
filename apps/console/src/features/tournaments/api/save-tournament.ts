import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { tournamentsKey } from './get-tournaments';
import type { TournamentInput } from './get-tournaments';

/** Creates a tournament as a draft (id null) or changes one (a draft, or published before its start). */
export function saveTournament({ merchant, id, body }: { merchant: string; id: number | null; body: TournamentInput }) {
  return id === null ? api.call(endpoints.createTournament, { query: { merchant }, body }) : api.call(endpoints.updateTournament, { params: { id }, body });
}

export function useSaveTournament() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveTournament,
    onSuccess: async (_t, { merchant }) => {
      await client.invalidateQueries({ queryKey: tournamentsKey(merchant) });
    },
  });
}
