import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type AmlRules = EndpointResult<typeof endpoints.amlRules>;

export const amlRulesKey = (merchant: string) => ['ops', 'aml', 'rules', merchant] as const;

/** A merchant's AML rules: the covered-transaction threshold (in its currency) and the turnover rule. */
export function getAmlRules(merchant: string, signal?: AbortSignal) {
  return api.call(endpoints.amlRules, { query: { merchant } }, signal);
}

export function amlRulesQueryOptions(merchant: string) {
  return queryOptions({
    queryKey: amlRulesKey(merchant),
    queryFn: ({ signal }) => getAmlRules(merchant, signal),
    enabled: Boolean(merchant),
  });
}
