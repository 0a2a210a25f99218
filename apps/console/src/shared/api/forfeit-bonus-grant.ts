import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { bonusGrantsKey } from './get-bonus-grants';

/** Takes an active bonus back with the reason the player is told; its bonus money returns to the brand. */
export function forfeitBonusGrant({ merchant, id, reason }: { merchant: string; id: number; reason: string }) {
  return api.call(endpoints.forfeitBonusGrant, { params: { id }, query: { merchant }, body: { reason } });
}

export function useForfeitBonusGrant() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: forfeitBonusGrant,
    // the campaign's figures (returned, cost) change with it
    onSuccess: async (_g, { merchant }) => {
      await client.invalidateQueries({ queryKey: bonusGrantsKey(merchant) });
      await client.invalidateQueries({ queryKey: ['ops', 'bonus', 'campaigns', merchant] });
    },
  });
}
