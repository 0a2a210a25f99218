import { SPORTSBOOK_OPS_ENDPOINTS, SPORTSBOOK_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keysetBatches, sendCsv } from '../../../core/csv-export.ts';
import { route } from '../../../core/endpoint-route.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { purseOf } from '../../money/ledger/index.ts';
import type { SportsbookService } from './service.ts';

/** The player's book: public reads, and for a session the slip, bets, cash-out and preferences. */
export const sportsbookPlayerRoutes: FastifyPluginAsyncZod<{ service: SportsbookService }> = async (app, { service }) => {
  const viewer = { headers: sessionHeadersSchema };
  const E = SPORTSBOOK_PLAYER_ENDPOINTS;

  playerRoute(app, E.sportsbookSports, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await service.sports());
  }, viewer);

  playerRoute(app, E.sportsbookEvents, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await service.events(request.merchant.code, request.query));
  }, viewer);

  playerRoute(app, E.sportsbookEvent, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await service.event(request.merchant.code, request.params.id));
  }, viewer);

  playerRoute(app, E.sportsbookQuote, async (request) => {
    const purse = purseOf(request);
    return ok(await service.quote(request.merchant.code, purse.memberId, purse.currency, request.body.selections));
  });

  playerRoute(app, E.placeSportsBet, async (request) => ok(await service.place(request.merchant.code, purseOf(request), request.body)));

  playerRoute(app, E.sportsBets, async (request) => ok(await service.list(request.merchant.code, purseOf(request).memberId, request.query)));

  playerRoute(app, E.sportsBet, async (request) => ok(await service.one(request.merchant.code, purseOf(request).memberId, request.params.id)));

  playerRoute(app, E.cashOutSportsBet, async (request) => ok(await service.cashOut(request.merchant.code, purseOf(request).memberId, request.params.id, request.body.amount)));

  playerRoute(app, E.sportsbookPreferences, async (request) => ok(await service.preferences(purseOf(request).memberId)));

  playerRoute(app, E.setSportsbookPreferences, async (request) => ok(await service.setPreferences(purseOf(request).memberId, request.body)));
};

/** Console → Sportsbook: every change audited with its before and after. */
export const sportsbookOpsRoutes: FastifyPluginAsyncZod<{ service: SportsbookService }> = async (app, { service }) => {
  const ops = service.ops;
  const E = SPORTSBOOK_OPS_ENDPOINTS;
  const by = (request: { opsActor?: { username?: string } | null }) => request.opsActor?.username ?? 'ops-token';
  // a market's result is a fact for every merchant of the install: only an operator who sees them all sets it
  const allMerchants = (request: { opsActor?: { merchants?: unknown } | null }) => {
    const scope = request.opsActor?.merchants;
    if (scope !== undefined && scope !== 'all') throw new AppError('sportsbook.settle.scope');
  };

  route(app, E.opsSportsEvents, async (request) => ok(await ops.events(request.query)));

  route(app, E.opsSportsEvent, async (request) => ok(await ops.detail(request.query.merchant, request.params.id)));

  route(app, E.suspendSportsEvent, async (request) => {
    const { before, after, detail } = await ops.suspend(request.body.merchant, 'event', request.params.id, request.body.suspended, request.body.reason, by(request));
    request.auditChange({ merchant: request.body.merchant, target: { sportsEvent: request.params.id }, before: { suspended: before }, after: { suspended: after, reason: request.body.reason } });
    return ok(detail);
  });

  route(app, E.suspendSportsMarket, async (request) => {
    const { before, after, detail } = await ops.suspend(request.body.merchant, 'market', request.params.id, request.body.suspended, request.body.reason, by(request));
    request.auditChange({ merchant: request.body.merchant, target: { sportsMarket: request.params.id }, before: { suspended: before }, after: { suspended: after, reason: request.body.reason } });
    return ok(detail);
  });

  route(app, E.settleSportsMarket, async (request) => {
    allMerchants(request);
    const result = await ops.settle(request.params.id, request.body, by(request));
    request.auditChange({ merchant: null, target: { sportsMarket: request.params.id }, before: null, after: { results: request.body.results, reason: request.body.reason, ...result } });
    return ok(result);
  });

  route(app, E.voidSportsMarket, async (request) => {
    allMerchants(request);
    const result = await ops.voidMarket(request.params.id, request.body.reason, by(request));
    request.auditChange({ merchant: null, target: { sportsMarket: request.params.id }, before: null, after: { void: true, reason: request.body.reason, ...result } });
    return ok(result);
  });

  route(app, E.sportsMargins, async (request) => ok(await ops.margins(request.query.merchant)));

  route(app, E.setSportsMargins, async (request) => {
    const { before, after } = await ops.setMargins(request.body, by(request));
    request.auditChange({ merchant: request.body.merchant, target: { sportsMargins: request.body.merchant }, before, after });
    return ok(after);
  });

  route(app, E.sportsLimits, async (request) => ok(await ops.limits(request.query.merchant)));

  route(app, E.setSportsLimit, async (request) => {
    const { before, after } = await ops.setLimit(request.body, by(request));
    request.auditChange({ merchant: request.body.merchant, target: { sportsLimit: `${request.body.scope}:${request.body.ref ?? ''}` }, before: before.limits, after: after.limits });
    return ok(after);
  });

  route(app, E.opsSportsBets, async (request, reply) => {
    const query = request.query;
    if (query.format === 'csv') {
      type Row = Awaited<ReturnType<typeof ops.bets>>['list'][number];
      return sendCsv<Row>(request, reply, {
        file: `sportsbook-bets-${query.merchant}`,
        merchant: query.merchant,
        filters: { ...query, format: undefined },
        columns: [
          { header: 'Ticket', value: (b) => b.ref },
          { header: 'Placed', value: (b) => new Date(b.placedAt).toISOString() },
          { header: 'Player', value: (b) => b.username },
          { header: 'Kind', value: (b) => b.kind },
          { header: 'Selections', value: (b) => b.legs.map((l) => `${l.event} · ${l.marketType}${l.line ? ` ${l.line}` : ''} · ${l.name} @ ${l.odds.toFixed(2)}`).join(' | ') },
          { header: 'Live', value: (b) => (b.live ? 'yes' : 'no') },
          { header: 'Stake', value: (b) => b.stake },
          { header: 'Odds', value: (b) => b.odds.toFixed(2) },
          { header: 'Potential return', value: (b) => b.potentialReturn },
          { header: 'Payout', value: (b) => b.payout ?? '' },
          { header: 'Status', value: (b) => b.status },
          { header: 'Currency', value: (b) => b.currency },
        ],
        batches: keysetBatches(async (beforeId, limit) => (await ops.bets(query, beforeId, limit)).list, (b) => b.id),
      });
    }
    return ok(await ops.bets(query));
  });

  route(app, E.sportsReport, async (request) => ok(await ops.report(request.query.merchant, request.query.from, request.query.to)));
};
