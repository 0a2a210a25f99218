import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { kycRulesKey } from './get-kyc-rules';

export type KycRulesChange = EndpointBody<typeof endpoints.setKycRules> & { merchant: string };

/** Sets a merchant's KYC rules (audited); withdrawals, deposits and submissions from now on follow them. */
export function setKycRules({ merchant, ...body }: KycRulesChange) {
  return api.call(endpoints.setKycRules, { query: { merchant }, body });
}

export function useSetKycRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setKycRules,
    onSuccess: (rules, change) => {
      client.setQueryData(kycRulesKey(change.merchant), rules);
      return client.invalidateQueries({ queryKey: kycRulesKey(change.merchant) });
    },
  });
}
