import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromotionCategory } from '@lobby/contract';
import { CONTENT_PATHS } from '@lobby/contract/paths';
import { promotionListSchema, type Promotion } from '@lobby/contract/schemas';
import { useLanguage } from '@/shared/hooks/use-language';
import { http } from '@/shared/lib/http';
import { useSession } from '@/shared/lib/session';
import { contentKeys } from '@/shared/api/content/keys';

export interface PromotionList {
  categories: PromotionCategory[];
  list: Promotion[];
}

export async function fetchPromotions(signal?: AbortSignal): Promise<PromotionList> {
  const raw = await http.get<unknown>(CONTENT_PATHS.promotions, { signal, silent: true });
  return promotionListSchema.parse(raw);
}

export function promotionsQueryOptions(language: string, who: string) {
  return queryOptions({
    queryKey: contentKeys.promotions(language, who),
    queryFn: ({ signal }) => fetchPromotions(signal),
    staleTime: 60_000,
  });
}

export function usePromotions() {
  const [language] = useLanguage();
  const info = useSession();
  return useQuery(promotionsQueryOptions(language, info?.userName ?? ''));
}
