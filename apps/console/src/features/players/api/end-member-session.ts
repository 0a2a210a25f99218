import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { memberHistoryKey } from './get-member-history';

/** Ends one live session of a player (the account stays enabled). */
export function endMemberSession({ account, merchant, id }: { account: string; merchant: string; id: string | number }) {
  return api.call(endpoints.endMemberSession, { params: { account, id }, query: { merchant } });
}

export function useEndMemberSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endMemberSession,
    onSuccess: (_ended, target) => client.invalidateQueries({ queryKey: memberHistoryKey(target.merchant, target.account, 'sessions') }),
  });
}
