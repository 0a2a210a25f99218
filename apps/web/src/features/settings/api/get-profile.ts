import { queryOptions, useQuery } from '@tanstack/react-query';
import { SETTINGS_PATHS } from '@lobby/contract/paths';
import { memberProfileSchema, type MemberProfile } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/** The member's settings (nickname, e-mail and its state, birthday, payee name, what is set up). */
export const profileKeys = { all: [ACCOUNT_QUERY_ROOT, 'settings', 'profile'] as const };

export async function fetchProfile(signal?: AbortSignal): Promise<MemberProfile> {
  return memberProfileSchema.parse(await api.get(SETTINGS_PATHS.profile, { signal, silent: true }));
}

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileKeys.all, queryFn: ({ signal }) => fetchProfile(signal) });
}

export function useProfile(enabled = true) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
