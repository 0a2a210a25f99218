import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_PATHS } from '@lobby/contract/paths';
import { popularAnnouncementsSchema, type PopularAnnouncements } from '@lobby/contract/schemas';
import { contentKeys } from '@/shared/api/content/keys';
import { useLanguage } from '@/shared/hooks/use-language';
import { api } from '@/shared/lib/api';

/** How many the strip shows. */
export const POPULAR_STRIP_SIZE = 5;

export async function fetchPopularAnnouncements(signal?: AbortSignal): Promise<PopularAnnouncements> {
  const raw = await api.get(CONTENT_PATHS.popularAnnouncements, {
    query: { limit: POPULAR_STRIP_SIZE },
    signal,
    silent: true,
  });
  return popularAnnouncementsSchema.parse(raw);
}

export function popularQueryOptions(language: string) {
  return queryOptions({
    queryKey: contentKeys.popular(language),
    queryFn: ({ signal }) => fetchPopularAnnouncements(signal),
    staleTime: 5 * 60_000,
  });
}

/** The announcements most opened over the last 30 days (the strip above the notice list). */
export function usePopularAnnouncements() {
  const [language] = useLanguage();
  return useQuery(popularQueryOptions(language));
}
