import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import type { LedgerService, Purse } from '../../money/ledger/index.ts';
import type { RoundsService } from '../rounds/index.ts';
import { createLocalFeed } from './feed/local.ts';
import { sportsbookOpsRoutes, sportsbookPlayerRoutes } from './routes.ts';
import { createSportsbookService } from './service.ts';
import type { SportsbookService } from './service.ts';

export type { SportsbookService } from './service.ts';
export type { SportsFeed, FeedMessage } from './feed/types.ts';
export { createLocalFeed } from './feed/local.ts';
export { SPORTSBOOK_VENDOR } from './bets.ts';

/** Accepts pending bets past their delay and settles open bets whose markets are all settled (a backstop). */
export const SPORTSBOOK_SWEEP_QUEUE = 'sportsbook.sweep';
const SWEEP_EVERY_MS = 5_000;

/** The app's sportsbook, built once in the composition root (services.ts) from the shared ledger and rounds. */
export function createSportsbook(
  app: FastifyInstance,
  deps: {
    ledger: LedgerService;
    rounds: RoundsService;
    purseById(memberId: number): Promise<Purse | undefined>;
    usernames(ids: readonly number[]): Promise<Map<number, string>>;
    memberIdOf(merchant: string, username: string): Promise<number | undefined>;
  },
): SportsbookService {
  return createSportsbookService({
    database: app.database,
    bus: app.bus,
    log: app.log,
    ledger: deps.ledger,
    rounds: deps.rounds,
    merchants: { calendarOf: (code) => app.merchants.calendarOf(code, app.db) },
    purseById: deps.purseById,
    usernames: deps.usernames,
    memberIdOf: deps.memberIdOf,
    now: app.clock,
    inPlayDelayMs: () => app.config.sportsbook.inPlayDelayMs,
    cacheBus: app.cacheBus,
  });
}

/** The player's book and its socket, the console's routes, the feed runner and the sweep. */
const sportsbook: LobbyModule = async (app, { ops }) => {
  const service = app.services.sportsbook;
  await app.register(sportsbookPlayerRoutes, { service });
  await app.register(async (scope) => service.live.register(scope));
  ops.add(sportsbookOpsRoutes, { service });
  app.metrics.gauge('sportsbook_viewers', 'Sockets watching the sportsbook on this process', [], (set) => set({}, service.live.viewers()));
  app.jobs.define(SPORTSBOOK_SWEEP_QUEUE, async () => void (await service.bets.sweep()), { retryLimit: 3, expireSeconds: 600 });
  app.jobs.schedule(SPORTSBOOK_SWEEP_QUEUE, { everyMs: SWEEP_EVERY_MS });
  const { feed, seed, pollMs } = app.config.sportsbook;
  if (feed === 'local') {
    app.addHook('onReady', async () => service.start(createLocalFeed({ seed }), pollMs));
  }
  app.addHook('onClose', async () => service.stop());
};

export default sportsbook;
