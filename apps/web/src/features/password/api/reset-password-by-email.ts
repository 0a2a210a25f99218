import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { passwordChangedSchema } from '@lobby/contract/schemas';
import { http } from '@/shared/lib/http';

export interface EmailResetInput {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Sets a new password with the token of a recovery mail (single use, 30 minutes). */
export async function resetPasswordByEmail(input: EmailResetInput): Promise<void> {
  // Silent: the screen shows an invalid link as its own state rather than a passing toast.
  passwordChangedSchema.parse(await http.post<unknown>(ACCOUNT_PATHS.passwordEmailReset, input, { silent: true }));
}

export function useResetPasswordByEmail() {
  return useMutation({ mutationFn: resetPasswordByEmail });
}
