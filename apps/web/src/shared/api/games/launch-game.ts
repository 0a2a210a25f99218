import type { Game, PrizeMode } from '@lobby/contract';
import { GAME_PATHS } from '@lobby/contract/paths';
import { api, type PlayerBody } from '@/shared/lib/api';

/** What a launch sends (the route also takes nothing at all, with every field in the query). */
export type LaunchGameInput = NonNullable<PlayerBody<'POST', typeof GAME_PATHS.launch>>;

/**
 * Asks for the URL of a game (POST /wps/game/launchGame). Silent: the launch hook decides what a refusal
 * shows (the trial alert for permission.trial, the error text otherwise).
 */
export async function launchGame(input: LaunchGameInput): Promise<string> {
  const value = await api.post(GAME_PATHS.launch, { body: input, silent: true });
  return value.url;
}

/**
 * The launch fields of a catalogue game; the game's Back to lobby link returns to `returnUrl`. A lottery
 * game launches by vendor and gameCode with the merchant's prize mode (when known) and its play type.
 */
export function launchInputOf(game: Game, language: string, returnUrl: string, prizeMode?: PrizeMode): LaunchGameInput {
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT') {
    return {
      gameCategory: game.gameType,
      vendor: game.vassalage,
      gameCode: game.gameCode,
      ...(prizeMode ? { prizeMode } : {}),
      playType: game.playType,
      language,
      returnUrl,
    };
  }
  return {
    nodeId: game.nodeId,
    gameCategory: game.gameType,
    vendor: game.vassalage,
    gameId: game.gameId,
    supportFreePlay: game.freeplay,
    language,
    returnUrl,
  };
}
