import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { campaignsKey } from './get-campaigns';

export type CampaignAction = EndpointBody<typeof endpoints.setBonusCampaignStatus>['action'];

/** Publish a draft, pause or resume a published campaign, or end it for good. */
export function setCampaignStatus({ merchant, id, action }: { merchant: string; id: number; action: CampaignAction }) {
  return api.call(endpoints.setBonusCampaignStatus, { params: { id }, query: { merchant }, body: { action } });
}

export function useSetCampaignStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setCampaignStatus,
    onSuccess: async (_c, { merchant }) => {
      await client.invalidateQueries({ queryKey: campaignsKey(merchant) });
    },
  });
}
