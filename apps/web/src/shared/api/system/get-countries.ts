import { queryOptions, useQuery } from '@tanstack/react-query';
import { countryListSchema, type Country } from '@lobby/contract';
import { http } from '@/shared/lib/http';

/** Countries with dialling codes for the phone-number pickers. */
export const countriesKeys = { all: ['system', 'countries'] as const };

export async function fetchCountries(signal?: AbortSignal): Promise<Country[]> {
  const raw = await http.get<unknown>('/wps/system/country', { signal });
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
