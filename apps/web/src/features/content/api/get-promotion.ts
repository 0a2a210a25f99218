import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONTENT_PATHS } from '@lobby/contract/paths';
import { promotionSchema, type Promotion } from '@lobby/contract/schemas';
import { useLanguage } from '@/shared/hooks/use-language';
import { api } from '@/shared/lib/api';
import { useSession } from '@/shared/lib/session';
import { contentKeys } from '@/shared/api/content/keys';

export async function fetchPromotion(id: number, signal?: AbortSignal): Promise<Promotion> {
  const raw = await api.get(CONTENT_PATHS.promotion, { params: { id }, signal, silent: true });
  return promotionSchema.parse(raw);
}

export function promotionQueryOptions(id: number, language: string, who = '') {
  return queryOptions({
    queryKey: contentKeys.promotion(id, language, who),
    queryFn: ({ signal }) => fetchPromotion(id, signal),
    staleTime: 60_000,
  });
}

/** One promotion; `id` NaN or not positive (a bad link) asks nothing. */
export function usePromotion(id: number) {
  const [language] = useLanguage();
  const who = useSession()?.userName ?? '';
  return useQuery({ ...promotionQueryOptions(id, language, who), enabled: Number.isInteger(id) && id > 0 });
}
