import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { originalGamePath, PLAY_PATHS, type OriginalGamePath } from '@lobby/contract/paths';
import type { HistoryGame, OneShotGame, StepGame } from '@lobby/contract/rules';
import type { Fairness, OriginalRound } from '@lobby/contract/schemas';
import { applyPlayable } from './wallet';
import { api, type PlayerBody } from '@/shared/lib/api';
import { useSession } from '@/shared/lib/session';
import { originalsKeys } from './keys';
import { originalsSchemas } from './schemas';

async function round(answer: Promise<unknown>): Promise<OriginalRound> {
  const raw = await answer;
  return (await originalsSchemas()).originalRoundSchema.parse(raw);
}

// Each game's routes are its own (`/wps/originals/dice/bet` takes dice's params). The frames play any game of
// a kind with the params its screen gives, so their inputs take any game's params of that kind, and a call
// sends them as the body of the game it names (the server checks them against that game's schema). The path
// is one of several games', so the body is given as that game's (`as never`): its type is the frame's input's.
type BetBody = PlayerBody<'POST', OriginalGamePath<typeof PLAY_PATHS.originalBet, OneShotGame>>;
type StartBody = PlayerBody<'POST', OriginalGamePath<typeof PLAY_PATHS.originalStart, StepGame>>;
type ActBody = PlayerBody<'POST', OriginalGamePath<typeof PLAY_PATHS.originalAct, StepGame>>;

/** The auto-bet run a round belongs to. */
export type AutoTag = NonNullable<BetBody['auto']>;
/** A one-shot game's bet: stake, request id, its params, the auto-bet tag. */
export type BetInput = Omit<BetBody, 'params'> & { params: BetBody['params'] };
/** A step game's start: the same, with its params. */
export type StartInput = Omit<StartBody, 'params'> & { params: StartBody['params'] };
/** A move on a step game's open round (a tile, a guess). */
export type StepMove = ActBody['action'];

// Silent: the game frame says what went wrong under the bet button (and opens the reality check on its 409).
export async function placeBet(game: OneShotGame, input: BetInput): Promise<OriginalRound> {
  return round(api.post(originalGamePath(PLAY_PATHS.originalBet, game), { body: input as never, silent: true }));
}

export async function startRound(game: StepGame, input: StartInput): Promise<OriginalRound> {
  return round(api.post(originalGamePath(PLAY_PATHS.originalStart, game), { body: input as never, silent: true }));
}

export async function actRound(game: StepGame, roundId: number, action: StepMove): Promise<OriginalRound> {
  const body: ActBody = { roundId, action } as ActBody;
  return round(api.post(originalGamePath(PLAY_PATHS.originalAct, game), { body: body as never, silent: true }));
}

export async function cashoutRound(game: StepGame, roundId: number): Promise<OriginalRound> {
  return round(api.post(originalGamePath(PLAY_PATHS.originalCashout, game), { body: { roundId }, silent: true }));
}

/** The member's unfinished round of a step game, if any (a reload picks it up where it was). */
export async function fetchActive(game: StepGame, signal?: AbortSignal): Promise<OriginalRound | null> {
  const value = await api.get(originalGamePath(PLAY_PATHS.originalActive, game), { signal, silent: true });
  const { originalRoundSchema } = await originalsSchemas();
  const active = value && typeof value === 'object' && 'round' in value ? (value as { round: unknown }).round : value;
  return active === null || active === undefined ? null : originalRoundSchema.parse(active);
}

export function useActiveRound(game: StepGame) {
  const signedIn = useSession() !== null;
  return useQuery({ queryKey: originalsKeys.active(game), queryFn: ({ signal }) => fetchActive(game, signal), enabled: signedIn, staleTime: Infinity, retry: false });
}

export async function fetchHistory(game: HistoryGame, signal?: AbortSignal): Promise<OriginalRound[]> {
  const value = await api.get(originalGamePath(PLAY_PATHS.originalHistory, game), { signal, silent: true, query: { limit: 20 } });
  const { originalRoundSchema } = await originalsSchemas();
  // a list, or a page of one ({ list })
  const list = value && typeof value === 'object' && !Array.isArray(value) && 'list' in value ? (value as { list: unknown }).list : value;
  return originalRoundSchema.array().parse(list);
}

export function useHistory(game: HistoryGame) {
  const signedIn = useSession() !== null;
  return useQuery({ queryKey: originalsKeys.history(game), queryFn: ({ signal }) => fetchHistory(game, signal), enabled: signedIn });
}

/** The proof of one round: seeds (the server's once rotated), params and outcome. */
export async function fetchProof(id: number, signal?: AbortSignal): Promise<Fairness & { roundId?: number }> {
  const value = await api.get(PLAY_PATHS.roundProof, { params: { id }, signal, silent: true });
  const proof = value && typeof value === 'object' && 'fairness' in value ? (value as { fairness: unknown }).fairness : value;
  return (await originalsSchemas()).fairnessSchema.parse(proof);
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
  applyPlayable(client, round.balance, round.currency);
  void client.invalidateQueries({ queryKey: originalsKeys.seeds });
  void client.invalidateQueries({ queryKey: originalsKeys.session });
  if (round.status !== 'open') void client.invalidateQueries({ queryKey: originalsKeys.history(round.game) });
}

export function useApplyRound() {
  const client = useQueryClient();
  return (round: OriginalRound) => applyRound(client, round);
}
