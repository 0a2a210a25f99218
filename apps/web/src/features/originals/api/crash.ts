import { useQuery, type QueryClient } from '@tanstack/react-query';
import { PLAY_PATHS } from '@lobby/contract/paths';
import {
  crashBetResultSchema,
  crashCashoutResultSchema,
  crashChainSchema,
  crashStateSchema,
  type CrashState,
} from '@lobby/contract/schemas';
import { walletKeys } from '@/shared/api/wallet/keys';
import { api, type PlayerBody, type PlayerResult } from '@/shared/lib/api';
import { originalsKeys } from './keys';

export async function fetchCrashState(signal?: AbortSignal): Promise<CrashState> {
  return crashStateSchema.parse(await api.get(PLAY_PATHS.crashState, { signal, silent: true }));
}

export type CrashBetInput = PlayerBody<'POST', typeof PLAY_PATHS.crashBet>;
export type CrashBetResult = PlayerResult<'POST', typeof PLAY_PATHS.crashBet>;
export type CrashCashoutResult = PlayerResult<'POST', typeof PLAY_PATHS.crashCashout>;

export async function placeCrashBet(input: CrashBetInput): Promise<CrashBetResult> {
  return crashBetResultSchema.parse(await api.post(PLAY_PATHS.crashBet, { body: input, silent: true }));
}

export async function crashCashout(roundId: number): Promise<CrashCashoutResult> {
  return crashCashoutResultSchema.parse(await api.post(PLAY_PATHS.crashCashout, { body: { roundId }, silent: true }));
}

/** After a bet or a cash-out: the header balance shows the answer's balance at once, then the wallet is fetched again. */
export function applyCrashBalance(client: QueryClient, answer: { balance: number }): void {
  client.setQueryData(walletKeys.all, (old: { sumBalance: number; currency: string } | undefined) =>
    old ? { ...old, sumBalance: answer.balance } : old,
  );
  void client.invalidateQueries({ queryKey: walletKeys.all });
  void client.invalidateQueries({ queryKey: originalsKeys.session });
}

export type CrashChain = PlayerResult<'GET', typeof PLAY_PATHS.crashChain>;

export async function fetchCrashChain(signal?: AbortSignal): Promise<CrashChain> {
  return crashChainSchema.parse(await api.get(PLAY_PATHS.crashChain, { signal, silent: true }));
}

export function useCrashChain(enabled: boolean) {
  return useQuery({ queryKey: originalsKeys.crashChain, queryFn: ({ signal }) => fetchCrashChain(signal), enabled, staleTime: 60_000 });
}
