import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import type { PayoutAccount } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { payoutAccountKeys } from './get-payout-accounts';

export async function removePayoutAccount(id: number): Promise<void> {
  await api.delete(MONEY_PATHS.bankCard, { params: { id } });
}

export function useRemovePayoutAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removePayoutAccount,
    onSuccess: (_, id) => {
      client.setQueryData<PayoutAccount[]>(payoutAccountKeys.all, (list) => list?.filter((a) => a.id !== id));
      void client.invalidateQueries({ queryKey: payoutAccountKeys.all });
    },
  });
}
