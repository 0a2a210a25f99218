import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints, isApiError } from '@/shared/api/client';
import { kycSubmissionsKey } from '@/shared/api/get-kyc-submissions';

/** The cashier's withdrawal lists (features/cashier/api/get-withdrawals.ts; features do not import each other). */
const WITHDRAWALS_KEY = ['ops', 'withdrawals'] as const;

export type KycDecision = EndpointBody<typeof endpoints.decideKycSubmission> & { id: number };

/** Approves a pending submission, or rejects it with the reason the player is told; once only (audited). */
export function decideKycSubmission({ id, ...body }: KycDecision) {
  return api.call(endpoints.decideKycSubmission, { params: { id }, body });
}

export function useDecideKycSubmission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: decideKycSubmission,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: kycSubmissionsKey }),
        // an approved identity releases the player's withdrawals held for it: the cashier's lists (its key)
        client.invalidateQueries({ queryKey: WITHDRAWALS_KEY }),
      ]),
    // another operator decided it first: the screens show their decision
    onError: (error) => {
      if (isApiError(error) && error.code === 'kyc.submission.decided') void client.invalidateQueries({ queryKey: kycSubmissionsKey });
    },
  });
}
