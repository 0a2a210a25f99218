import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { loginResultSchema, type LoginResult } from '@lobby/contract/schemas';
import { sealedPost } from '@/shared/api/session/sealed-post';

export interface PhoneResetInput {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  /** Firebase's ID token for the number, when the code went through Firebase */
  firebaseIdToken?: string;
}

/** Sets the password with an SMS code or a Firebase ID token (sealed body); the server logs the member in with the answer. */
export async function setPasswordByPhone(input: PhoneResetInput): Promise<LoginResult> {
  return loginResultSchema.parse(await sealedPost<unknown>(ACCOUNT_PATHS.passwordByPhone, input));
}

export function useSetPasswordByPhone() {
  return useMutation({ mutationFn: setPasswordByPhone });
}
