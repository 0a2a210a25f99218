import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROTECTION_PATHS } from '@lobby/contract/paths';
import type { ProtectionState } from '@lobby/contract/schemas';
import { api, type PlayerBody, type PlayerResult } from '@/shared/lib/api';
import { protectionKeys } from './protection';

export type SetLimitInput = PlayerBody<'PUT', typeof PROTECTION_PATHS.limits>;
export type SetLimitResult = PlayerResult<'PUT', typeof PROTECTION_PATHS.limits>;

/** Sets, lowers, raises or removes (value null) one limit; the answer says whether it counts now or later. */
export async function setLimit(input: SetLimitInput): Promise<SetLimitResult> {
  return api.put(PROTECTION_PATHS.limits, { body: input, silent: true });
}

export function useSetLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSuccess: ({ limit }) => {
      // The answer is the limit as it now stands: shown at once, then the whole state is asked again.
      client.setQueryData<ProtectionState>(protectionKeys.state, (state) =>
        state ? { ...state, limits: state.limits.map((l) => (l.kind === limit.kind && l.period === limit.period ? limit : l)) } : state,
      );
      return client.invalidateQueries({ queryKey: protectionKeys.state });
    },
  });
}
