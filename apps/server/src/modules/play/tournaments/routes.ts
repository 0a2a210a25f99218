import { TOURNAMENT_OPS_ENDPOINTS, TOURNAMENT_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint-route.ts';
import { gameLanguage } from '../../../core/language.ts';
import { sees } from '../../../core/operators/guard.ts';
import { ok } from '../../../lib/envelope.ts';
import { sessionHeadersSchema } from '../../../plugins/auth.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import type { TournamentsService } from './service.ts';

/** The players' tournaments: public (a visitor sees the board), a session's own standing when sent. */
export const tournamentPlayerRoutes: FastifyPluginAsyncZod<{ service: TournamentsService }> = async (app, { service }) => {
  const viewer = { headers: sessionHeadersSchema };
  const languageOf = (request: { headers: Record<string, unknown>; merchant: Parameters<typeof gameLanguage>[2] }) =>
    gameLanguage(undefined, request.headers.language as string | undefined, request.merchant);

  playerRoute(
    app,
    TOURNAMENT_PLAYER_ENDPOINTS.tournaments,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.playerList(request.merchant, languageOf(request)));
    },
    viewer,
  );

  playerRoute(
    app,
    TOURNAMENT_PLAYER_ENDPOINTS.tournament,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.playerDetail(request.merchant, request.params.id, languageOf(request), request.session?.memberId ?? null));
    },
    viewer,
  );
};

/** Promotions → Tournaments in the console: every change audited with its before and after. */
export const tournamentOpsRoutes: FastifyPluginAsyncZod<{ service: TournamentsService }> = async (app, { service }) => {
  const by = (request: { opsActor?: { username?: string } | null }) => request.opsActor?.username ?? 'ops-token';

  route(app, TOURNAMENT_OPS_ENDPOINTS.opsTournaments, async (request) => ok(await service.list(request.query.merchant, request.query.status)));

  route(app, TOURNAMENT_OPS_ENDPOINTS.opsTournamentGames, async (request) => ok(await service.games(request.query.merchant, request.query.q)));

  route(app, TOURNAMENT_OPS_ENDPOINTS.opsTournament, async (request) => ok(await service.detail(request.params.id, (code) => sees(request, code))));

  route(app, TOURNAMENT_OPS_ENDPOINTS.createTournament, async (request) => {
    const after = await service.create(request.query.merchant, request.body, by(request));
    request.auditChange({ merchant: after.merchantCode, target: { tournament: after.id }, before: null, after });
    return ok(after);
  });

  route(app, TOURNAMENT_OPS_ENDPOINTS.updateTournament, async (request) => {
    const { before, after } = await service.update(request.params.id, (code) => sees(request, code), request.body, by(request));
    request.auditChange({ merchant: after.merchantCode, target: { tournament: after.id }, before, after });
    return ok(after);
  });

  route(app, TOURNAMENT_OPS_ENDPOINTS.publishTournament, async (request) => {
    const { before, after } = await service.publish(request.params.id, (code) => sees(request, code), by(request));
    request.auditChange({ merchant: after.merchantCode, target: { tournament: after.id }, before: { status: before.status }, after: { status: after.status } });
    return ok(after);
  });

  route(app, TOURNAMENT_OPS_ENDPOINTS.cancelTournament, async (request) => {
    const { before, after } = await service.cancel(request.params.id, (code) => sees(request, code), by(request));
    request.auditChange({ merchant: after.merchantCode, target: { tournament: after.id }, before: { status: before.status }, after: { status: after.status } });
    return ok(after);
  });
};
