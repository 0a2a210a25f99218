import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNT_PATHS, walletSchema } from '@lobby/contract';
import type { z } from 'zod';
import { http } from '@/shared/lib/http';
import { ACCOUNT_QUERY_ROOT, useSession } from '@/shared/lib/session';

export type Wallet = z.infer<typeof walletSchema>;

/** The total balance (sumBalance, two decimals) of the signed-in account; trial accounts see a demo one. */
export const walletKeys = { all: [ACCOUNT_QUERY_ROOT, 'wallet'] as const };

export async function fetchWallet(signal?: AbortSignal): Promise<Wallet> {
  return walletSchema.parse(await http.get<unknown>(ACCOUNT_PATHS.wallet, { signal }));
}

export function walletQueryOptions() {
  return queryOptions({ queryKey: walletKeys.all, queryFn: ({ signal }) => fetchWallet(signal) });
}

export function useWallet() {
  const signedIn = useSession() !== null;
  return useQuery({ ...walletQueryOptions(), enabled: signedIn });
}
