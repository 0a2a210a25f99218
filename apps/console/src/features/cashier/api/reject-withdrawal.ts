import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { withdrawalsKey } from './get-withdrawals';

/** Rejects an order with a reason: the hold is voided and the player told in the inbox. */
export function rejectWithdrawal({ orderNo, reason }: { orderNo: string; reason: string }) {
  return api.call(endpoints.rejectWithdrawal, { params: { orderNo }, body: { reason } });
}

export function useRejectWithdrawal() {
  const client = useQueryClient();
  return useMutation({ mutationFn: rejectWithdrawal, onSuccess: () => client.invalidateQueries({ queryKey: withdrawalsKey }) });
}
