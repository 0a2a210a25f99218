import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import { memberKey } from './get-member';

export type MemberProtection = EndpointResult<typeof endpoints.memberProtection>;
export type ProtectionLimit = MemberProtection['limits'][number];
export type Exclusion = NonNullable<MemberProtection['exclusion']>;
export type ProtectionHistoryEntry = MemberProtection['history'][number];

/** Under the player's key: a change to the player (a status, an exclusion) refreshes it too. */
export const memberProtectionKey = (merchant: string, account: string) => [...memberKey(merchant, account), 'protection'] as const;

/** A player's limits (own, waiting, operator's, in force, used), the exclusion in force, every exclusion and the history. */
export function getMemberProtection(account: string, merchant: string, signal?: AbortSignal): Promise<MemberProtection> {
  return api.call(endpoints.memberProtection, { params: { account }, query: { merchant } }, signal);
}

export function memberProtectionQueryOptions(account: string, merchant: string) {
  return queryOptions({
    queryKey: memberProtectionKey(merchant, account),
    queryFn: ({ signal }) => getMemberProtection(account, merchant, signal),
    enabled: Boolean(merchant && account),
  });
}
