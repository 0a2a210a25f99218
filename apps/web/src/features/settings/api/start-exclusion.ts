import { useMutation } from '@tanstack/react-query';
import { PROTECTION_PATHS } from '@lobby/contract/paths';
import { api, type PlayerBody, type PlayerResult } from '@/shared/lib/api';

export type StartExclusionInput = PlayerBody<'POST', typeof PROTECTION_PATHS.exclusion>;
export type ExclusionStarted = PlayerResult<'POST', typeof PROTECTION_PATHS.exclusion>;

/**
 * Starts a break or a self-exclusion. The server ends every session of the member (this one's cookie too),
 * so the caller signs the app out once it resolves.
 */
export async function startExclusion(input: StartExclusionInput): Promise<ExclusionStarted> {
  return api.post(PROTECTION_PATHS.exclusion, { body: input, silent: true });
}

export function useStartExclusion() {
  return useMutation({ mutationFn: startExclusion });
}
