import { queryOptions, useQuery } from '@tanstack/react-query';
import { SYSTEM_PATHS } from '@lobby/contract/paths';
import { countryListSchema, type Country } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';

/** Countries with dialling codes for the phone-number pickers. */
export const countriesKeys = { all: ['system', 'countries'] as const };

export async function fetchCountries(signal?: AbortSignal): Promise<Country[]> {
  const raw = await api.get(SYSTEM_PATHS.countries, { signal });
  return countryListSchema.parse(raw);
}

export function countriesQueryOptions() {
  return queryOptions({
    queryKey: countriesKeys.all,
    queryFn: ({ signal }) => fetchCountries(signal),
    staleTime: 5 * 60_000,
  });
}

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
