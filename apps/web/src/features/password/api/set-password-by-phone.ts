import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { loginResultSchema, type LoginResult } from '@lobby/contract/schemas';
import { sealedPost } from '@/shared/api/session/sealed-post';
import type { PlayerBody } from '@/shared/lib/api';

/** The number, the SMS code and the new password; or a Firebase ID token for the number instead of the code. */
export type PhoneResetInput = PlayerBody<'POST', typeof ACCOUNT_PATHS.passwordByPhone>;

/** Sets the password with an SMS code or a Firebase ID token (sealed body); the server logs the member in with the answer. */
export async function setPasswordByPhone(input: PhoneResetInput): Promise<LoginResult> {
  return loginResultSchema.parse(await sealedPost(ACCOUNT_PATHS.passwordByPhone, input));
}

export function useSetPasswordByPhone() {
  return useMutation({ mutationFn: setPasswordByPhone });
}
