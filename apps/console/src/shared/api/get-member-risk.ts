import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type MemberRisk = EndpointResult<typeof endpoints.memberRisk>;
export type RiskFlag = MemberRisk['flags'][number];
export type RiskEvidence = RiskFlag['evidence'][number];
export type RiskReview = NonNullable<MemberRisk['review']>;

/**
 * Under the player's file key (features/players/api/get-member.ts: ['ops', 'member', merchant, account]; features
 * do not import each other): a change to the player refreshes it too. The player's file and the cashier's
 * withdrawal dialog read the same answer.
 */
export const memberRiskKey = (merchant: string, account: string) => ['ops', 'member', merchant, account, 'risk'] as const;

/** A player's risk flags (each with its evidence), tags, the open review with its held withdrawals, past reviews. */
export function getMemberRisk(account: string, merchant: string, signal?: AbortSignal): Promise<MemberRisk> {
  return api.call(endpoints.memberRisk, { params: { account }, query: { merchant } }, signal);
}

/** `enabled`: whether the operator may read it (compliance.read; the server checks anyway). */
export function memberRiskQueryOptions(account: string, merchant: string, enabled = true) {
  return queryOptions({
    queryKey: memberRiskKey(merchant, account),
    queryFn: ({ signal }) => getMemberRisk(account, merchant, signal),
    enabled: enabled && Boolean(merchant && account),
  });
}
