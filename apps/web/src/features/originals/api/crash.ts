import { useQuery, type QueryClient } from '@tanstack/react-query';
import { PLAY_PATHS } from '@lobby/contract/paths';
import {
  crashBetResultSchema,
  crashCashoutResultSchema,
  crashChainSchema,
  crashStateSchema,
  type CrashState,
} from '@lobby/contract/schemas';
import type { z } from 'zod';
import { walletKeys } from '@/shared/api/wallet/keys';
import { http } from '@/shared/lib/http';
import { originalsKeys } from './keys';

export async function fetchCrashState(signal?: AbortSignal): Promise<CrashState> {
  return crashStateSchema.parse(await http.get<unknown>(PLAY_PATHS.crashState, { signal, silent: true }));
}

export interface CrashBetInput {
  amount: number;
  requestId: string;
  autoCashout?: number;
  /** a round of an auto-bet run */
  auto?: { run: string; round: number; limit: number };
}

/** What a crash bet or cash-out answers with: the balance after it, and for a cash-out what it paid. */
export interface CrashAnswer {
  roundId: number;
  balance: number;
  /** a bet's stake */
  amount?: number;
  payout?: number;
  multiplier?: number;
}

export async function placeCrashBet(input: CrashBetInput): Promise<CrashAnswer> {
  return crashBetResultSchema.parse(await http.post<unknown>(PLAY_PATHS.crashBet, input, { silent: true }));
}

export async function crashCashout(roundId: number): Promise<CrashAnswer> {
  return crashCashoutResultSchema.parse(await http.post<unknown>(PLAY_PATHS.crashCashout, { roundId }, { silent: true }));
}

export function applyCrashBalance(client: QueryClient, answer: CrashAnswer): void {
  client.setQueryData(walletKeys.all, (old: { sumBalance: number; currency: string } | undefined) =>
    old ? { ...old, sumBalance: answer.balance } : old,
  );
  void client.invalidateQueries({ queryKey: walletKeys.all });
  void client.invalidateQueries({ queryKey: originalsKeys.session });
}

export type CrashChain = z.infer<typeof crashChainSchema>;

export async function fetchCrashChain(signal?: AbortSignal): Promise<CrashChain> {
  return crashChainSchema.parse(await http.get<unknown>(PLAY_PATHS.crashChain, { signal, silent: true }));
}

export function useCrashChain(enabled: boolean) {
  return useQuery({ queryKey: originalsKeys.crashChain, queryFn: ({ signal }) => fetchCrashChain(signal), enabled, staleTime: 60_000 });
}
