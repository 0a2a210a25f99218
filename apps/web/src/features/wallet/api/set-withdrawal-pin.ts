import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { walletKeys } from '@/shared/api/wallet/keys';
import { http } from '@/shared/lib/http';

export interface SetWithdrawalPinInput {
  /** the login password, when the account has one */
  password?: string;
  paymentPassword: string;
}

export async function setWithdrawalPin(input: SetWithdrawalPinInput): Promise<void> {
  // Silent: a wrong login password is shown on its field.
  await http.post<unknown>(MONEY_PATHS.paymentPassword, input, { silent: true });
}

export function useSetWithdrawalPin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setWithdrawalPin,
    onSuccess: () => client.setQueryData(walletKeys.withdrawalPin, true),
  });
}
