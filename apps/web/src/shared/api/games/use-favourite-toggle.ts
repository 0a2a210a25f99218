import { useCallback } from 'react';
import type { Game } from '@lobby/contract';
import { useAddFavourite, useFavouriteIds, useRemoveFavourite } from './favourites';
import { currentRole } from '@/shared/lib/session';
import { showTrialAlert } from '@/shared/lib/trial-alert';
import { useLoginRedirect } from '@/shared/hooks/use-login-redirect';

/**
 * The favourite star. Signed-in members add or remove optimistically (the ids cache changes at once and is
 * put back if the server refuses); visitors go to login; trial accounts get the real-account alert.
 */
export function useFavouriteToggle(): { isFavourite(nodeId: string): boolean; toggle(game: Game): void } {
  const { ids } = useFavouriteIds();
  const add = useAddFavourite();
  const remove = useRemoveFavourite();
  const addFavourite = add.mutate;
  const removeFavourite = remove.mutate;
  const toLogin = useLoginRedirect();

  const isFavourite = useCallback((nodeId: string) => ids.has(nodeId), [ids]);
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
      if (ids.has(game.nodeId)) removeFavourite(game);
      else addFavourite(game);
    },
    [ids, addFavourite, removeFavourite, toLogin],
  );
  return { isFavourite, toggle };
}
