import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../core/ops.ts';
import { createLedger } from '../ledger/index.ts';
import { createLobbyNews } from '../lobby-news/index.ts';
import { createJackpotRepository } from './repository.ts';
import jackpotRoutes from './routes.ts';
import { createJackpotService } from './service.ts';

export type { JackpotService, JackpotStake } from './service.ts';

export function createJackpot(app: FastifyInstance) {
  return createJackpotService({ repository: createJackpotRepository(app.db), ledger: createLedger(app), news: createLobbyNews(app), now: app.clock });
}

/** Progressive jackpots: stakes feed the pools (through the rounds service); the home counter reads them. */
const jackpot: LobbyModule = async (app) => {
  await app.register(jackpotRoutes, { service: createJackpot(app) });
};

export default jackpot;
