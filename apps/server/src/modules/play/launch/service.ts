import { GAME_LIST_LIMITS, INHOUSE_VENDOR, isTrialType, safeReturnPath } from '@lobby/contract';
import type { GameType, Language, LaunchGameInput, PlayType, PrizeMode } from '@lobby/contract';
import type { MerchantService, ResolvedMerchant } from '../../../core/merchants/service.ts';
import type { AuthSession } from '../../../core/sessions/service.ts';
import type { GameVendorRegistry } from '../../../integrations/game-vendors/adapter.ts';
import { AppError } from '../../../lib/app-error.ts';
import { LOTTERY_TYPES, nameIn } from '../../catalogue/catalogue/index.ts';
import type { GameCatalogue, GameRecord } from '../../catalogue/catalogue/index.ts';
import type { PlayerGameRepository } from '../../catalogue/player-games/index.ts';
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
  /** the member's free rounds of a bonus on this game, if any (passed to the vendor with the launch) */
  freeRoundsOf?(memberId: number, game: { vendor: string; code: string }): Promise<{ bonusId: string; left: number; stakeCents: number } | undefined>;
  now: () => number;
}

/** Game launches through the vendors' adapters, and the bundled demo vendor's game pages. */
export function createLaunchService(deps: LaunchServiceDeps) {
  const { catalogue, now } = deps;
  const { games } = catalogue;

  /**
   * A lottery launch's prize mode (the merchant's, from its vendor mapping) and play type (the game's).
   * A client may send them, and then they must be these: a stale or forged one is refused, not passed on
   * to the vendor; other games take neither.
   */
  async function lotteryModes(merchant: ResolvedMerchant, game: GameRecord, input: LaunchGameInput): Promise<{ prizeMode?: PrizeMode; playType?: PlayType }> {
    if (!LOTTERY_TYPES.includes(game.game_type as GameType)) {
      if (input.prizeMode || input.playType) {
        throw new AppError('request.invalid', { message: 'prizeMode and playType belong to a lottery launch only.' });
      }
      return {};
    }
    const prizeMode = await catalogue.lotteryPrizeMode(merchant);
    const playType: PlayType = game.play_type === 'Entertainment' ? 'Entertainment' : 'Tradition';
    if (input.prizeMode && input.prizeMode !== prizeMode) {
      throw new AppError('request.invalid', { message: `This lottery plays in prize mode ${prizeMode}.`, value: { prizeMode } });
    }
    if (input.playType && input.playType !== playType) {
      throw new AppError('request.invalid', { message: `This lottery game plays as ${playType}.`, value: { playType } });
    }
    return { prizeMode, playType };
  }

  return {
    /**
     * Launch: the game must exist and be enabled, trial accounts play freeplay games only; the play is
     * recorded as recent, then the vendor's adapter makes the URL.
     */
    async launch(
      session: AuthSession,
      merchant: ResolvedMerchant,
      input: LaunchGameInput,
      language: Language,
      client: { ip?: string; siteUrl?: string } = {},
    ): Promise<{ url: string }> {
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
      const { prizeMode, playType } = await lotteryModes(merchant, game, input);
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
        freeRounds: isTrialType(session.type) ? undefined : await deps.freeRoundsOf?.(session.memberId, { vendor: game.vassalage, code: game.node_id }),
        ip: client.ip,
        siteUrl: client.siteUrl,
      });
    },

  };
}

export type LaunchService = ReturnType<typeof createLaunchService>;
