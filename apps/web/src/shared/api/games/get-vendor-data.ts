import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorMapping, VendorSortingEntry } from '@lobby/contract';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useLanguage } from '@/shared/hooks/use-language';
import { http } from '@/shared/lib/http';
import { gameKeys } from './keys';

/** Vendor data changes rarely: five minutes before it is asked for again. */
export const VENDOR_DATA_STALE_MS = 5 * 60_000;

/** Game type -> vendors (game counts, classifications), in lobby order. */
export function fetchVendorMapping(language: string, signal?: AbortSignal): Promise<VendorMapping> {
  return http.get<VendorMapping>(GAME_PATHS.vendorMapping, { query: { language }, signal, silent: true });
}

/** Lobby categories with their vendors in order (SPORTS already split by the server). */
export function fetchVendorSorting(language: string, signal?: AbortSignal): Promise<VendorSortingEntry[]> {
  return http.get<VendorSortingEntry[]>(GAME_PATHS.vendorSorting, { query: { language }, signal, silent: true });
}

export function vendorMappingQueryOptions(language: string) {
  return queryOptions({
    queryKey: gameKeys.vendorMapping(language),
    queryFn: ({ signal }) => fetchVendorMapping(language, signal),
    staleTime: VENDOR_DATA_STALE_MS,
  });
}

export function vendorSortingQueryOptions(language: string) {
  return queryOptions({
    queryKey: gameKeys.vendorSorting(language),
    queryFn: ({ signal }) => fetchVendorSorting(language, signal),
    staleTime: VENDOR_DATA_STALE_MS,
  });
}

export function useVendorMapping() {
  const [language] = useLanguage();
  return useQuery(vendorMappingQueryOptions(language));
}

export function useVendorSorting() {
  const [language] = useLanguage();
  return useQuery(vendorSortingQueryOptions(language));
}
