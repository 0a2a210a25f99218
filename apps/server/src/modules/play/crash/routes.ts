import { maskName, PLAY_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { purseOf } from '../../money/ledger/index.ts';
import type { CrashService } from './service.ts';

/**
 * Crash over HTTP: the round as it stands (public: visitors watch), the published chain, and the members'
 * bets and cash-outs (trial accounts play with demo money). Every time is the server's.
 */
const crashRoutes: FastifyPluginAsyncZod<{ crash: CrashService }> = async (app, { crash }) => {
  // Public, but a session's token is read when sent (the state marks the viewer's own bets).
  const viewer = { headers: sessionHeadersSchema };

  playerRoute(
    app,
    PLAY_PLAYER_ENDPOINTS.crashState,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { merchant } = request;
      return ok(await crash.state(merchant.code, merchant.currency.code, request.session?.memberId ?? null));
    },
    viewer,
  );

  playerRoute(
    app,
    PLAY_PLAYER_ENDPOINTS.crashChain,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await crash.chain(request.merchant.code));
    },
    viewer,
  );

  playerRoute(app, PLAY_PLAYER_ENDPOINTS.crashBet, async (request) => {
    const session = sessionOf(request);
    return ok(await crash.bet({ purse: purseOf(request), player: maskName(session.userName), sessionId: session.id, merchant: request.merchant }, request.body));
  });

  playerRoute(app, PLAY_PLAYER_ENDPOINTS.crashCashout, async (request) => ok(await crash.cashout(purseOf(request), request.body.roundId)));
};

export default crashRoutes;
