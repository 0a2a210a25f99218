import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { gameWasOpened } from '@/shared/api/games/use-launch-game';
import { walletKeys } from '@/shared/api/wallet/keys';
import {
  returnTransferWallet,
  transferWalletKeys,
  transferWalletQueryOptions,
  type TransferWallet,
} from '@/shared/api/wallet/transfer-wallet';
import { HOME_ALIASES } from '@/shared/lib/paths';
import { useSession } from '@/shared/lib/session';

/** At most one automatic return in this long, whatever mix of focus, visibility and navigation asks for it. */
export const COME_BACK_GAP_MS = 5_000;

let running = false;
let lastRunAt = Number.NEGATIVE_INFINITY;

/** For tests: forget earlier runs. */
export function resetComeBackState(): void {
  running = false;
  lastRunAt = Number.NEGATIVE_INFINITY;
}

/**
 * The player is back in the lobby: if anything is in a transfer-wallet game, the return is called once and the
 * balance refreshed. `ask` reads the in-game list from the server first (the page may have been kept by the
 * browser while the game played); otherwise the cached list decides. A failure is left to the in-game bar, which
 * still shows the money with its button; nothing is retried on its own.
 */
export async function returnOnComeBack(client: QueryClient, ask: boolean): Promise<void> {
  if (running || Date.now() - lastRunAt < COME_BACK_GAP_MS) return;
  running = true;
  lastRunAt = Date.now();
  try {
    const list = ask
      ? await client.fetchQuery({ ...transferWalletQueryOptions(), staleTime: 0 })
      : client.getQueryData<TransferWallet>(transferWalletKeys.all);
    if (!list || list.inGame.length === 0) return;
    client.setQueryData(transferWalletKeys.all, await returnTransferWallet());
    await client.invalidateQueries({ queryKey: walletKeys.all });
  } catch {
    // shown by the in-game bar (what is still in game, and its Bring it back button)
  } finally {
    running = false;
  }
}

/**
 * Brings money back from transfer-wallet games when the player comes back to the lobby: the page arriving (the
 * game's Back to lobby link or the browser's back button leads to a new page load), the page shown again from the
 * browser's cache, the tab regaining visibility or focus after a game was opened from it, and a navigation to
 * home while something is in game. Debounced (one run per COME_BACK_GAP_MS); never triggered by its own answer.
 */
export function useTransferReturnOnComeBack(): void {
  const client = useQueryClient();
  const signedIn = useSession() !== null;
  const { pathname } = useLocation();
  const home = (HOME_ALIASES as readonly string[]).includes(pathname);

  useEffect(() => {
    if (!signedIn) return;
    void returnOnComeBack(client, true);
    const back = () => {
      if (document.visibilityState !== 'visible') return;
      // after this page opened a game, ask the server; else only what the lobby already knows is in game
      void returnOnComeBack(client, gameWasOpened());
    };
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) void returnOnComeBack(client, true);
    };
    document.addEventListener('visibilitychange', back);
    window.addEventListener('focus', back);
    window.addEventListener('pageshow', shown);
    return () => {
      document.removeEventListener('visibilitychange', back);
      window.removeEventListener('focus', back);
      window.removeEventListener('pageshow', shown);
    };
  }, [client, signedIn]);

  useEffect(() => {
    if (signedIn && home) void returnOnComeBack(client, gameWasOpened());
  }, [client, signedIn, home]);
}
