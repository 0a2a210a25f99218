import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ACCOUNT_PATHS } from '@lobby/contract/paths';
import type { walletSchema } from '@lobby/contract/schemas';
import type { z } from 'zod';
import { walletKeys } from '@/shared/api/wallet/keys';
import { api } from '@/shared/lib/api';
import { useSession } from '@/shared/lib/session';
import { originalsSchemas } from './schemas';

type Wallet = z.infer<typeof walletSchema>;

/** The header balance of the game screens: the same query (key and answer) as the lobby header's. */
export function useGameBalance() {
  const signedIn = useSession() !== null;
  return useQuery({
    queryKey: walletKeys.all,
    queryFn: async ({ signal }) => {
      const raw = await api.get(ACCOUNT_PATHS.wallet, { signal, silent: true });
      return (await originalsSchemas()).walletSchema.parse(raw);
    },
    enabled: signedIn,
  });
}

/**
 * A game's answer carries the playable balance after it: the header shows it at once (what pending
 * withdrawals hold stays as it was), then the wallet is fetched again.
 */
export function applyPlayable(client: QueryClient, playable: number, currency?: string): void {
  client.setQueryData(walletKeys.all, (old: Wallet | undefined) =>
    old
      ? { ...old, playable, sumBalance: Math.round((playable + old.sumBalance - old.playable) * 100) / 100 }
      : currency
        ? { sumBalance: playable, playable, currency }
        : old,
  );
  void client.invalidateQueries({ queryKey: walletKeys.all });
}

/**
 * A win paid without an answer of its own (a crash bet's auto cash-out, told over the socket): the header
 * adds it at once, then the wallet is fetched again for the exact figure.
 */
export function creditPlayable(client: QueryClient, amount: number): void {
  client.setQueryData(walletKeys.all, (old: Wallet | undefined) =>
    old ? { ...old, playable: Math.round((old.playable + amount) * 100) / 100, sumBalance: Math.round((old.sumBalance + amount) * 100) / 100 } : old,
  );
  void client.invalidateQueries({ queryKey: walletKeys.all });
}
