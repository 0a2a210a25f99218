import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { passwordChangedSchema } from '@lobby/contract/schemas';
import { http } from '@/shared/lib/http';

export interface ChangePasswordInput {
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** Change password (v2 body); the server ends the member's other sessions, this one stays. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  passwordChangedSchema.parse(await http.post<unknown>(ACCOUNT_PATHS.changePassword, input));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
