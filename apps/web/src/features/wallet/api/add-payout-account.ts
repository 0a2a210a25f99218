import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { payoutAccountSchema, type PayoutAccount } from '@lobby/contract/schemas';
import { http } from '@/shared/lib/http';
import { payoutAccountKeys } from './get-payout-accounts';

export interface AddPayoutAccountInput {
  bankCode: string;
  accountNo: string;
}

export async function addPayoutAccount(input: AddPayoutAccountInput): Promise<PayoutAccount> {
  return payoutAccountSchema.parse(await http.post<unknown>(MONEY_PATHS.bankCards, input));
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
