import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type KycRules = EndpointResult<typeof endpoints.kycRules>;

export const kycRulesKey = (merchant: string) => ['ops', 'kyc', 'rules', merchant] as const;

/** A merchant's KYC rules: what needs level 2 and 3 (in its currency), the minimum age, how long documents are kept. */
export function getKycRules(merchant: string, signal?: AbortSignal) {
  return api.call(endpoints.kycRules, { query: { merchant } }, signal);
}

export function kycRulesQueryOptions(merchant: string) {
  return queryOptions({
    queryKey: kycRulesKey(merchant),
    queryFn: ({ signal }) => getKycRules(merchant, signal),
    enabled: Boolean(merchant),
  });
}
