import { queryOptions, useQuery } from '@tanstack/react-query';
import { consolidatedSettingsSchema, type ConsolidatedSettings } from '@lobby/contract';
import { http } from '@/shared/lib/http';

/** Merchant settings (languages, currency, age limit, flags); they change rarely. */
export const settingsKeys = { all: ['system', 'settings'] as const };

export async function fetchSettings(signal?: AbortSignal): Promise<ConsolidatedSettings> {
  const raw = await http.get<unknown>('/wps/system/settings/consolidated', { signal });
  return consolidatedSettingsSchema.parse(raw);
}

export function settingsQueryOptions() {
  return queryOptions({
    queryKey: settingsKeys.all,
    queryFn: ({ signal }) => fetchSettings(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
