import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { memberRiskKey } from '@/shared/api/get-member-risk';

type TagsChange = EndpointBody<typeof endpoints.setMemberTags> & { account: string; merchant: string };

/** Replaces a player's tags (at most ten; the same tag in another case is kept once); audited. */
export function setMemberTags({ account, merchant, ...body }: TagsChange) {
  return api.call(endpoints.setMemberTags, { params: { account }, query: { merchant }, body });
}

export function useSetMemberTags() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setMemberTags,
    // the answer is the player's risk with the tags as saved (alphabetical)
    onSuccess: (risk, change) => client.setQueryData(memberRiskKey(change.merchant, change.account), risk),
  });
}
