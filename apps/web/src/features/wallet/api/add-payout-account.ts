import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { payoutAccountSchema, type PayoutAccount } from '@lobby/contract/schemas';
import { api, type PlayerBody } from '@/shared/lib/api';
import { payoutAccountKeys } from './get-payout-accounts';

export type AddPayoutAccountInput = PlayerBody<'POST', typeof MONEY_PATHS.bankCards>;

export async function addPayoutAccount(input: AddPayoutAccountInput): Promise<PayoutAccount> {
  return payoutAccountSchema.parse(await api.post(MONEY_PATHS.bankCards, { body: input }));
}

export function useAddPayoutAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addPayoutAccount,
    onSuccess: (account) => {
      client.setQueryData<PayoutAccount[]>(payoutAccountKeys.all, (list) => [...(list ?? []), account]);
      void client.invalidateQueries({ queryKey: payoutAccountKeys.all });
    },
  });
}
