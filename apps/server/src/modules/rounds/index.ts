import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../core/ops.ts';
import { createBonus } from '../bonus/index.ts';
import { createJackpot } from '../jackpot/index.ts';
import { createLedger } from '../ledger/index.ts';
import { createLobbyNews } from '../lobby-news/index.ts';
import { createRoundsRepository } from './repository.ts';
import recordsRoutes from './routes.ts';
import { createRoundsService } from './service.ts';

export { RoundError } from './service.ts';
export type { GameRef, PlayOutcome, RoundsService, WinCall } from './service.ts';

/** Play money on this app's database and clock (or the caller's clock: the demo writes its past). */
export function createRounds(app: FastifyInstance, now: () => number = app.clock) {
  return createRoundsService({
    ledger: createLedger(app, now),
    bonus: createBonus(app),
    jackpot: createJackpot(app),
    news: createLobbyNews(app),
    repository: createRoundsRepository(app.db),
    now,
  });
}

/** Game rounds: the money of play for every game, and the member's bet records (and lottery orders). */
const rounds: LobbyModule = async (app) => {
  await app.register(recordsRoutes, { rounds: createRounds(app), now: app.clock });
};

export default rounds;
