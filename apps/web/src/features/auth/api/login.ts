import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS, loginResultSchema, type LoginPayload, type LoginResult } from '@lobby/contract';
import { sealedPost } from '@/shared/api/session/sealed-post';

/** POST /wps/session/login with the payload sealed (Encryption header); the token arrives only as a cookie. */
export async function login(payload: LoginPayload): Promise<LoginResult> {
  const raw = await sealedPost<unknown>(ACCOUNT_PATHS.login, payload);
  return loginResultSchema.parse(raw);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
