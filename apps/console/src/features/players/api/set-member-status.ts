import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { memberKey } from './get-member';

interface StatusChange {
  account: string;
  merchant: string;
  enabled: boolean;
  reason: string;
}

/** Enables or disables a player with a reason (kept as a note); disabling ends every session. */
export function setMemberStatus({ account, merchant, enabled, reason }: StatusChange) {
  return api.call(endpoints.setMemberStatus, { params: { account }, query: { merchant }, body: { enabled, reason } });
}

export function useSetMemberStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setMemberStatus,
    onSuccess: (_result, change) => client.invalidateQueries({ queryKey: memberKey(change.merchant, change.account) }),
  });
}
