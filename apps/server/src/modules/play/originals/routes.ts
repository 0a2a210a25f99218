import { HISTORY_GAMES, ONE_SHOT_GAMES, PLAY_PLAYER_ENDPOINTS, STEP_GAMES } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { purseOf } from '../../money/ledger/index.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { OriginalsFeedReader } from './feed.ts';
import type { PlaySessions } from './play-session.ts';
import type { OriginalsService, Player } from './service.ts';

export interface OriginalsRoutesOptions {
  service: OriginalsService;
  sessions: PlaySessions;
  feed: OriginalsFeedReader;
}

function playerOf(request: FastifyRequest): Player {
  return { purse: purseOf(request), sessionId: sessionOf(request).id, merchant: request.merchant };
}

/**
 * The in-house games' API. One route per game and action (the body schema is the game's), all behind a
 * session: trial accounts play with demo money, visitors get 401.
 */
const originalsRoutes: FastifyPluginAsyncZod<OriginalsRoutesOptions> = async (app, { service, sessions, feed }) => {
  const E = PLAY_PLAYER_ENDPOINTS;

  playerRoute(app, E.originalsConfig, async (request) => ok(await service.config(request.merchant)));

  // Public (visitors watch the feed), but a session's token is read when sent: "mine" needs it.
  playerRoute(
    app,
    E.originalsFeed,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const memberId = request.session?.memberId ?? null;
      if (request.query.view === 'mine' && memberId === null) throw new AppError('login.required');
      return ok(await feed(request.merchant, request.query.view, memberId));
    },
    { headers: sessionHeadersSchema },
  );

  playerRoute(app, E.originalSeeds, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await service.seeds(sessionOf(request).memberId));
  });

  playerRoute(app, E.rotateOriginalSeeds, async (request) => ok(await service.rotateSeeds(sessionOf(request).memberId, request.body?.clientSeed)));

  for (const game of ONE_SHOT_GAMES) {
    playerRoute(app, E[`${game}Bet`], async (request) => ok(await service.bet(playerOf(request), game, request.body)));
  }

  for (const game of STEP_GAMES) {
    playerRoute(app, E[`${game}Start`], async (request) => ok(await service.start(playerOf(request), game, request.body)));
    playerRoute(app, E[`${game}Act`], async (request) => ok(await service.act(playerOf(request), game, request.body.roundId, request.body.action)));
    playerRoute(app, E[`${game}Cashout`], async (request) => ok(await service.cashout(playerOf(request), game, request.body.roundId)));
    playerRoute(app, E[`${game}Active`], async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.active(playerOf(request), game));
    });
  }

  for (const game of HISTORY_GAMES) {
    playerRoute(app, E[`${game}History`], async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.history(playerOf(request), game, request.query.limit));
    });
  }

  playerRoute(app, E.roundProof, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await service.proof(sessionOf(request).memberId, request.params.id));
  });

  playerRoute(app, E.playSession, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const session = sessionOf(request);
    return ok(await sessions.view(session.id, session.memberId, request.merchant));
  });

  playerRoute(app, E.realityCheck, async (request) => {
    const session = sessionOf(request);
    return ok(await sessions.check(session.id, session.memberId, request.merchant, request.body.action));
  });
};

export default originalsRoutes;
