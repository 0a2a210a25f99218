import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { amlRulesKey } from './get-aml-rules';

export type AmlRulesChange = EndpointBody<typeof endpoints.setAmlRules> & { merchant: string };

/** Sets a merchant's AML rules (audited); alerts raised from now on follow them. */
export function setAmlRules({ merchant, ...body }: AmlRulesChange) {
  return api.call(endpoints.setAmlRules, { query: { merchant }, body });
}

export function useSetAmlRules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAmlRules,
    onSuccess: (rules, change) => {
      client.setQueryData(amlRulesKey(change.merchant), rules);
      return client.invalidateQueries({ queryKey: amlRulesKey(change.merchant) });
    },
  });
}
