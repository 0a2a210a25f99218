import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type MemberDetail = EndpointResult<typeof endpoints.member>;

/** Everything under one player's file: a change to the player invalidates this key. */
export const memberKey = (merchant: string, account: string) => ['ops', 'member', merchant, account] as const;

/** A player's profile, balances, agent chain and VIP level. */
export function getMember(account: string, merchant: string, signal?: AbortSignal): Promise<MemberDetail> {
  return api.call(endpoints.member, { params: { account }, query: { merchant } }, signal);
}

export function memberQueryOptions(account: string, merchant: string) {
  return queryOptions({
    queryKey: memberKey(merchant, account),
    queryFn: ({ signal }) => getMember(account, merchant, signal),
    enabled: Boolean(merchant && account),
  });
}
