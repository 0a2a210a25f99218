import { maskName } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { BonusService } from '../../money/bonus/index.ts';
import type { LedgerService, Purse } from '../../money/ledger/index.ts';
import { createTournamentLive } from './live.ts';
import type { TournamentLive } from './live.ts';
import { createTournamentsRepository } from './repository.ts';
import { tournamentOpsRoutes, tournamentPlayerRoutes } from './routes.ts';
import { createTournamentsService } from './service.ts';
import type { TournamentsService } from './service.ts';
import { tournamentSocket } from './socket.ts';

export type { TournamentsService } from './service.ts';
export type { TournamentLive } from './live.ts';

/** Finishes tournaments past their end and pays their prizes (idempotent: a run twice pays nothing twice). */
export const TOURNAMENT_FINISH_QUEUE = 'tournaments.finish';
const FINISH_EVERY_MS = 15_000;

/**
 * Tournaments on this app, built once in the composition root (services.ts) before the rounds, which tell
 * it of every change of a round in the round's transaction. The live leaderboards listen on the app's bus.
 */
export function createTournaments(
  app: FastifyInstance,
  deps: {
    ledger: LedgerService;
    bonus: BonusService;
    purseById(memberId: number): Promise<Purse | undefined>;
    usernames(ids: readonly number[]): Promise<Map<number, string>>;
    notify(memberId: number, merchantCode: string, title: string, content: string): Promise<void>;
  },
): TournamentsService & { live: TournamentLive } {
  // the live boards read the service, and the service tells the live boards: the one made after the other
  const made: { live?: TournamentLive } = {};
  const service = createTournamentsService({
    repository: createTournamentsRepository(app.db),
    transaction: (fn) => inTransaction(app.database, fn),
    merchants: app.merchants,
    catalogue: {
      // the catalogue is built beside this service in services.ts: read when asked, long after start-up
      // rounds name a game by its vendor and catalogue node id (the seamless wallet, the originals)
      gameOf: async (merchantCode, vendor, code) => {
        const row = await app.services.catalogue.games.byNodeId(merchantCode, code);
        return row && row.vassalage === vendor ? row : undefined;
      },
      async gamesOf(merchantCode, refs, language) {
        if (refs.length === 0) return [];
        const catalogue = app.services.catalogue;
        const vendors = await catalogue.vendorsOf(merchantCode);
        const rows = await Promise.all(refs.map((r) => catalogue.games.byNodeId(merchantCode, r.code)));
        return rows.flatMap((row, i) => (row && row.vassalage === refs[i]!.vendor ? [catalogue.toGame(row, vendors, language)] : []));
      },
      async search(merchantCode, q) {
        const text = q?.trim().toLowerCase();
        const rows = await app.services.catalogue.games.list({ merchantCode, ...(text ? { nameContains: text } : {}) }, { offset: 0, limit: 40 });
        return rows.map((r) => ({ vendor: r.vassalage, code: r.node_id, name: r.name_en, type: r.game_type }));
      },
    },
    ledger: deps.ledger,
    bonus: deps.bonus,
    purseById: deps.purseById,
    usernames: deps.usernames,
    notify: deps.notify,
    live: () => made.live,
    invalidate: () => app.cacheBus.invalidate('tournaments'),
    onInvalidate: (drop) => app.cacheBus.on('tournaments', drop),
    now: app.clock,
    log: app.log,
    maskName,
  });
  const live = createTournamentLive({ bus: app.bus, log: app.log, source: service });
  made.live = live;
  return Object.assign(service, { live });
}

/** The players' list and page, the live leaderboard socket, the console's routes and the finishing job. */
const tournaments: LobbyModule = async (app, { ops }) => {
  const service = app.services.tournaments;
  app.addHook('onClose', async () => service.live.close());
  await app.register(tournamentPlayerRoutes, { service });
  await app.register(async (scope) => tournamentSocket(scope, { service, live: service.live }));
  ops.add(tournamentOpsRoutes, { service });
  app.metrics.gauge('tournament_board_viewers', 'Sockets watching a tournament leaderboard on this process', [], (set) => set({}, service.live.viewers()));
  app.jobs.define(TOURNAMENT_FINISH_QUEUE, async () => void (await service.finishDue()), { retryLimit: 3, expireSeconds: 600 });
  app.jobs.schedule(TOURNAMENT_FINISH_QUEUE, { everyMs: FINISH_EVERY_MS });
};

export default tournaments;
