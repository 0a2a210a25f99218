import { GAME_LIST_LIMITS, isTrialType } from '@lobby/contract';
import type { GamePage, Language } from '@lobby/contract';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import type { AuthSession } from '../../../core/sessions/service.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { GameCatalogue } from '../catalogue/index.ts';
import { nonEmpty, pageOf, totalPages, typeFilter } from '../catalogue/index.ts';
import type { PlayerGameRepository } from './repository.ts';

export interface PlayerGameServiceDeps {
  catalogue: GameCatalogue;
  players: PlayerGameRepository;
  now: () => number;
}

/** What a member keeps of the catalogue: favourite games (real accounts) and the games played lately. */
export function createPlayerGameService(deps: PlayerGameServiceDeps) {
  const { catalogue, players, now } = deps;

  /** A page of the member's games in the order the ids come, as the API shows them. */
  async function gamePage(
    merchant: ResolvedMerchant,
    loading: Promise<{ ids: number[]; total: number }>,
    pageNo: number,
    pageSize: number,
    language: Language,
  ): Promise<GamePage> {
    const [page, vendors] = await Promise.all([loading, catalogue.vendorsOf(merchant.code)]);
    const rows = await catalogue.rowsInOrder(merchant.code, page.ids);
    return {
      list: rows.map((r) => catalogue.toGame(r, vendors, language)),
      pageNum: pageNo,
      pageSize,
      totalPages: totalPages(page.total, pageSize),
      totalCount: page.total,
    };
  }

  return {
    // Favourites: real accounts only (the route's guard).

    async addFavourite(session: AuthSession, merchant: ResolvedMerchant, body: { nodeId: string; vendor?: string }): Promise<void> {
      const game = await catalogue.loadPlayable(merchant.code, body.nodeId, body.vendor);
      await players.addFavourite(session.memberId, game.id, now());
    },

    async removeFavourite(session: AuthSession, merchant: ResolvedMerchant, body: { nodeId: string; vendor?: string }): Promise<void> {
      const game = await catalogue.games.byNodeId(merchant.code, body.nodeId);
      if (!game || (body.vendor !== undefined && body.vendor !== game.vassalage)) throw new AppError('game.not.found');
      await players.removeFavourite(session.memberId, game.id);
    },

    async favouriteIds(session: AuthSession): Promise<string[]> {
      return players.favouriteNodeIds(session.memberId);
    },

    async favouriteList(session: AuthSession, merchant: ResolvedMerchant, q: { pageNo: number; pageSize: number }, language: Language): Promise<GamePage> {
      return gamePage(merchant, players.favouritePage(session.memberId, pageOf(q.pageNo, q.pageSize)), q.pageNo, q.pageSize, language);
    },

    // Recent: every session (trial accounts play freeplay games).

    async addRecent(session: AuthSession, merchant: ResolvedMerchant, body: { nodeId: string; vendor?: string }): Promise<void> {
      const game = await catalogue.loadPlayable(merchant.code, body.nodeId, body.vendor);
      if (isTrialType(session.type) && game.freeplay !== 1) throw new AppError('permission.trial');
      await players.touchRecent(session.memberId, game.id, now(), GAME_LIST_LIMITS.recentKept);
    },

    async recentList(
      session: AuthSession,
      merchant: ResolvedMerchant,
      q: { page: number; pageSize: number; gameType?: string; vendor?: string },
      language: Language,
    ): Promise<GamePage> {
      const types = typeFilter(nonEmpty(q.gameType), undefined);
      if (!types) return { list: [], pageNum: q.page, pageSize: q.pageSize, totalPages: 0, totalCount: 0 };
      const page = players.recentPage(session.memberId, { ...types, vassalage: nonEmpty(q.vendor) }, pageOf(q.page, q.pageSize));
      return gamePage(merchant, page, q.page, q.pageSize, language);
    },
  };
}

export type PlayerGameService = ReturnType<typeof createPlayerGameService>;
