import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { memberKey } from './get-member';

type Exclusion = EndpointBody<typeof endpoints.excludeMember> & { account: string; merchant: string };

/** Excludes a player for a duration or permanently, with a reason; every session of theirs ends. */
export function excludeMember({ account, merchant, ...body }: Exclusion) {
  return api.call(endpoints.excludeMember, { params: { account }, query: { merchant }, body });
}

export function useExcludeMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: excludeMember,
    // the whole file: the protection section, and the sessions the exclusion ended
    onSuccess: (_exclusion, change) => client.invalidateQueries({ queryKey: memberKey(change.merchant, change.account) }),
  });
}
