import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONTENT_PATHS } from '@lobby/contract/paths';
import { promotionApplicationSchema, type PromotionApplication } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { contentKeys } from '@/shared/api/content/keys';

export async function applyPromotion(id: number, remark: string): Promise<PromotionApplication> {
  // Not silent: the server's refusal (already applied, ended, trial) is what the person needs to read.
  const raw = await api.post(CONTENT_PATHS.promotionApply, { params: { id }, body: { remark } });
  return promotionApplicationSchema.parse(raw);
}

export function useApplyPromotion(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (remark: string) => applyPromotion(id, remark),
    onSettled: () => client.invalidateQueries({ queryKey: contentKeys.applicationsAll }),
  });
}
