import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { PLAY_PATHS } from '@lobby/contract/paths';
import type { OneShotGame, OriginalGame, StepGame } from '@lobby/contract/rules';
import { fairnessSchema, originalRoundSchema, type Fairness, type OriginalRound } from '@lobby/contract/schemas';
import { walletKeys } from '@/shared/api/wallet/keys';
import { http } from '@/shared/lib/http';
import { useSession } from '@/shared/lib/session';
import { fillPath, originalsKeys } from './keys';

export interface AutoTag {
  run: string;
  round: number;
  limit: number;
}

export interface BetInput {
  amount: number;
  requestId: string;
  params: Record<string, unknown>;
  auto?: AutoTag;
}

// Silent: the game frame says what went wrong under the bet button (and opens the reality check on its 409).
const silent = { silent: true } as const;

export async function placeBet(game: OneShotGame, input: BetInput): Promise<OriginalRound> {
  return originalRoundSchema.parse(await http.post<unknown>(fillPath(PLAY_PATHS.originalBet, { game }), input, silent));
}

export async function startRound(game: StepGame, input: BetInput): Promise<OriginalRound> {
  return originalRoundSchema.parse(await http.post<unknown>(fillPath(PLAY_PATHS.originalStart, { game }), input, silent));
}

export async function actRound(game: StepGame, roundId: number, action: Record<string, unknown>): Promise<OriginalRound> {
  return originalRoundSchema.parse(
    await http.post<unknown>(fillPath(PLAY_PATHS.originalAct, { game }), { roundId, action }, silent),
  );
}

export async function cashoutRound(game: StepGame, roundId: number): Promise<OriginalRound> {
  return originalRoundSchema.parse(await http.post<unknown>(fillPath(PLAY_PATHS.originalCashout, { game }), { roundId }, silent));
}

const activeSchema = z.union([originalRoundSchema, z.null()]);

/** The member's unfinished round of a step game, if any (a reload picks it up where it was). */
export async function fetchActive(game: StepGame, signal?: AbortSignal): Promise<OriginalRound | null> {
  const value = await http.get<unknown>(fillPath(PLAY_PATHS.originalActive, { game }), { signal, silent: true });
  if (value && typeof value === 'object' && 'round' in value) return activeSchema.parse((value as { round: unknown }).round);
  return activeSchema.parse(value ?? null);
}

export function useActiveRound(game: StepGame) {
  const signedIn = useSession() !== null;
  return useQuery({ queryKey: originalsKeys.active(game), queryFn: ({ signal }) => fetchActive(game, signal), enabled: signedIn, staleTime: Infinity, retry: false });
}

const historySchema = z.union([z.array(originalRoundSchema), z.object({ list: z.array(originalRoundSchema) }).transform((v) => v.list)]);

export async function fetchHistory(game: OriginalGame, signal?: AbortSignal): Promise<OriginalRound[]> {
  return historySchema.parse(
    await http.get<unknown>(fillPath(PLAY_PATHS.originalHistory, { game }), { signal, silent: true, query: { limit: 20 } }),
  );
}

export function useHistory(game: OriginalGame) {
  const signedIn = useSession() !== null;
  return useQuery({ queryKey: originalsKeys.history(game), queryFn: ({ signal }) => fetchHistory(game, signal), enabled: signedIn });
}

/** The proof of one round: seeds (the server's once rotated), params and outcome. */
export async function fetchProof(id: number, signal?: AbortSignal): Promise<Fairness & { roundId?: number }> {
  const value = await http.get<unknown>(fillPath(PLAY_PATHS.roundProof, { id }), { signal, silent: true });
  const proof = value && typeof value === 'object' && 'fairness' in value ? (value as { fairness: unknown }).fairness : value;
  return fairnessSchema.parse(proof);
}

export function useProof(id: number | null) {
  return useQuery({
    queryKey: originalsKeys.proof(id ?? 0),
    queryFn: ({ signal }) => fetchProof(id!, signal),
    enabled: id !== null,
    retry: false,
  });
}

/**
 * After a settled round: the header balance shows the answer's balance at once, then the wallet, the game's
 * history, the seeds' nonce and the play session are fetched again.
 */
export function applyRound(client: QueryClient, round: OriginalRound): void {
  client.setQueryData(walletKeys.all, (old: { sumBalance: number; currency: string } | undefined) => ({
    currency: round.currency,
    ...old,
    sumBalance: round.balance,
  }));
  void client.invalidateQueries({ queryKey: walletKeys.all });
  void client.invalidateQueries({ queryKey: originalsKeys.seeds });
  void client.invalidateQueries({ queryKey: originalsKeys.session });
  if (round.status !== 'open') void client.invalidateQueries({ queryKey: originalsKeys.history(round.game) });
}

export function useApplyRound() {
  const client = useQueryClient();
  return (round: OriginalRound) => applyRound(client, round);
}
