import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { walletKeys } from '@/shared/api/wallet/keys';
import { api, type PlayerBody } from '@/shared/lib/api';

/** the PIN, and the login password when the account has one */
export type SetWithdrawalPinInput = PlayerBody<'POST', typeof MONEY_PATHS.paymentPassword>;

export async function setWithdrawalPin(input: SetWithdrawalPinInput): Promise<void> {
  // Silent: a wrong login password is shown on its field.
  await api.post(MONEY_PATHS.paymentPassword, { body: input, silent: true });
}

export function useSetWithdrawalPin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setWithdrawalPin,
    onSuccess: () => client.setQueryData(walletKeys.withdrawalPin, true),
  });
}
