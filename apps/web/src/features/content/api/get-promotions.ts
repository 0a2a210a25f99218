import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_PATHS } from '@lobby/contract/paths';
import { promotionListSchema } from '@lobby/contract/schemas';
import { useLanguage } from '@/shared/hooks/use-language';
import { api, type PlayerResult } from '@/shared/lib/api';
import { useSession } from '@/shared/lib/session';
import { contentKeys } from '@/shared/api/content/keys';

export type PromotionList = PlayerResult<'GET', typeof CONTENT_PATHS.promotions>;

export async function fetchPromotions(signal?: AbortSignal): Promise<PromotionList> {
  const raw = await api.get(CONTENT_PATHS.promotions, { signal, silent: true });
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
