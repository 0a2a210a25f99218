import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { payoutInstitutionListSchema } from '@lobby/contract/schemas';
import { api, type PlayerResult } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

export type PayoutInstitution = PlayerResult<'GET', typeof MONEY_PATHS.payoutInstitutions>[number];

export const payoutInstitutionKeys = { all: [ACCOUNT_QUERY_ROOT, 'withdraw', 'institutions'] as const };

export async function fetchPayoutInstitutions(signal?: AbortSignal): Promise<PayoutInstitution[]> {
  const raw = await api.get(MONEY_PATHS.payoutInstitutions, { signal, silent: true });
  return payoutInstitutionListSchema.parse(raw);
}

export function payoutInstitutionsQueryOptions() {
  return queryOptions({
    queryKey: payoutInstitutionKeys.all,
    queryFn: ({ signal }) => fetchPayoutInstitutions(signal),
    staleTime: 10 * 60_000,
  });
}

export function usePayoutInstitutions(enabled = true) {
  return useQuery({ ...payoutInstitutionsQueryOptions(), enabled });
}
