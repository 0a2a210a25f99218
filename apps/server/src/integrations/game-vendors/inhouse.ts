import { INHOUSE_GAME_CODES, INHOUSE_ROUTE, INHOUSE_VENDOR } from '@lobby/contract';
import { AppError } from '../../lib/app-error.ts';
import type { GameVendorAdapter } from './adapter.ts';

/**
 * The in-house games (vendor BGS) are screens of this web app: a launch opens `/m/inHouse/<game>` (the
 * game's code BGS_xx names the screen), where the game plays through the originals API with the member's
 * own session. No ticket or player token is needed.
 */
export function createInHouseAdapter(): GameVendorAdapter {
  return {
    name: INHOUSE_VENDOR,
    async launch(input) {
      const game = INHOUSE_GAME_CODES[input.game.gameCode];
      if (!game) throw new AppError('game.not.found');
      return { url: `${INHOUSE_ROUTE}/${game}` };
    },
  };
}
