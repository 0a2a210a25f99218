import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { withdrawalOrderSchema, type CreateWithdrawalInput, type WithdrawalOrder } from '@lobby/contract/schemas';
import { walletKeys } from '@/shared/api/wallet/keys';
import { api } from '@/shared/lib/api';
import { withdrawalOrderKeys } from './get-withdrawal-orders';

/** Places a withdrawal; the cash is held at once and paid out after review. */
export async function createWithdrawal(input: CreateWithdrawalInput): Promise<WithdrawalOrder> {
  // Silent: wrong PIN, an active bonus and the lock each get their own answer in the PIN sheet.
  return withdrawalOrderSchema.parse(await api.post(MONEY_PATHS.withdrawOrders, { body: input, silent: true }));
}

export function useCreateWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createWithdrawal,
    // The header balance and the breakdown (held, withdrawable) change with the hold.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: walletKeys.all }),
        client.invalidateQueries({ queryKey: withdrawalOrderKeys.all }),
      ]),
  });
}
