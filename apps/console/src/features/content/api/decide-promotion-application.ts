import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { applicationsKey } from './get-promotion-applications';
import { promotionsKey } from './get-promotions';

export type Decision = EndpointBody<typeof endpoints.decidePromotionApplication>['status'];

/** Approves or rejects an application (one of the merchant's). */
export function decidePromotionApplication({ merchant, id, status }: { merchant: string; id: number; status: Decision }) {
  return api.call(endpoints.decidePromotionApplication, { params: { id }, query: { merchant }, body: { status } });
}

export function useDecidePromotionApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decidePromotionApplication,
    onSuccess: async (_decided, { merchant }) => {
      await client.invalidateQueries({ queryKey: applicationsKey(merchant) });
      await client.invalidateQueries({ queryKey: promotionsKey(merchant) });
    },
  });
}
