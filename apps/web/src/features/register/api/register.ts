import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { loginResultSchema, type LoginResult, type RegisterPayload } from '@lobby/contract/schemas';
import { sealedPost } from '@/shared/api/session/sealed-post';

export type RegisterMode = 'username' | 'mobile';

/** Registration (sealed body); success answers like a login, so the new member is signed in at once. */
export async function registerMember(mode: RegisterMode, payload: RegisterPayload): Promise<LoginResult> {
  const path = mode === 'mobile' ? ACCOUNT_PATHS.registerMobile : ACCOUNT_PATHS.register;
  const raw = await sealedPost(path, payload);
  return loginResultSchema.parse(raw);
}

export function useRegister() {
  return useMutation({
    mutationFn: ({ mode, payload }: { mode: RegisterMode; payload: RegisterPayload }) => registerMember(mode, payload),
  });
}
