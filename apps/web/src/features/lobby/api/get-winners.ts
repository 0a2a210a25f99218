import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_PATHS } from '@lobby/contract/paths';
import { GAME_LIST_LIMITS, type Language } from '@lobby/contract/rules';
import type { Winner } from '@lobby/contract/schemas';
import { checkedAnswer, isNumber, isObject, isString } from '@/shared/api/validate-answer';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { api } from '@/shared/lib/api';

/** Winner board: gameCategory ALL, limitNum 50, in the UI language; names come masked by the server. */
export const winnerKeys = {
  all: ['games', 'winners'] as const,
  list: (language: Language) => [...winnerKeys.all, 'ALL', language] as const,
};

/** Biggest win first (sorted by win amount descending), whatever order the server answers in. */
export function sortWinners(list: readonly Winner[]): Winner[] {
  return [...list].sort((a, b) => b.winAmount - a.winAmount);
}

export async function fetchWinners(language: Language, signal?: AbortSignal): Promise<Winner[]> {
  const raw = await api.get(GAME_PATHS.winners, {
    query: { gameCategory: 'ALL', limitNum: GAME_LIST_LIMITS.winnerLimit, language },
    signal,
    silent: true,
  });
  const answer = checkedAnswer<{ list: Winner[] }>(raw, (v) => isObject(v) && Array.isArray(v.list) && v.list.every(isWinner));
  return sortWinners(answer.list);
}

function isWinner(w: unknown): boolean {
  return (
    isObject(w) &&
    isString(w.nodeId) &&
    isString(w.gameName) &&
    isString(w.customerName) &&
    isNumber(w.winAmount) &&
    isNumber(w.wonAt)
  );
}

export function winnersQueryOptions(language: Language) {
  return queryOptions({
    queryKey: winnerKeys.list(language),
    queryFn: ({ signal }) => fetchWinners(language, signal),
    // The server keeps the board at most 5 s: a big win shows on an open home screen within seconds.
    staleTime: 5_000,
    refetchInterval: 15_000,
  });
}

/** Reloads 250 ms after a language change; the old list stays on screen meanwhile. */
export function useWinners() {
  const language = useListLanguage();
  return useQuery({ ...winnersQueryOptions(language), placeholderData: keepPreviousData });
}
