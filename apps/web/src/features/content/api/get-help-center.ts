import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_PATHS } from '@lobby/contract/paths';
import { helpCenterSchema, type HelpItem } from '@lobby/contract/schemas';
import { useLanguage } from '@/shared/hooks/use-language';
import { api } from '@/shared/lib/api';
import { contentKeys } from '@/shared/api/content/keys';

export async function fetchHelpCenter(language: string, signal?: AbortSignal): Promise<HelpItem[]> {
  const raw = await api.get(CONTENT_PATHS.helpCenter, {
    query: { lang: language, device: 'MOBILE' },
    signal,
    silent: true,
  });
  return helpCenterSchema.parse(raw).items;
}

export function helpCenterQueryOptions(language: string) {
  return queryOptions({
    queryKey: contentKeys.helpCenter(language),
    queryFn: ({ signal }) => fetchHelpCenter(language, signal),
    staleTime: 5 * 60_000,
  });
}

export function useHelpCenter() {
  const [language] = useLanguage();
  return useQuery(helpCenterQueryOptions(language));
}
