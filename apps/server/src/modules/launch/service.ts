import { GAME_LIST_LIMITS, INHOUSE_VENDOR, isTrialType, safeReturnPath } from '@lobby/contract';
import type { GameType, Language, LaunchGameInput } from '@lobby/contract';
import type { MerchantService, ResolvedMerchant } from '../../core/merchants/service.ts';
import type { AuthSession } from '../../core/sessions/service.ts';
import type { GameVendorRegistry } from '../../integrations/game-vendors/adapter.ts';
import { AppError } from '../../lib/app-error.ts';
import { LOTTERY_TYPES, nameIn } from '../catalogue/index.ts';
import type { GameCatalogue, GameRecord } from '../catalogue/index.ts';
import type { PlayerGameRepository } from '../player-games/index.ts';
import type { PlayerTokens } from '../seamless-wallet/index.ts';

/** A path on this site for the game's "Back to lobby" link; anything else falls back to the home screen. */
export function safeReturnUrl(raw: string | undefined): string {
  return safeReturnPath(raw) ?? '/m/home';
}

export interface LaunchServiceDeps {
  catalogue: GameCatalogue;
  players: PlayerGameRepository;
  vendors: GameVendorRegistry;
  tokens: PlayerTokens;
  merchants: MerchantService;
  now: () => number;
}

/** Game launches through the vendors' adapters, and the bundled demo vendor's game pages. */
export function createLaunchService(deps: LaunchServiceDeps) {
  const { catalogue, now } = deps;
  const { games } = catalogue;

  return {
    /**
     * Launch: the game must exist and be enabled, trial accounts play freeplay games only; the play is
     * recorded as recent, then the vendor's adapter makes the URL.
     */
    async launch(session: AuthSession, merchant: ResolvedMerchant, input: LaunchGameInput, language: Language): Promise<{ url: string }> {
      let game: GameRecord | undefined;
      if (input.nodeId) {
        game = await catalogue.loadPlayable(merchant.code, input.nodeId, input.vendor);
      } else if (input.vendor && input.gameCode) {
        const found = await games.byVendorCode(merchant.code, input.vendor, input.gameCode);
        if (!found) throw new AppError('game.not.found');
        game = await catalogue.loadPlayable(merchant.code, found.node_id, input.vendor);
      } else {
        throw new AppError('request.invalid', { message: 'Give nodeId, or vendor and gameCode.' });
      }
      // Trial accounts play freeplay games only; every in-house game plays with their demo money.
      if (isTrialType(session.type) && game.freeplay !== 1 && game.vassalage !== INHOUSE_VENDOR) throw new AppError('permission.trial');
      const lottery = LOTTERY_TYPES.includes(game.game_type as GameType);
      const prizeMode = lottery ? (input.prizeMode ?? (await catalogue.lotteryPrizeMode(merchant))) : undefined;
      const playType = lottery ? (input.playType ?? (game.play_type === 'Entertainment' ? 'Entertainment' : 'Tradition')) : undefined;
      await deps.players.touchRecent(session.memberId, game.id, now(), GAME_LIST_LIMITS.recentKept);
      const vendors = await catalogue.vendorsOf(merchant.code);
      const playerToken = await deps.tokens.issue({
        memberId: session.memberId,
        merchantCode: merchant.code,
        currency: merchant.currency.code,
        demo: isTrialType(session.type),
        game: game.node_id,
      });
      return deps.vendors.forVendor(game.vassalage).launch({
        playerToken,
        currency: merchant.currency.code,
        gameName: nameIn(game, language),
        vendorName: vendors.byCode.get(game.vassalage)?.displayName ?? game.vassalage,
        member: { id: session.memberId, userName: session.userName, type: session.type, merchantCode: merchant.code },
        game: {
          nodeId: game.node_id,
          gameId: game.game_id,
          gameCode: game.game_code,
          gameType: game.game_type as GameType,
          classify: game.game_classify,
          vassalage: game.vassalage,
          name: game.name_en,
        },
        language,
        returnUrl: safeReturnUrl(input.returnUrl),
        prizeMode,
        playType,
      });
    },

  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
