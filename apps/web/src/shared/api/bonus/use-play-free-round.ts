import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { INHOUSE_ROUTE } from '@lobby/contract/paths';
import { launchGame } from '@/shared/api/games/launch-game';
import { gameWindow } from '@/shared/api/games/use-launch-game';
import { currentLanguage } from '@/shared/lib/i18n';
import { reportRealAccountError } from '@/shared/lib/trial-alert';

/** A game a free-round grant is for, as the bonus names it: the vendor and the brand's catalogue node id. */
export interface FreeRoundGame {
  vendor: string;
  code: string;
}

/**
 * Opens a game of a free-round bonus the way a lobby tile does, by its catalogue node: an original answers
 * with its screen in this app (whose bet panel offers the free bet), a vendor's game with the vendor's page,
 * which plays the free spins.
 */
export function usePlayFreeRoundGame(): { play: (game: FreeRoundGame) => void; busy: string | null } {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState<string | null>(null);
  const here = `${location.pathname}${location.search}`;
  const play = useCallback(
    (game: FreeRoundGame) => {
      const key = `${game.vendor}:${game.code}`;
      setBusy(key);
      launchGame({ nodeId: game.code, vendor: game.vendor, language: currentLanguage(), returnUrl: here })
        .then((url) => {
          if (url.startsWith(`${INHOUSE_ROUTE}/`)) void navigate(url);
          else gameWindow.open(url);
        })
        .catch(reportRealAccountError)
        .finally(() => setBusy(null));
    },
    [navigate, here],
  );
  return { play, busy };
}
