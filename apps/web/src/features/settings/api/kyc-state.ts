import { queryOptions, useQuery } from '@tanstack/react-query';
import { KYC_PATHS } from '@lobby/contract/paths';
import { kycStateSchema, type KycState } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/** The member's identity verification: the level reached, each step's state, the brand's rules, held withdrawals. */
export const kycKeys = { state: [ACCOUNT_QUERY_ROOT, 'settings', 'kyc'] as const };

export async function fetchKycState(signal?: AbortSignal): Promise<KycState> {
  return kycStateSchema.parse(await api.get(KYC_PATHS.state, { signal, silent: true }));
}

export function kycStateQueryOptions() {
  return queryOptions({ queryKey: kycKeys.state, queryFn: ({ signal }) => fetchKycState(signal) });
}

/**
 * An operator decides a submission while the member waits: a return to the screen asks again, and the
 * screen itself (`follow`) asks every half minute while something is being reviewed. The /m/set row's badge
 * only reads.
 */
export function useKycState({ follow = false } = {}) {
  return useQuery({
    ...kycStateQueryOptions(),
    staleTime: 0,
    refetchInterval: (query) => (follow && query.state.data?.next === 'wait' ? 30_000 : false),
  });
}
