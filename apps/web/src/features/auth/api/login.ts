import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { loginResultSchema, type LoginPayload, type LoginResult } from '@lobby/contract/schemas';
import { sealedPost } from '@/shared/api/session/sealed-post';
import { isInstalledWebApp } from '@/shared/lib/platform';

/**
 * POST /wps/session/login with the payload sealed (Encryption header); the token arrives only as a cookie.
 * Launched from the home screen (PWA, web clip), the login names its device OTHERS.
 */
export async function login(payload: LoginPayload): Promise<LoginResult> {
  const headers = isInstalledWebApp() ? { Device: 'OTHERS' } : undefined;
  const raw = await sealedPost(ACCOUNT_PATHS.login, payload, { headers });
  return loginResultSchema.parse(raw);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
