import { centsToAmount, defaultLimits, INHOUSE_GAME_CODES, INHOUSE_VENDOR, maskName, ORIGINAL_GAMES } from '@lobby/contract';
import type { OriginalGame, OriginalsFeed } from '@lobby/contract';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import type { GameCatalogue } from '../../catalogue/catalogue/index.ts';
import type { RoundsService } from '../rounds/index.ts';

/** How many bets the feed lists. */
const FEED_SIZE = 20;

/** A high roller's stake: a thousand times the currency's smallest default bet (₱1,000, ₫1,000,000). */
export function highRollerStakeCents(currency: string): number {
  return defaultLimits(currency).minBet * 1_000;
}

/**
 * The live bets feed of the in-house games (crash included): the merchant's last settled rounds from the
 * rounds' own records, real money only, names masked; a high roller's view keeps the big stakes, "mine" the
 * member's own (demo money too, for a trial account).
 */
export function createOriginalsFeed(deps: {
  rounds: RoundsService;
  catalogue: GameCatalogue;
  usernames: (ids: readonly number[]) => Promise<Map<number, string>>;
}) {
  const { rounds, catalogue } = deps;
  // a round records the catalogue's node id of its game (crash: its vendor code): both lead to the game
  const codeCache = catalogue.cache<Map<string, OriginalGame>>(64);
  const CODE_OF = Object.fromEntries(Object.entries(INHOUSE_GAME_CODES).map(([code, game]) => [game, code])) as Record<OriginalGame, string>;

  function gamesOf(merchantCode: string): Promise<Map<string, OriginalGame>> {
    return codeCache.getOrLoad(merchantCode, async () => {
      const map = new Map<string, OriginalGame>();
      for (const game of ORIGINAL_GAMES) {
        map.set(CODE_OF[game], game);
        const row = await catalogue.games.byVendorCode(merchantCode, INHOUSE_VENDOR, CODE_OF[game]);
        if (row) map.set(row.node_id, game);
      }
      return map;
    });
  }

  return async function feed(merchant: ResolvedMerchant, view: 'all' | 'high' | 'mine', memberId: number | null): Promise<OriginalsFeed> {
    const rows = await rounds.settledOfVendor({
      merchantCode: merchant.code,
      vendor: INHOUSE_VENDOR,
      memberId: view === 'mine' ? (memberId ?? undefined) : undefined,
      minBetCents: view === 'high' ? highRollerStakeCents(merchant.currency.code) : undefined,
      limit: FEED_SIZE,
    });
    const games = await gamesOf(merchant.code);
    const names = await deps.usernames(rows.map((r) => r.member_id));
    return rows.flatMap((r) => {
      const game = games.get(r.game_code);
      const bet = Number(r.bet_cents);
      const win = Number(r.win_cents);
      if (!game || bet <= 0) return [];
      return [
        {
          id: r.id,
          game,
          player: maskName(names.get(r.member_id) ?? 'player'),
          amount: centsToAmount(bet),
          multiplier: Math.round((win / bet) * 100) / 100,
          payout: centsToAmount(win),
          at: Number(r.settled_at),
        },
      ];
    });
  };
}

export type OriginalsFeedReader = ReturnType<typeof createOriginalsFeed>;
