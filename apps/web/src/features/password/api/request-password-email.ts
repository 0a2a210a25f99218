import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import { passwordEmailResultSchema } from '@lobby/contract/schemas';
import { http } from '@/shared/lib/http';

/**
 * Forgot password by e-mail: the server mails a single-use reset link when username and e-mail match.
 * Form-encoded: the call takes a form body, not JSON. The answer is the same whether or not anything matched.
 */
export async function requestPasswordEmail(input: { username: string; email: string }): Promise<void> {
  const body = new URLSearchParams({ username: input.username, email: input.email });
  passwordEmailResultSchema.parse(await http.post<unknown>(ACCOUNT_PATHS.passwordEmail, body));
}

export function useRequestPasswordEmail() {
  return useMutation({ mutationFn: requestPasswordEmail });
}
