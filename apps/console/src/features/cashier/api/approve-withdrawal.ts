import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints, isApiError } from '@/shared/api/client';
import { withdrawalsKey } from './get-withdrawals';

/** Approves an order: paid out, or (at the merchant's second-approval amount) waiting for a second operator. */
export function approveWithdrawal(orderNo: string) {
  return api.call(endpoints.approveWithdrawal, { params: { orderNo } });
}

export function useApproveWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: approveWithdrawal,
    onSuccess: () => client.invalidateQueries({ queryKey: withdrawalsKey }),
    // held meanwhile (the player's verification or review): the queue shows the hold
    onError: (error) => {
      if (isApiError(error) && error.code === 'withdraw.order.held') void client.invalidateQueries({ queryKey: withdrawalsKey });
    },
  });
}
