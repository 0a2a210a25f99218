import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Game } from '@lobby/contract';
import { useAddFavourite, useFavouriteIds, useRemoveFavourite } from '@/shared/api/games/favourites';
import { getHref, RETURN_PARAM } from '@/shared/lib/paths';
import { currentRole } from '@/shared/lib/session';
import { showTrialAlert } from '@/shared/lib/trial-alert';

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
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  const isFavourite = useCallback((nodeId: string) => ids.has(nodeId), [ids]);
  const toggle = useCallback(
    (game: Game) => {
      const role = currentRole();
      if (role === 'visitor') {
        void navigate(getHref('login', { [RETURN_PARAM]: here }));
        return;
      }
      if (role === 'trial') {
        showTrialAlert();
        return;
      }
      if (ids.has(game.nodeId)) removeFavourite(game);
      else addFavourite(game);
    },
    [ids, addFavourite, removeFavourite, navigate, here],
  );
  return { isFavourite, toggle };
}
