import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SETTINGS_PATHS } from '@lobby/contract/paths';
import type { SecurityQuestion, SetSecurityAnswers } from '@lobby/contract/schemas';
import { api, type PlayerResult } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';
import { profileKeys } from './get-profile';

export const securityKeys = {
  questions: (language: string) => [ACCOUNT_QUERY_ROOT, 'settings', 'security-questions', language] as const,
  mine: [ACCOUNT_QUERY_ROOT, 'settings', 'security-mine'] as const,
};

export async function fetchSecurityQuestions(signal?: AbortSignal): Promise<SecurityQuestion[]> {
  return api.get(SETTINGS_PATHS.securityQuestions, { signal, silent: true });
}

export async function fetchMySecurityQuestions(signal?: AbortSignal): Promise<PlayerResult<'GET', typeof SETTINGS_PATHS.customerSecurityQuestions>> {
  return api.get(SETTINGS_PATHS.customerSecurityQuestions, { signal, silent: true });
}

/** The question list, in the language the app shows (the Language header decides the server's text). */
export function useSecurityQuestions(language: string) {
  return useQuery(queryOptions({ queryKey: securityKeys.questions(language), queryFn: ({ signal }) => fetchSecurityQuestions(signal) }));
}

export function useMySecurityQuestions() {
  return useQuery(queryOptions({ queryKey: securityKeys.mine, queryFn: ({ signal }) => fetchMySecurityQuestions(signal) }));
}

export async function setSecurityAnswers(input: SetSecurityAnswers): Promise<void> {
  await api.post(SETTINGS_PATHS.customerSecurityQuestions, { body: input, silent: true });
}

export function useSetSecurityAnswers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setSecurityAnswers,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: securityKeys.mine }),
        client.invalidateQueries({ queryKey: profileKeys.all }),
      ]),
  });
}
