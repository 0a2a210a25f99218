import { useMutation, useQueryClient } from '@tanstack/react-query';
import { KYC_PATHS } from '@lobby/contract/paths';
import { kycSubmissionSchema, type KycIdentityBody, type KycSubmission } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { kycKeys } from '@/shared/api/kyc/kyc-state';

/** Level 2: the name, birth date and ID as on the document, with the front, back and selfie uploaded before. */
export async function submitKycIdentity(body: KycIdentityBody): Promise<KycSubmission> {
  return kycSubmissionSchema.parse(await api.post(KYC_PATHS.identity, { body, silent: true }));
}

/** The checker may decide at once (approve, or reject what breaks a rule): the state is asked again either way. */
export function useSubmitKycIdentity() {
  const client = useQueryClient();
  return useMutation({ mutationFn: submitKycIdentity, onSuccess: () => client.invalidateQueries({ queryKey: kycKeys.state }) });
}
