import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KYC_PATHS } from '@lobby/contract/paths';
import { kycSubmissionSchema, type KycFundsBody, type KycSubmission } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { kycKeys } from '@/shared/api/kyc/kyc-state';

/** Level 3: where the money comes from, in a few words, with one proof (a payslip, a bank statement). */
export async function submitKycFunds(body: KycFundsBody): Promise<KycSubmission> {
  return kycSubmissionSchema.parse(await api.post(KYC_PATHS.funds, { body, silent: true }));
}

/** An operator reviews it: the step turns "being reviewed" as the state is asked again. */
export function useSubmitKycFunds() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitKycFunds, onSuccess: () => client.invalidateQueries({ queryKey: kycKeys.state }) });
}
