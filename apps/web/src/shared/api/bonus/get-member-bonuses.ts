import { queryOptions, useQuery } from '@tanstack/react-query';
import { BONUS_PATHS } from '@lobby/contract/paths';
import { playerBonusListSchema } from '@lobby/contract/schemas';
import { api, type PlayerResult } from '@/shared/lib/api';
import { useRole } from '@/shared/lib/session';
import { bonusKeys } from './keys';

export type MemberBonuses = PlayerResult<'GET', typeof BONUS_PATHS.bonuses>;
export type MemberBonus = MemberBonuses['active'][number];

/** The member's active bonuses (in the order stakes count toward them), the closed ones and the bonus balance. */
export async function fetchMemberBonuses(signal?: AbortSignal): Promise<MemberBonuses> {
  // Silent: each screen showing bonuses has its own retry state.
  return playerBonusListSchema.parse(await api.get(BONUS_PATHS.bonuses, { signal, silent: true }));
}

export function memberBonusesQueryOptions() {
  return queryOptions({ queryKey: bonusKeys.bonuses, queryFn: ({ signal }) => fetchMemberBonuses(signal) });
}

/** Real accounts only (the server refuses trial accounts: bonuses are real money). */
export function useMemberBonuses(enabled = true) {
  const role = useRole();
  return useQuery({ ...memberBonusesQueryOptions(), enabled: enabled && (role === 'member' || role === 'agent') });
}
