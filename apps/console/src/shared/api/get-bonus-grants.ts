import { infiniteQueryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type BonusGrantList = EndpointResult<typeof endpoints.bonusGrants>;
export type BonusGrant = BonusGrantList['list'][number];

/** Whose grants: a campaign's (Promotions → a campaign's Grants tab) or a player's (the player file's Bonuses tab). */
export type GrantsOf = { campaignId: number } | { account: string };

/** Every grants list of a merchant sits under this key: a forfeit refreshes the campaign's and the player's alike. */
export const bonusGrantsKey = (merchant: string) => ['ops', 'bonus', 'grants', merchant] as const;

const PAGE = 50;

/** A page of grants, newest first; `beforeId` continues after the last one shown. */
export function getBonusGrants(merchant: string, of: GrantsOf, beforeId: number | undefined, signal?: AbortSignal): Promise<BonusGrantList> {
  return api.call(endpoints.bonusGrants, { query: { merchant, ...of, beforeId, limit: PAGE } }, signal);
}

export function bonusGrantsQueryOptions(merchant: string, of: GrantsOf) {
  return infiniteQueryOptions({
    queryKey: [...bonusGrantsKey(merchant), of] as const,
    queryFn: ({ pageParam, signal }) => getBonusGrants(merchant, of, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: Boolean(merchant),
  });
}
