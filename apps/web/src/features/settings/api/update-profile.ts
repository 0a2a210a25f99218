import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_PATHS } from '@lobby/contract/paths';
import { memberInfoQueryOptions } from '@/shared/api/member/get-member-info';
import { api } from '@/shared/lib/api';
import { profileKeys } from './get-profile';

/** Saves the nickname; the header and member centre read it from member info, so that is renewed too. */
export async function setNickname(nickname: string): Promise<string> {
  return (await api.post(SETTINGS_PATHS.nickname, { body: { nickname }, silent: true })).nickname;
}

export async function setBirthday(birthday: string): Promise<string> {
  return (await api.post(SETTINGS_PATHS.birthday, { body: { birthday }, silent: true })).birthday;
}

export function useSetNickname() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setNickname,
    // The header shows the new name at once: member info is fetched again (it never goes stale by
    // itself), which also renews the copy kept in session storage.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: profileKeys.all }),
        client.fetchQuery({ ...memberInfoQueryOptions(), staleTime: 0 }).catch(() => undefined),
      ]),
  });
}

export function useSetBirthday() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setBirthday, onSuccess: () => client.invalidateQueries({ queryKey: profileKeys.all }) });
}
