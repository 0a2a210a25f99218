import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { Tx } from '../../../db/transaction.ts';
import { countAutoRound } from './auto-runs.ts';
import type { AutoRound } from './auto-runs.ts';
import type { RoundsService } from '../rounds/index.ts';
import { createPlaySessions } from './play-session.ts';
import { createOriginalsRepository } from './repository.ts';
import originalsRoutes from './routes.ts';
import { createOriginalsService } from './service.ts';
import { createOriginalsFeed } from './feed.ts';
import { createMemberRepository } from '../../../core/accounts/repository.ts';

export { ORIGINALS_INTEGRATION } from './service.ts';
export { checkAutoRound } from './auto-runs.ts';
export { revealedSeeds } from './repository.ts';
export type { AutoRound } from './auto-runs.ts';

/**
 * The in-house games' play rules for another in-house game (crash): the merchant's limits on it (the in-house
 * games' limits table), the reality check of the member's play session, and auto-bet runs held to their
 * limit, the same as for the games of this module.
 */
export function createPlayRules(app: FastifyInstance, rounds: RoundsService) {
  const repository = createOriginalsRepository(app.db);
  const sessions = createPlaySessions({ repository, rounds, loginStartedAt: (id) => app.sessions.loginStartedAt(id), now: app.clock });
  return {
    limits: (merchantCode: string, game: string) => repository.limit(merchantCode, game),
    assertMayStake: (sessionId: string, memberId: number, merchant: ResolvedMerchant) => sessions.assertMayStake(sessionId, memberId, merchant),
    countAutoRound: (tx: Tx, memberId: number, auto: AutoRound) => countAutoRound(repository, tx, memberId, auto, app.clock()),
    uncountAutoRound: (tx: Tx, memberId: number, run: string) => repository.uncountAutoRound(tx, memberId, run),
  };
}

/**
 * The in-house games (BGS): provably fair one-shot and step games on the rounds service, the members' seed
 * pairs, the merchant's limits, and the play session with its reality check.
 */
const originals: LobbyModule = async (app) => {
  const repository = createOriginalsRepository(app.db);
  const { rounds } = app.services;
  const sessions = createPlaySessions({ repository, rounds, loginStartedAt: (id) => app.sessions.loginStartedAt(id), now: app.clock });
  const service = createOriginalsService({
    repository,
    rounds,
    catalogue: app.services.catalogue,
    transaction: (fn) => inTransaction(app.database, fn),
    assertMayStake: (player) => sessions.assertMayStake(player.sessionId, player.purse.memberId, player.merchant),
    now: app.clock,
  });
  const feed = createOriginalsFeed({ rounds, catalogue: app.services.catalogue, usernames: (ids) => createMemberRepository(app.db).usernames(ids) });
  await app.register(originalsRoutes, { service, sessions, feed });
};

export default originals;
