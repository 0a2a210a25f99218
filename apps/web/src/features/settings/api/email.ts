import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_PATHS } from '@lobby/contract/paths';
import { memberInfoKeys } from '@/shared/api/member/get-member-info';
import { api, type PlayerResult } from '@/shared/lib/api';
import { profileKeys } from './get-profile';
import { kycKeys } from '@/shared/api/kyc/kyc-state';

/** Mails a code to the address; it becomes the member's once the code is confirmed. */
export async function requestEmailCode(email: string): Promise<PlayerResult<'POST', typeof SETTINGS_PATHS.email>> {
  return api.post(SETTINGS_PATHS.email, { body: { email }, silent: true });
}

export async function verifyEmailCode(code: string): Promise<void> {
  await api.post(SETTINGS_PATHS.emailVerify, { body: { code }, silent: true });
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
        // a verified e-mail is identity verification's first level
        client.invalidateQueries({ queryKey: kycKeys.state }),
      ]),
  });
}
