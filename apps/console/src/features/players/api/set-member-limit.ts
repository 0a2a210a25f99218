import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { memberProtectionKey } from './get-member-protection';

type LimitChange = EndpointBody<typeof endpoints.setMemberLimit> & { account: string; merchant: string };

/**
 * Sets the operator's limit on one kind and period (value "1250.00" or minutes "90"), or removes it (null).
 * It is a layer of its own: the lower of the player's own and the operator's counts.
 */
export function setMemberLimit({ account, merchant, ...body }: LimitChange) {
  return api.call(endpoints.setMemberLimit, { params: { account }, query: { merchant }, body });
}

export function useSetMemberLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setMemberLimit,
    onSuccess: (_limit, change) => client.invalidateQueries({ queryKey: memberProtectionKey(change.merchant, change.account) }),
  });
}
