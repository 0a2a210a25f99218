import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import { createLedger } from '../../money/ledger/index.ts';
import { createLobbyNews } from '../../content/lobby-news/index.ts';
import { createJackpotRepository } from './repository.ts';
import jackpotRoutes from './routes.ts';
import { createJackpotService } from './service.ts';

export type { JackpotService, JackpotStake } from './service.ts';

export function createJackpot(
  app: FastifyInstance,
  deps: Partial<Pick<Parameters<typeof createJackpotService>[0], 'ledger' | 'news'>> = {},
) {
  return createJackpotService({
    repository: createJackpotRepository(app.db),
    ledger: deps.ledger ?? createLedger(app),
    news: deps.news ?? createLobbyNews(app),
    now: app.clock,
  });
}

/** Progressive jackpots: stakes feed the pools (through the rounds service); the home counter reads them. */
const jackpot: LobbyModule = async (app) => {
  await app.register(jackpotRoutes, { service: app.services.jackpot });
};

export default jackpot;
