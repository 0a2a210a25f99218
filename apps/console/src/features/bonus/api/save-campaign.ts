import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { campaignsKey } from './get-campaigns';
import type { CampaignInput } from './get-campaigns';

/** Creates a campaign as a draft (id null) or changes one; the kind of an existing one stays. */
export function saveCampaign({ merchant, id, body }: { merchant: string; id: number | null; body: CampaignInput }) {
  return id === null
    ? api.call(endpoints.createBonusCampaign, { query: { merchant }, body })
    : api.call(endpoints.updateBonusCampaign, { params: { id }, query: { merchant }, body });
}

export function useSaveCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCampaign,
    onSuccess: async (_c, { merchant }) => {
      await client.invalidateQueries({ queryKey: campaignsKey(merchant) });
    },
  });
}
