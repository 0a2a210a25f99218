import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BONUS_PATHS } from '@lobby/contract/paths';
import { redeemCodeResultSchema } from '@lobby/contract/schemas';
import { contentKeys } from '@/shared/api/content/keys';
import { walletKeys } from '@/shared/api/wallet/keys';
import { api, type PlayerResult } from '@/shared/lib/api';

export type BonusClaimResult = PlayerResult<'POST', typeof BONUS_PATHS.codes>;

/**
 * Enters a promo code: money on the code is credited at once (granted), a deposit match waits for the next
 * deposit (pending). Silent: the code field shows the refusal under itself (unknown, used, not eligible).
 */
export async function redeemBonusCode(code: string): Promise<BonusClaimResult> {
  return redeemCodeResultSchema.parse(await api.post(BONUS_PATHS.codes, { body: { code }, silent: true }));
}

export function useRedeemBonusCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeemBonusCode,
    // the balance, the bonuses and the offers (a pending match is preselected on the deposit screen) all change;
    // a promotion page's offer says what the member can do now
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: walletKeys.all }), client.invalidateQueries({ queryKey: contentKeys.promotionsAll })]),
  });
}
