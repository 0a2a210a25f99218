import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { adjustmentsKey } from './get-adjustments';

export interface MemberAdjustment {
  account: string;
  merchant: string;
  /** amount: a signed decimal string ("-50.00"); requestId: a new id per adjustment (a repeat posts nothing twice) */
  body: EndpointBody<typeof endpoints.adjustMember>;
}

/** A manual adjustment of a player's cash: posted at once, or waiting for a second operator at the merchant's amount. */
export function adjustMember({ account, merchant, body }: MemberAdjustment) {
  return api.call(endpoints.adjustMember, { params: { account }, query: { merchant }, body });
}

export function useAdjustMember() {
  const client = useQueryClient();
  return useMutation({ mutationFn: adjustMember, onSuccess: () => client.invalidateQueries({ queryKey: adjustmentsKey }) });
}
