import { queryOptions, useQuery } from '@tanstack/react-query';
import { REFERRAL_PATHS } from '@lobby/contract/paths';
import type { ReferralProgram } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';

export const referralProgramKeys = { all: ['referral', 'program'] as const };

export async function fetchReferralProgram(signal?: AbortSignal): Promise<ReferralProgram> {
  return api.get(REFERRAL_PATHS.program, { signal, silent: true });
}

/** The merchant's offer, for everyone (visitors and trial accounts see what a real account would earn). */
export function useReferralProgram() {
  return useQuery(queryOptions({ queryKey: referralProgramKeys.all, queryFn: ({ signal }) => fetchReferralProgram(signal), staleTime: 5 * 60_000 }));
}
