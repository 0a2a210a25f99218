import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorMapping, VendorSortingEntry } from '@lobby/contract';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useLanguage } from '@/shared/hooks/use-language';
import { categoryNameKey, lobbyCategories } from '@/shared/lib/game-categories';
import { api } from '@/shared/lib/api';
import type { GameCategory } from '@/shared/stores/game-category-store';
import { gameKeys } from './keys';

/** Vendor data changes rarely: five minutes before it is asked for again. */
export const VENDOR_DATA_STALE_MS = 5 * 60_000;

/** Game type -> vendors (game counts, classifications), in lobby order. */
export function fetchVendorMapping(language: string, signal?: AbortSignal): Promise<VendorMapping> {
  return api.get(GAME_PATHS.vendorMapping, { query: { language }, signal, silent: true });
}

/** Lobby categories with their vendors in order (SPORTS already split by the server). */
export function fetchVendorSorting(language: string, signal?: AbortSignal): Promise<VendorSortingEntry[]> {
  return api.get(GAME_PATHS.vendorSorting, { query: { language }, signal, silent: true });
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

/**
 * The lobby's game categories (side menu, top nav, home tabs), named in the current language: derived from
 * the vendor sorting answer while rendering, so a server-rendered page has them in its first paint. Until the
 * answer arrives the list is empty (no invented categories).
 */
export function useGameCategories(): GameCategory[] {
  const { t, i18n } = useTranslation();
  const { data } = useVendorSorting();
  const language = i18n.language;
  return useMemo(
    () => (data ? lobbyCategories(data).map((gameType) => ({ gameType, name: t(categoryNameKey(gameType)) })) : []),
    // t changes identity with the language; the language keeps the names in step with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, t, language],
  );
}
