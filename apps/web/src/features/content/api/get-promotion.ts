import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_PATHS } from '@lobby/contract/paths';
import { promotionSchema, type Promotion } from '@lobby/contract/schemas';
import { useLanguage } from '@/shared/hooks/use-language';
import { api } from '@/shared/lib/api';
import { contentKeys } from '@/shared/api/content/keys';

export async function fetchPromotion(id: number, signal?: AbortSignal): Promise<Promotion> {
  const raw = await api.get(CONTENT_PATHS.promotion, { params: { id }, signal, silent: true });
  return promotionSchema.parse(raw);
}

export function promotionQueryOptions(id: number, language: string) {
  return queryOptions({
    queryKey: contentKeys.promotion(id, language),
    queryFn: ({ signal }) => fetchPromotion(id, signal),
    staleTime: 60_000,
  });
}

/** One promotion; `id` NaN or not positive (a bad link) asks nothing. */
export function usePromotion(id: number) {
  const [language] = useLanguage();
  return useQuery({ ...promotionQueryOptions(id, language), enabled: Number.isInteger(id) && id > 0 });
}
