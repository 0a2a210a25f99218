import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { registerSettingsSchema, type RegisterSettings } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';

/** Per-field registration rules (enabled, required, length, pattern) and the pattern table. */
export const registerSettingsKeys = { all: ['register', 'settings'] as const };

export async function fetchRegisterSettings(signal?: AbortSignal): Promise<RegisterSettings> {
  const raw = await api.get(ACCOUNT_PATHS.registerSettings, { signal });
  return registerSettingsSchema.parse(raw);
}

export function registerSettingsQueryOptions() {
  return queryOptions({
    queryKey: registerSettingsKeys.all,
    queryFn: ({ signal }) => fetchRegisterSettings(signal),
    staleTime: 5 * 60_000,
  });
}

export function useRegisterSettings() {
  return useQuery(registerSettingsQueryOptions());
}
