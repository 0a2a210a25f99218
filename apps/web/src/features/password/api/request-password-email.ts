import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { passwordEmailResultSchema } from '@lobby/contract/schemas';
import { api, type PlayerBody } from '@/shared/lib/api';

/**
 * Forgot password by e-mail: the server mails a single-use reset link when username and e-mail match.
 * Form-encoded: the call takes a form body, not JSON (the body names its fields, the form carries them). The
 * answer is the same whether or not anything matched.
 */
export async function requestPasswordEmail(input: PlayerBody<'POST', typeof ACCOUNT_PATHS.passwordEmail>): Promise<void> {
  const form = new URLSearchParams({ username: input.username, email: input.email });
  passwordEmailResultSchema.parse(await api.post(ACCOUNT_PATHS.passwordEmail, { body: input, form }));
}

export function useRequestPasswordEmail() {
  return useMutation({ mutationFn: requestPasswordEmail });
}
