import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { socialProvidersSchema, type SocialProviderStatus } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';

/** Which social logins the server can run for this merchant (a client configured and the flag on). */
export const socialProvidersKeys = { all: ['session', 'socialProviders'] as const };

export async function fetchSocialProviders(signal?: AbortSignal): Promise<SocialProviderStatus[]> {
  // Silent: without the list the buttons simply stay hidden; the login form works on.
  const raw = await api.get(ACCOUNT_PATHS.oauthProviders, { signal, silent: true });
  return socialProvidersSchema.parse(raw);
}

export function socialProvidersQueryOptions() {
  return queryOptions({
    queryKey: socialProvidersKeys.all,
    queryFn: ({ signal }) => fetchSocialProviders(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSocialProviders(enabled: boolean) {
  return useQuery({ ...socialProvidersQueryOptions(), enabled });
}
