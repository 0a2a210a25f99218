import { queryOptions, useQuery } from '@tanstack/react-query';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { api, type PlayerResult } from '@/shared/lib/api';
import { clockOffsetOf, lotteryKeys } from './keys';

export type VnNumeroAnswer = PlayerResult<'GET', typeof GAME_PATHS.lotteryVnNumero> & { offset: number };

/** The latest draw of every Vietnamese lottery game by region (GET /lgw/vn/lottery/numero). */
export async function fetchVnNumero(language: string, signal?: AbortSignal): Promise<VnNumeroAnswer> {
  const value = await api.get(GAME_PATHS.lotteryVnNumero, { query: { language }, signal, silent: true });
  return { ...value, offset: clockOffsetOf(value.serverTime) };
}

export function vnNumeroQueryOptions(language: string) {
  return queryOptions({
    queryKey: lotteryKeys.vnNumero(language),
    queryFn: ({ signal }) => fetchVnNumero(language, signal),
    staleTime: 60_000,
  });
}

export function useVnNumero(enabled = true) {
  return useQuery({ ...vnNumeroQueryOptions(useListLanguage()), enabled });
}
