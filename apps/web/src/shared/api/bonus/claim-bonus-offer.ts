import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BONUS_PATHS } from '@lobby/contract/paths';
import { claimOfferResultSchema } from '@lobby/contract/schemas';
import { contentKeys } from '@/shared/api/content/keys';
import { walletKeys } from '@/shared/api/wallet/keys';
import { api } from '@/shared/lib/api';
import type { BonusClaimResult } from './redeem-bonus-code';

/**
 * Claims a campaign without a code: free rounds are credited at once, a deposit match waits for the next
 * deposit. Silent: the promotion page shows the refusal beside its button.
 */
export async function claimBonusOffer(campaignId: number): Promise<BonusClaimResult> {
  return claimOfferResultSchema.parse(await api.post(BONUS_PATHS.claim, { params: { id: campaignId }, silent: true }));
}

export function useClaimBonusOffer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: claimBonusOffer,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: walletKeys.all }), client.invalidateQueries({ queryKey: contentKeys.promotionsAll })]),
  });
}
