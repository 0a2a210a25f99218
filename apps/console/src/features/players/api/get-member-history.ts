import { infiniteQueryOptions } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';
import { memberKey } from './get-member';

/** The player file's tabs that list records the server pages (the ledger has a tab of its own), each its own route. */
const HISTORY = {
  rounds: endpoints.memberRounds,
  deposits: endpoints.memberDeposits,
  withdrawals: endpoints.memberWithdrawals,
  sessions: endpoints.memberSessions,
  logins: endpoints.memberLogins,
  notes: endpoints.memberNotes,
} as const;
export type PlayerList = keyof typeof HISTORY;
export const PLAYER_LISTS = Object.keys(HISTORY) as PlayerList[];

export const memberHistoryKey = (merchant: string, account: string, list: PlayerList) => [...memberKey(merchant, account), list] as const;

/**
 * A page (50, newest first, after `beforeId`) of one of a player's record lists. The tabs show any list as a
 * table of its fields, so its rows are plain records here.
 */
export async function getMemberHistory(account: string, list: PlayerList, merchant: string, beforeId: number | undefined, signal?: AbortSignal) {
  const page = await api.call(HISTORY[list], { params: { account }, query: { merchant, beforeId, limit: 50 } }, signal);
  return { list: page.list as Array<Record<string, unknown>>, next: page.next };
}

export function memberHistoryQueryOptions(account: string, list: PlayerList, merchant: string) {
  return infiniteQueryOptions({
    queryKey: memberHistoryKey(merchant, account, list),
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => getMemberHistory(account, list, merchant, pageParam, signal),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
