import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { passwordChangedSchema } from '@lobby/contract/schemas';
import { api, type PlayerBody } from '@/shared/lib/api';

export type ChangePasswordInput = PlayerBody<'POST', typeof ACCOUNT_PATHS.changePassword>;

/** Change password (v2 body); the server ends the member's other sessions, this one stays. */
export async function changePassword(input: ChangePasswordInput): Promise<void> {
  passwordChangedSchema.parse(await api.post(ACCOUNT_PATHS.changePassword, { body: input }));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
