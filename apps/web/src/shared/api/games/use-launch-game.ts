import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { INHOUSE_ROUTE } from '@lobby/contract/paths';
import type { Game, PrizeMode, VendorMapping } from '@lobby/contract';
import { INHOUSE_GAME_CODES, INHOUSE_VENDOR, prizeModeOf } from '@lobby/contract/rules';
import { PATHS } from '@/shared/lib/paths';
import { gameKeys } from './keys';
import { launchGame, launchInputOf } from './launch-game';
import { currentLanguage, i18next } from '@/shared/lib/i18n';
import { currentRole } from '@/shared/lib/session';
import { toast } from '@/shared/lib/toast';
import { reportRealAccountError } from '@/shared/lib/trial-alert';
import { useLoginRedirect } from '@/shared/hooks/use-login-redirect';

/** One launch at a time: a second tap while the first is on its way does nothing. */
let launching = false;

/** When this page last sent the window to a vendor's game (0: never); the lobby's come-back check reads it. */
let gameOpenedAt = 0;

/** For tests: forget a launch that never settled. */
export function resetLaunchState(): void {
  launching = false;
  gameOpenedAt = 0;
}

/** Whether this page has sent the window to a vendor's game (a page kept by the browser's back button has). */
export function gameWasOpened(): boolean {
  return gameOpenedAt > 0;
}

/** Where the page goes with the game URL; a function so tests can watch it. */
export const gameWindow = {
  open(url: string): void {
    window.location.assign(url);
  },
};

/** The screen of an in-house game (vendor BGS), or null for a vendor's game. */
export function inHouseScreenOf(game: Pick<Game, 'vassalage' | 'gameCode'>): string | null {
  const slug = game.vassalage === INHOUSE_VENDOR ? INHOUSE_GAME_CODES[game.gameCode] : undefined;
  return slug ? `${PATHS.inHouse}/${slug}` : null;
}

/**
 * Opens a game. Visitors go to login (and come back here afterwards), except to an in-house game, whose
 * screen they may see; accounts ask the server for the game URL and the window goes there (an in-house
 * game's screen opens inside the app). The server decides what a trial account may play: its refusal shows
 * the trial alert (cancel or register); other refusals show their message.
 */
export function useLaunchGame(): (game: Game, options?: { prizeMode?: PrizeMode }) => void {
  const toLogin = useLoginRedirect();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const here = `${location.pathname}${location.search}`;

  return useCallback(
    (game: Game, options: { prizeMode?: PrizeMode } = {}) => {
      if (currentRole() === 'visitor') {
        // An in-house game shows a visitor its screen, with a log-in / try-for-free prompt for a bet button.
        const own = inHouseScreenOf(game);
        if (own) void navigate(own);
        else toLogin();
        return;
      }
      if (launching) return;
      launching = true;
      const done = toast.loading(i18next.t('games.launching'));
      // A lottery launch names the merchant's prize mode: the caller's (the draws answer has it), else the
      // rule over the vendor mapping the lobby already holds; the server checks it either way.
      const language = currentLanguage();
      const mapping = client.getQueryData<VendorMapping>(gameKeys.vendorMapping(language));
      const prizeMode = options.prizeMode ?? (mapping ? prizeModeOf(mapping) : undefined);
      launchGame(launchInputOf(game, language, here, prizeMode))
        .then((url) => {
          // The play is recorded as recent by the launch itself.
          void client.invalidateQueries({ queryKey: gameKeys.recentAll });
          // In-house games are screens of this app: no page load.
          if (url.startsWith(`${INHOUSE_ROUTE}/`)) void navigate(url);
          else {
            gameOpenedAt = Date.now();
            gameWindow.open(url);
          }
        })
        .catch(reportRealAccountError)
        .finally(() => {
          launching = false;
          done();
        });
    },
    [toLogin, here, client, navigate],
  );
}
