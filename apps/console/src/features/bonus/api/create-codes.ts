import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { campaignsKey } from './get-campaigns';

export type CodesBody = EndpointBody<typeof endpoints.createBonusCodes>;

/** Adds one named code or generates a batch; answers the codes made. */
export function createCodes({ merchant, id, body }: { merchant: string; id: number; body: CodesBody }) {
  return api.call(endpoints.createBonusCodes, { params: { id }, query: { merchant }, body });
}

export function useCreateCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCodes,
    // the campaign's codes count and the list
    onSuccess: async (_made, { merchant }) => {
      await client.invalidateQueries({ queryKey: campaignsKey(merchant) });
    },
  });
}
