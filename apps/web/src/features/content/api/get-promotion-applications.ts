import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { CONTENT_PATHS } from '@lobby/contract/paths';
import { promotionApplicationSchema, type PromotionApplication } from '@lobby/contract/schemas';
import { useLanguage } from '@/shared/hooks/use-language';
import { http } from '@/shared/lib/http';
import { contentKeys } from '@/shared/api/content/keys';

const listSchema = z.array(promotionApplicationSchema);

export async function fetchPromotionApplications(signal?: AbortSignal): Promise<PromotionApplication[]> {
  const raw = await http.get<unknown>(CONTENT_PATHS.promotionApplications, { signal, silent: true });
  return listSchema.parse(raw);
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
