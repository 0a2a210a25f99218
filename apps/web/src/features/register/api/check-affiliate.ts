import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { affiliateCheckSchema } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';

/** Whether an invitation (affiliate) code belongs to a member of this merchant. */
export const affiliateKeys = { check: (code: string) => ['register', 'affiliate', code] as const };

export async function checkAffiliate(code: string, signal?: AbortSignal): Promise<boolean> {
  const raw = await api.get(ACCOUNT_PATHS.affiliateCheck, {
    // The server renders invitation links' register page too, where there is no window (it ignores domain).
    query: { code, domain: typeof window === 'undefined' ? undefined : window.location.hostname },
    signal,
  });
  return affiliateCheckSchema.parse(raw).data.success;
}

export function affiliateCheckQueryOptions(code: string) {
  return queryOptions({
    queryKey: affiliateKeys.check(code),
    queryFn: ({ signal }) => checkAffiliate(code, signal),
    staleTime: 5 * 60_000,
  });
}

/** Checks the code a referral link brought (?code= / ?affiliateCode=), once, when there is one. */
export function useAffiliateCheck(code: string | null) {
  return useQuery({ ...affiliateCheckQueryOptions(code ?? ''), enabled: Boolean(code) });
}
