import { useMutation } from '@tanstack/react-query';
import { MONEY_PATHS } from '@lobby/contract/paths';
import { http } from '@/shared/lib/http';

export interface ResetWithdrawalPinInput {
  oldPaymentPassword: string;
  newPaymentPassword: string;
}

/** Changes the withdrawal PIN with the current one. */
export async function resetWithdrawalPin(input: ResetWithdrawalPinInput): Promise<void> {
  // Silent: a wrong current PIN is shown on its field, with the tries left.
  await http.post<unknown>(MONEY_PATHS.paymentPasswordReset, input, { silent: true });
}

export function useResetWithdrawalPin() {
  return useMutation({ mutationFn: resetWithdrawalPin });
}
