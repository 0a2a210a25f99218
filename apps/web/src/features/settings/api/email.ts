import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_PATHS } from '@lobby/contract/paths';
import { memberInfoKeys } from '@/shared/api/member/get-member-info';
import { http } from '@/shared/lib/http';
import { profileKeys } from './get-profile';

export interface EmailCodeSent {
  pendingEmail: string;
  expirationTime: number;
}

/** Mails a code to the address; it becomes the member's once the code is confirmed. */
export async function requestEmailCode(email: string): Promise<EmailCodeSent> {
  return http.post<EmailCodeSent>(SETTINGS_PATHS.email, { email }, { silent: true });
}

export async function verifyEmailCode(code: string): Promise<void> {
  await http.post<unknown>(SETTINGS_PATHS.emailVerify, { code }, { silent: true });
}

export function useRequestEmailCode() {
  const client = useQueryClient();
  return useMutation({ mutationFn: requestEmailCode, onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.all }) });
}

export function useVerifyEmailCode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailCode,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: profileKeys.all }),
        client.invalidateQueries({ queryKey: memberInfoKeys.all }),
      ]),
  });
}
