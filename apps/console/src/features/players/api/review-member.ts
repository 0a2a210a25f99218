import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints, isApiError } from '@/shared/api/client';
import { memberRiskKey } from '@/shared/api/get-member-risk';

/** The cashier's withdrawal lists (features/cashier/api/get-withdrawals.ts; features do not import each other). */
const WITHDRAWALS_KEY = ['ops', 'withdrawals'] as const;
/** Compliance → Under review (features/compliance/api/get-risk-reviews.ts). */
const RISK_REVIEWS_KEY = ['ops', 'risk', 'reviews'] as const;

type ReviewChange = EndpointBody<typeof endpoints.reviewMember> & { account: string; merchant: string };

/**
 * Puts a player under review (their pending and new withdrawals are held) or closes the review (released),
 * with a reason; audited. Answers the player's risk as it is now.
 */
export function reviewMember({ account, merchant, ...body }: ReviewChange) {
  return api.call(endpoints.reviewMember, { params: { account }, query: { merchant }, body });
}

export function useReviewMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewMember,
    onSuccess: (risk, change) => {
      client.setQueryData(memberRiskKey(change.merchant, change.account), risk);
      // the holds moved: the cashier's queue, and the list of players under review
      return Promise.all([client.invalidateQueries({ queryKey: WITHDRAWALS_KEY }), client.invalidateQueries({ queryKey: RISK_REVIEWS_KEY })]);
    },
    // another operator opened or closed it first: the file shows the review as it is
    onError: (error, change) => {
      if (isApiError(error) && (error.code === 'risk.review.open' || error.code === 'risk.review.none')) {
        void client.invalidateQueries({ queryKey: memberRiskKey(change.merchant, change.account) });
      }
    },
  });
}
