import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { memberKey } from './get-member';

interface Lift {
  account: string;
  merchant: string;
  reason: string;
}

/** Lifts an operator's exclusion (never the player's own break or self-exclusion), with a reason. */
export function liftMemberExclusion({ account, merchant, reason }: Lift) {
  return api.call(endpoints.liftMemberExclusion, { params: { account }, query: { merchant }, body: { reason } });
}

export function useLiftMemberExclusion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: liftMemberExclusion,
    onSuccess: (_exclusion, change) => client.invalidateQueries({ queryKey: memberKey(change.merchant, change.account) }),
  });
}
