import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { INHOUSE_ROUTE } from '@lobby/contract/paths';
import { INHOUSE_GAME_CODES, INHOUSE_VENDOR } from '@lobby/contract/rules';
import { launchGame } from '@/shared/api/games/launch-game';
import { gameWindow } from '@/shared/api/games/use-launch-game';
import { currentLanguage } from '@/shared/lib/i18n';
import { PATHS } from '@/shared/lib/paths';
import { reportRealAccountError } from '@/shared/lib/trial-alert';

/** A game a free-round grant is for, as the bonus names it. */
export interface FreeRoundGame {
  vendor: string;
  code: string;
}

/**
 * Opens a game of a free-round bonus the way a lobby tile does: an original is a screen of this app (its bet
 * panel offers the free bet); a vendor's game is launched by vendor and code (the launch takes either that or
 * a catalogue node) and the window goes to the vendor's page, which plays the free spins.
 */
export function usePlayFreeRoundGame(): { play: (game: FreeRoundGame) => void; busy: string | null } {
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState<string | null>(null);
  const here = `${location.pathname}${location.search}`;
  const play = useCallback(
    (game: FreeRoundGame) => {
      const own = game.vendor === INHOUSE_VENDOR ? INHOUSE_GAME_CODES[game.code] : undefined;
      if (own) {
        void navigate(`${PATHS.inHouse}/${own}`);
        return;
      }
      const key = `${game.vendor}:${game.code}`;
      setBusy(key);
      launchGame({ vendor: game.vendor, gameCode: game.code, language: currentLanguage(), returnUrl: here })
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
