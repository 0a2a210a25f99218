import { CONSOLE_CONTENT_ENDPOINTS } from '@lobby/contract';
import type { ConsoleGame } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CacheBus } from '../../../core/cache-bus.ts';
import type { MerchantService } from '../../../core/merchants/service.ts';
import { route } from '../../../core/endpoint-route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ConsoleGameRecord, GameOpsRepository } from './ops-repository.ts';

export interface GameConsoleRoutesOptions {
  repository: GameOpsRepository;
  merchants: MerchantService;
  bus: CacheBus;
}

function view(r: ConsoleGameRecord): ConsoleGame {
  return {
    gameId: r.node_id,
    name: r.name_en,
    vendor: r.vassalage,
    type: r.game_type,
    enabled: Number(r.enabled) === 1,
    isNew: Number(r.is_new) === 1,
    hotRank: r.hot_rank === null ? null : Number(r.hot_rank),
  };
}

/** The operator's catalogue of a merchant: every game, switched on or off, marked new or not, in the /ops scope. */
const gameConsoleRoutes: FastifyPluginAsyncZod<GameConsoleRoutesOptions> = async (app, { repository, merchants, bus }) => {
  async function known(code: string): Promise<string> {
    const m = await merchants.byCode(code);
    if (!m) throw new AppError('request.not.found', { message: `No merchant ${code}.` });
    return m.code;
  }

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.games,
    async (request) => {
      const { merchant, ...filter } = request.query;
      const { rows, total } = await repository.list({ merchantCode: await known(merchant), ...filter });
      return ok({ list: rows.map(view), total });
    },
  );

  route(
    app,
    CONSOLE_CONTENT_ENDPOINTS.updateGame,
    async (request) => {
      const merchantCode = await known(request.query.merchant);
      const was = await repository.get(merchantCode, request.params.gameId);
      if (!(await repository.update(merchantCode, request.params.gameId, request.body))) throw new AppError('game.not.found');
      await bus.invalidate('catalogue');
      const game = await repository.get(merchantCode, request.params.gameId);
      if (!game) throw new AppError('game.not.found');
      const after = view(game);
      request.auditChange({ merchant: merchantCode, before: was ? view(was) : null, after });
      return ok(after);
    },
  );
};

export default gameConsoleRoutes;
