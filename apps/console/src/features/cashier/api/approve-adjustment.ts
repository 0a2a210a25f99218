import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { adjustmentsKey } from './get-adjustments';

/** A second operator approves a waiting adjustment: it is posted to the ledger once. */
export function approveAdjustment(id: number) {
  return api.call(endpoints.approveAdjustment, { params: { id } });
}

export function useApproveAdjustment() {
  const client = useQueryClient();
  return useMutation({ mutationFn: approveAdjustment, onSuccess: () => client.invalidateQueries({ queryKey: adjustmentsKey }) });
}
