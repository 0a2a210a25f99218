import { useQuery, type QueryClient } from '@tanstack/react-query';
import { MONEY_PATHS, PLAY_PATHS } from '@lobby/contract/paths';
import { INHOUSE_GAME_CODES, INHOUSE_VENDOR } from '@lobby/contract/rules';
import {
  crashBetResultSchema,
  crashCashoutResultSchema,
  crashChainSchema,
  crashStateSchema,
  betRecordsSchema,
  type CrashState,
} from '@lobby/contract/schemas';
import { applyPlayable } from './wallet';
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
  applyPlayable(client, answer.balance);
  void client.invalidateQueries({ queryKey: originalsKeys.session });
}

export type CrashChain = PlayerResult<'GET', typeof PLAY_PATHS.crashChain>;

export async function fetchCrashChain(signal?: AbortSignal): Promise<CrashChain> {
  return crashChainSchema.parse(await api.get(PLAY_PATHS.crashChain, { signal, silent: true }));
}

export function useCrashChain(enabled: boolean) {
  return useQuery({ queryKey: originalsKeys.crashChain, queryFn: ({ signal }) => fetchCrashChain(signal), enabled, staleTime: 60_000 });
}

/** The catalogue code of crash among the in-house games (its bet records carry it). */
const CRASH_CODE = Object.entries(INHOUSE_GAME_CODES).find(([, game]) => game === 'crash')![0];

/** My last crash bets: the bet records of the crash game (each a bet and what it paid). */
export function useMyCrashBets(enabled: boolean) {
  return useQuery({
    queryKey: originalsKeys.crashBets,
    queryFn: async ({ signal }) =>
      betRecordsSchema.parse(
        await api.get(MONEY_PATHS.betRecords, { signal, silent: true, query: { vendor: INHOUSE_VENDOR, gameCode: CRASH_CODE, limit: 20 } }),
      ).list,
    enabled,
  });
}
