import { queryOptions, useQuery } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { payoutInstitutionSchema } from '@lobby/contract/schemas';
import { z } from 'zod';
import { http } from '@/shared/lib/http';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

export type PayoutInstitution = z.infer<typeof payoutInstitutionSchema>;

export const payoutInstitutionKeys = { all: [ACCOUNT_QUERY_ROOT, 'withdraw', 'institutions'] as const };

export async function fetchPayoutInstitutions(signal?: AbortSignal): Promise<PayoutInstitution[]> {
  const raw = await http.get<unknown>(MONEY_PATHS.payoutInstitutions, { signal, silent: true });
  return z.array(payoutInstitutionSchema).parse(raw);
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
