import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Game } from '@lobby/contract';
import { cachedFavouriteIds, changeFavourite } from './favourites';
import { currentRole } from '@/shared/lib/session';
import { showTrialAlert } from '@/shared/lib/trial-alert';
import { useLoginRedirect } from '@/shared/hooks/use-login-redirect';

/**
 * The favourite star. Signed-in members add or remove optimistically (the ids cache changes at once and is
 * put back if the server refuses); visitors go to login; trial accounts get the real-account alert.
 */
export function useFavouriteToggle(): { toggle(game: Game): void } {
  const client = useQueryClient();
  const toLogin = useLoginRedirect();

  const toggle = useCallback(
    (game: Game) => {
      const role = currentRole();
      if (role === 'visitor') {
        toLogin();
        return;
      }
      if (role === 'trial') {
        showTrialAlert();
        return;
      }
      void changeFavourite(client, game, !cachedFavouriteIds(client).includes(game.nodeId));
    },
    [client, toLogin],
  );
  return { toggle };
}
