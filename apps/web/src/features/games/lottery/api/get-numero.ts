import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { api, type PlayerResult } from '@/shared/lib/api';
import { clockOffsetOf, lotteryKeys } from './keys';

export type NumeroAnswer = PlayerResult<'GET', typeof GAME_PATHS.lotteryNumero> & { offset: number };

/** The latest draw of every lottery game of the merchant (GET /lgw/lottery/numero). */
export async function fetchNumero(language: string, signal?: AbortSignal): Promise<NumeroAnswer> {
  const value = await api.get(GAME_PATHS.lotteryNumero, { query: { language }, signal, silent: true });
  return { ...value, offset: clockOffsetOf(value.serverTime) };
}

export function numeroQueryOptions(language: string) {
  return queryOptions({
    queryKey: lotteryKeys.numero(language),
    queryFn: ({ signal }) => fetchNumero(language, signal),
    // New draws arrive by the countdowns (each asks again when its draw is due), not by a timer.
    staleTime: 60_000,
  });
}

export function useNumero() {
  return useQuery(numeroQueryOptions(useListLanguage()));
}
