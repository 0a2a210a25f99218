import { useMutation } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { api, type PlayerBody } from '@/shared/lib/api';

export type ResetWithdrawalPinInput = PlayerBody<'POST', typeof MONEY_PATHS.paymentPasswordReset>;

/** Changes the withdrawal PIN with the current one. */
export async function resetWithdrawalPin(input: ResetWithdrawalPinInput): Promise<void> {
  // Silent: a wrong current PIN is shown on its field, with the tries left.
  await api.post(MONEY_PATHS.paymentPasswordReset, { body: input, silent: true });
}

export function useResetWithdrawalPin() {
  return useMutation({ mutationFn: resetWithdrawalPin });
}
