import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannerGroup, Language } from '@lobby/contract';
import { GAME_PATHS } from '@lobby/contract/paths';
import type { Banner } from '@lobby/contract/schemas';
import { checkedAnswer, isNumber, isObject, isString } from '@/shared/api/validate-answer';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { api } from '@/shared/lib/api';

/** Banners of one lobby screen (group m_home, m_rng …), within their date window, in the server's order. */
export const bannerKeys = {
  all: ['games', 'banners'] as const,
  group: (group: BannerGroup, language: Language) => [...bannerKeys.all, group, language] as const,
};

export async function fetchBanners(group: BannerGroup, language: Language, signal?: AbortSignal): Promise<Banner[]> {
  // Silent: a missing banner strip is not worth a toast; the carousel simply renders nothing.
  const raw = await api.get(GAME_PATHS.banners, { query: { groupName: group, language }, signal, silent: true });
  return checkedAnswer<Banner[]>(raw, (list) => Array.isArray(list) && list.every(isBanner));
}

function isBanner(b: unknown): boolean {
  return (
    isObject(b) &&
    isNumber(b.id) &&
    isString(b.groupName) &&
    isString(b.title) &&
    isString(b.url) &&
    (b.link === null || isString(b.link)) &&
    isNumber(b.sort)
  );
}

export function bannersQueryOptions(group: BannerGroup, language: Language) {
  return queryOptions({
    queryKey: bannerKeys.group(group, language),
    queryFn: ({ signal }) => fetchBanners(group, language, signal),
    // Banners change a few times a day; a visit to another screen and back should not refetch them.
    staleTime: 5 * 60_000,
  });
}

export function useBanners(group: BannerGroup) {
  const language = useListLanguage();
  return useQuery(bannersQueryOptions(group, language));
}
