import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import { createBonus } from '../../money/bonus/index.ts';
import { createJackpot } from '../jackpot/index.ts';
import { createLedger } from '../../money/ledger/index.ts';
import { createLobbyNews } from '../../content/lobby-news/index.ts';
import { createRoundsRepository } from './repository.ts';
import recordsRoutes from './routes.ts';
import { createRoundsService } from './service.ts';

export { createRoundReads } from './reads.ts';
export type { RoundReads } from './reads.ts';
export { RoundError } from './service.ts';
export type { GameRef, PlayOutcome, RoundCanceller, RoundsService, WinCall } from './service.ts';

/**
 * Play money on this app's database and clock (or the caller's clock: the demo writes its past); the app's
 * own is built once, in services.ts, from the shared ledger, bonus, jackpot and news.
 */
export function createRounds(
  app: FastifyInstance,
  deps: Partial<Pick<Parameters<typeof createRoundsService>[0], 'ledger' | 'bonus' | 'jackpot' | 'news' | 'activity' | 'now' | 'guard' | 'tournaments'>> = {},
) {
  const now = deps.now ?? app.clock;
  const ledger = deps.ledger ?? createLedger(app, now);
  const news = deps.news ?? createLobbyNews(app);
  const bets = app.metrics.counter('bets_total', 'Bets placed on this process (every game, demo money included), by game type', ['type']);
  return createRoundsService({
    ledger,
    bonus: deps.bonus ?? createBonus(app),
    jackpot: deps.jackpot ?? createJackpot(app, { ledger, news }),
    news,
    activity: deps.activity ?? app.services.activity,
    repository: createRoundsRepository(app.db),
    now,
    onBet: (type) => bets.inc({ type }),
    guard: deps.guard ?? app.services?.protection,
    tournaments: deps.tournaments ?? app.services?.tournaments,
  });
}

/** Game rounds: the money of play for every game, and the member's bet records (and lottery orders). */
const rounds: LobbyModule = async (app) => {
  await app.register(recordsRoutes, { rounds: app.services.rounds, now: app.clock });
};

export default rounds;
