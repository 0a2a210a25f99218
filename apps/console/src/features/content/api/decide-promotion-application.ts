import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { applicationsKey } from './get-promotion-applications';
import { promotionsKey } from './get-promotions';

export type Decision = EndpointBody<typeof endpoints.decidePromotionApplication>['status'];

/**
 * Approves or rejects an application (one of the merchant's). Approving one to an apply-and-review campaign's
 * page pays `amount` ("250.00", at most the campaign's maximum); the answer says what was paid.
 */
export function decidePromotionApplication({ merchant, id, status, amount }: { merchant: string; id: number; status: Decision; amount?: string }) {
  return api.call(endpoints.decidePromotionApplication, { params: { id }, query: { merchant }, body: amount === undefined ? { status } : { status, amount } });
}

export function useDecidePromotionApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decidePromotionApplication,
    onSuccess: async (_decided, { merchant, amount }) => {
      await client.invalidateQueries({ queryKey: applicationsKey(merchant) });
      await client.invalidateQueries({ queryKey: promotionsKey(merchant) });
      // a paid approval is a grant of the campaign: its figures and grants change
      if (amount !== undefined) await client.invalidateQueries({ queryKey: ['ops', 'bonus'] });
    },
  });
}
