import {
  CONSOLE_CONTENT_PATHS,
  consoleGameListSchema,
  consoleGameParamsSchema,
  consoleGamePatchSchema,
  consoleGameSchema,
  consoleGamesQuerySchema,
  consoleContentMerchantQuerySchema,
  envelopeOf,
} from '@lobby/contract';
import type { ConsoleGame } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CacheBus } from '../../core/cache-bus.ts';
import type { MerchantService } from '../../core/merchants/service.ts';
import { OPS_SECURITY } from '../../core/ops.ts';
import { AppError } from '../../lib/app-error.ts';
import { failureResponses, ok } from '../../lib/envelope.ts';
import type { ConsoleGameRecord, GameOpsRepository } from './ops-repository.ts';

export interface GameConsoleRoutesOptions {
  repository: GameOpsRepository;
  merchants: MerchantService;
  bus: CacheBus;
}

const failures = failureResponses(400, 401, 403, 404);
const inScope = (path: string) => path.replace(/^\/ops/, '');

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

  app.get(
    inScope(CONSOLE_CONTENT_PATHS.games),
    {
      config: { permission: 'games.read' },
      schema: {
        tags: ['ops'],
        summary: "A merchant's games, disabled ones included, in lobby order",
        description: 'q: a name in any language (part of it), a gameId or a vendor game code; vendor and type exact.',
        security: OPS_SECURITY,
        querystring: consoleGamesQuerySchema,
        response: { 200: envelopeOf(consoleGameListSchema), ...failures },
      },
    },
    async (request) => {
      const { merchant, ...filter } = request.query;
      const { rows, total } = await repository.list({ merchantCode: await known(merchant), ...filter });
      return ok({ list: rows.map(view), total });
    },
  );

  app.patch(
    inScope(CONSOLE_CONTENT_PATHS.game),
    {
      config: { permission: 'games.manage' },
      schema: {
        tags: ['ops'],
        summary: 'Switch a game on or off, mark it new or not',
        description:
          'A disabled game leaves the player lists at once and its launch answers game.disabled (every process, with ' +
          'REDIS_URL; without it, the others within the catalogue cache time).',
        security: OPS_SECURITY,
        params: consoleGameParamsSchema,
        querystring: consoleContentMerchantQuerySchema,
        body: consoleGamePatchSchema,
        response: { 200: envelopeOf(consoleGameSchema), ...failures },
      },
    },
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
