import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryVnNumero } from '@lobby/contract';
import { GAME_PATHS } from '@lobby/contract/paths';
import { useListLanguage } from '@/shared/hooks/use-list-language';
import { http } from '@/shared/lib/http';
import { clockOffsetOf, lotteryKeys } from './keys';

export type VnNumeroAnswer = LotteryVnNumero & { offset: number };

/** The latest draw of every Vietnamese lottery game by region (GET /lgw/vn/lottery/numero). */
export async function fetchVnNumero(language: string, signal?: AbortSignal): Promise<VnNumeroAnswer> {
  const value = await http.get<LotteryVnNumero>(GAME_PATHS.lotteryVnNumero, { query: { language }, signal, silent: true });
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
