import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PLAY_PATHS } from '@lobby/contract/paths';
import type { TransferWallet } from '@lobby/contract/schemas';
import { checkedAnswer, isNumber, isObject, isString } from '@/shared/api/validate-answer';
import { api } from '@/shared/lib/api';
import { useSession } from '@/shared/lib/session';
import { walletKeys } from './keys';

/**
 * Money at transfer-wallet vendors: a game of such a vendor takes the member's playable cash into its own wallet
 * at launch; it is "in game" until it comes back. The key sits under the wallet root, so whatever refreshes the
 * balance refreshes this too.
 */
export const transferWalletKeys = { all: [...walletKeys.all, 'transfer-wallet'] as const };

export type { TransferWallet };
export type InGameMoney = TransferWallet['inGame'][number];

/**
 * Checked without zod (see validate-answer): the in-game bar sits under the home header, on home's first paint.
 * The shape is the contract's `transferWalletSchema`.
 */
export function isTransferWallet(v: unknown): v is TransferWallet {
  return (
    isObject(v) &&
    Array.isArray(v.inGame) &&
    v.inGame.every((s) => isObject(s) && isString(s.vendor) && isString(s.currency) && isNumber(s.amount) && isNumber(s.since))
  );
}

export async function fetchTransferWallet(signal?: AbortSignal): Promise<TransferWallet> {
  // Silent: nothing in game is the usual answer, and a failure here must not disturb the lobby.
  return checkedAnswer<TransferWallet>(await api.get(PLAY_PATHS.transferWallet, { signal, silent: true }), isTransferWallet);
}

/** Brings the member's money back from every transfer-wallet game; the answer is what is still in game. */
export async function returnTransferWallet(): Promise<TransferWallet> {
  // Silent: the caller shows the refusal (a vendor that cannot answer now) next to its button.
  return checkedAnswer<TransferWallet>(await api.post(PLAY_PATHS.transferWalletReturn, { silent: true }), isTransferWallet);
}

export function transferWalletQueryOptions() {
  return queryOptions({ queryKey: transferWalletKeys.all, queryFn: ({ signal }) => fetchTransferWallet(signal) });
}

/** Signed-in accounts only (trial accounts too: their demo money travels the same way). */
export function useTransferWallet() {
  const signedIn = useSession() !== null;
  return useQuery({ ...transferWalletQueryOptions(), enabled: signedIn });
}

/**
 * The return call as a mutation: its answer replaces the in-game list at once, then every balance is asked
 * for again (the money is back in the lobby's balance).
 */
export function useReturnTransferWallet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: returnTransferWallet,
    onSuccess: async (answer) => {
      client.setQueryData(transferWalletKeys.all, answer);
      await client.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
