import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERRAL_PATHS } from '@lobby/contract/paths';
import type { ReferralSummary } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/** Under the account root: a sign-out or another sign-in drops it with the rest of the member's data. */
export const referralSummaryKeys = { all: [ACCOUNT_QUERY_ROOT, 'referral', 'summary'] as const };

export async function fetchReferralSummary(signal?: AbortSignal): Promise<ReferralSummary> {
  return api.get(REFERRAL_PATHS.summary, { signal, silent: true });
}

/** The member's code, link, friends joined and deposited, rewards earned; fresh each time the sheet opens. */
export function useReferralSummary(enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: referralSummaryKeys.all, queryFn: ({ signal }) => fetchReferralSummary(signal), enabled, refetchOnMount: 'always' }),
  );
}
