import { AppError } from '../../lib/app-error.ts';
import type { GameType, Language, PlayType, PrizeMode } from '@lobby/contract';

export interface LaunchMember {
  id: number;
  userName: string;
  type: number;
  /** the member's own merchant */
  merchantCode: string;
}

export interface LaunchGame {
  nodeId: string;
  gameId: string;
  gameCode: string;
  gameType: GameType;
  /** the catalogue's classification within the type (RNG: SLOT, JP, TABLE, BG), if any */
  classify: string | null;
  vassalage: string;
  /** the catalogue (English) name */
  name: string;
}

export interface LaunchInput {
  member: LaunchMember;
  game: LaunchGame;
  language: Language;
  /** a path on this site the game's "Back to lobby" leads to */
  returnUrl: string;
  /** the operator's token for this play: the vendor sends it back with balance and bet calls */
  playerToken: string;
  currency: string;
  /** the game's and its vendor's names in the player's language */
  gameName: string;
  vendorName: string;
  /** lottery launches only */
  prizeMode?: PrizeMode;
  playType?: PlayType;
  /**
   * Free rounds of an operator bonus on this game (as aggregators' launch APIs take a free-rounds campaign):
   * the vendor plays them at the stake given and sends each bet with the bonus id; the wallet pays the stake.
   */
  freeRounds?: { bonusId: string; left: number; stakeCents: number };
  /** the player's address (aggregators ask for it) and this site's origin (for absolute lobby links) */
  ip?: string;
  siteUrl?: string;
}

/**
 * A game provider's launch: turns a checked request (the member may play this enabled game) into the URL
 * the browser opens. Real providers call their own API here; the bundled demo vendor signs a ticket.
 */
export interface GameVendorAdapter {
  readonly name: string;
  launch(input: LaunchInput): Promise<{ url: string }>;
}

/** A vendor with no integration on this install: its games answer that the provider is not connected. */
export const unconnectedVendor: GameVendorAdapter = {
  name: 'unconnected',
  async launch() {
    throw new AppError('game.provider.unavailable');
  },
};

/** Which adapter launches a vendor's games. In this install every vendor plays on the demo vendor. */
export interface GameVendorRegistry {
  forVendor(vassalage: string): GameVendorAdapter;
}

export function createGameVendorRegistry(
  fallback: GameVendorAdapter,
  byVendor: Readonly<Record<string, GameVendorAdapter>> = {},
): GameVendorRegistry {
  return {
    forVendor: (vassalage) => byVendor[vassalage] ?? fallback,
  };
}
