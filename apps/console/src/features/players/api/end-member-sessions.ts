import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { memberHistoryKey } from './get-member-history';

/** Ends every session of a player: they sign in again (the account stays enabled). */
export function endMemberSessions({ account, merchant }: { account: string; merchant: string }) {
  return api.call(endpoints.endMemberSessions, { params: { account }, query: { merchant } });
}

export function useEndMemberSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endMemberSessions,
    onSuccess: (_ended, target) => client.invalidateQueries({ queryKey: memberHistoryKey(target.merchant, target.account, 'sessions') }),
  });
}
