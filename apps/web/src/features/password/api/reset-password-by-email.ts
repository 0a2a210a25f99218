import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { passwordChangedSchema } from '@lobby/contract/schemas';
import { api, type PlayerBody } from '@/shared/lib/api';

export type EmailResetInput = PlayerBody<'POST', typeof ACCOUNT_PATHS.passwordEmailReset>;

/** Sets a new password with the token of a recovery mail (single use, 30 minutes). */
export async function resetPasswordByEmail(input: EmailResetInput): Promise<void> {
  // Silent: the screen shows an invalid link as its own state rather than a passing toast.
  passwordChangedSchema.parse(await api.post(ACCOUNT_PATHS.passwordEmailReset, { body: input, silent: true }));
}

export function useResetPasswordByEmail() {
  return useMutation({ mutationFn: resetPasswordByEmail });
}
