import { queryOptions } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { withdrawalsKey } from './get-withdrawals';

/** What an approver looks at before paying an order out: the player's balance, deposits, wagering, other withdrawals. */
export function getWithdrawalReview(orderNo: string, signal?: AbortSignal) {
  return api.call(endpoints.withdrawalReview, { params: { orderNo } }, signal);
}

export function withdrawalReviewQueryOptions(orderNo: string) {
  return queryOptions({ queryKey: [...withdrawalsKey, 'review', orderNo], queryFn: ({ signal }) => getWithdrawalReview(orderNo, signal) });
}
