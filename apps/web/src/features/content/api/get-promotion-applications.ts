import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_PATHS } from '@lobby/contract/paths';
import { promotionApplicationListSchema, type PromotionApplication } from '@lobby/contract/schemas';
import { useLanguage } from '@/shared/hooks/use-language';
import { api } from '@/shared/lib/api';
import { contentKeys } from '@/shared/api/content/keys';

export async function fetchPromotionApplications(signal?: AbortSignal): Promise<PromotionApplication[]> {
  const raw = await api.get(CONTENT_PATHS.promotionApplications, { signal, silent: true });
  return promotionApplicationListSchema.parse(raw);
}

export function promotionApplicationsQueryOptions(language: string) {
  return queryOptions({
    queryKey: contentKeys.applications(language),
    queryFn: ({ signal }) => fetchPromotionApplications(signal),
    staleTime: 30_000,
  });
}

/** The member's applications with their state; only asked for real members (`enabled`). */
export function usePromotionApplications(enabled: boolean) {
  const [language] = useLanguage();
  return useQuery({ ...promotionApplicationsQueryOptions(language), enabled });
}
