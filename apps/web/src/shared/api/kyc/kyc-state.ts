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

/**
 * Whether a withdrawal of this amount would wait for identity verification, as the server decides it: the
 * source of funds is needed, or level 2 is missing and today's withdrawals with this one pass the brand's
 * daily amount. Undefined state (not loaded, a trial account): nothing to say.
 */
export function verificationHolds(state: KycState | undefined, amount: number | null): boolean {
  if (!state || amount === null) return false;
  if (state.steps.some((s) => s.level === 3 && s.state === 'needed')) return true;
  if (state.level >= 2 || state.level2DailyWithdrawal === null) return false;
  const cents = (text: string) => Math.round(Number(text) * 100);
  return cents(state.withdrawnToday) + Math.round(amount * 100) > cents(state.level2DailyWithdrawal);
}
