import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import type { PlayerResult } from '@/shared/lib/api';
import { checkedAnswer, isNumber, isObject, isString } from '@/shared/api/validate-answer';
import { walletKeys } from '@/shared/api/wallet/keys';
import { api } from '@/shared/lib/api';
import { useSession } from '@/shared/lib/session';

export type Wallet = PlayerResult<'GET', typeof ACCOUNT_PATHS.wallet>;

/**
 * The total balance (sumBalance, two decimals) of the signed-in account; trial accounts see a demo one. Its
 * key is the root of every money query (shared/api/wallet/keys), so a paid deposit refreshes it too.
 */

export function isWallet(v: unknown): v is Wallet {
  return isObject(v) && isNumber(v.sumBalance) && isNumber(v.playable) && isString(v.currency);
}

export async function fetchWallet(signal?: AbortSignal): Promise<Wallet> {
  // Checked without zod: the header's balance shows on every signed-in page (see validate-answer).
  const raw = await api.get(ACCOUNT_PATHS.wallet, { signal });
  return checkedAnswer<Wallet>(raw, isWallet);
}

export function walletQueryOptions() {
  return queryOptions({ queryKey: walletKeys.all, queryFn: ({ signal }) => fetchWallet(signal) });
}

export function useWallet() {
  const signedIn = useSession() !== null;
  return useQuery({ ...walletQueryOptions(), enabled: signedIn });
}
