import {
  cashoutSchema,
  envelopeOf,
  fairnessSchema,
  historyQuerySchema,
  ONE_SHOT_GAMES,
  oneShotBetSchemas,
  ORIGINAL_GAMES,
  originalRoundSchema,
  originalsConfigSchema,
  PLAY_PATHS,
  playSessionSchema,
  realityCheckSchema,
  rotateSeedsSchema,
  roundProofParamsSchema,
  seedsSchema,
  STEP_GAMES,
  stepActSchemas,
  stepStartSchemas,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tenantHeadersSchema } from '../../../core/tenant-headers.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireSession, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import { purseOf } from '../../money/ledger/index.ts';
import type { PlaySessions } from './play-session.ts';
import type { OriginalsService, Player } from './service.ts';

export interface OriginalsRoutesOptions {
  service: OriginalsService;
  sessions: PlaySessions;
}

const failures = failureResponses(400, 401, 403, 404, 409);
const common = { onRequest: requireSession, headers: sessionHeadersSchema, security: SESSION_SECURITY } as const;

function pathOf(template: string, game: string): string {
  return template.replace(':game', game);
}

function playerOf(request: FastifyRequest): Player {
  return { purse: purseOf(request), sessionId: sessionOf(request).id, merchant: request.merchant };
}

/**
 * The in-house games' API. One route per game and action (the body schema is the game's), all behind a
 * session: trial accounts play with demo money, visitors get 401.
 */
const originalsRoutes: FastifyPluginAsyncZod<OriginalsRoutesOptions> = async (app, { service, sessions }) => {
  const schemaBase = { tags: ['originals'], headers: common.headers, security: common.security };

  app.get(
    PLAY_PATHS.originalsConfig,
    {
      schema: {
        tags: ['originals'],
        summary: "In-house games: the merchant's limits per game, declared RTPs and the reality-check interval",
        headers: tenantHeadersSchema,
        response: { 200: envelopeOf(originalsConfigSchema), ...failureResponses(400) },
      },
    },
    async (request) => ok(await service.config(request.merchant)),
  );

  app.get(
    PLAY_PATHS.seeds,
    {
      onRequest: common.onRequest,
      schema: { ...schemaBase, summary: "The member's active seed pair (server seed hashed) and the previous pair revealed", response: { 200: envelopeOf(seedsSchema), ...failures } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.seeds(sessionOf(request).memberId));
    },
  );

  app.post(
    PLAY_PATHS.rotateSeeds,
    {
      onRequest: common.onRequest,
      schema: {
        ...schemaBase,
        summary: "Reveal the active server seed and start a new pair (409 while a step round is open on it)",
        body: rotateSeedsSchema.nullish(),
        response: { 200: envelopeOf(seedsSchema), ...failures },
      },
    },
    async (request) => ok(await service.rotateSeeds(sessionOf(request).memberId, request.body?.clientSeed)),
  );

  for (const game of ONE_SHOT_GAMES) {
    app.post(
      pathOf(PLAY_PATHS.originalBet, game),
      {
        onRequest: common.onRequest,
        schema: {
          ...schemaBase,
          summary: `${game}: one round, staked and settled at once (requestId makes it idempotent)`,
          body: oneShotBetSchemas[game],
          response: { 200: envelopeOf(originalRoundSchema), ...failures },
        },
      },
      async (request) => ok(await service.bet(playerOf(request), game, request.body as Parameters<OriginalsService['bet']>[2])),
    );
  }

  for (const game of STEP_GAMES) {
    app.post(
      pathOf(PLAY_PATHS.originalStart, game),
      {
        onRequest: common.onRequest,
        schema: {
          ...schemaBase,
          summary: `${game}: stake and open a round (one open round per game)`,
          body: stepStartSchemas[game],
          response: { 200: envelopeOf(originalRoundSchema), ...failures },
        },
      },
      async (request) => ok(await service.start(playerOf(request), game, request.body as Parameters<OriginalsService['start']>[2])),
    );
    app.post(
      pathOf(PLAY_PATHS.originalAct, game),
      {
        onRequest: common.onRequest,
        schema: {
          ...schemaBase,
          summary: `${game}: one move on the open round (a loss closes it)`,
          body: stepActSchemas[game],
          response: { 200: envelopeOf(originalRoundSchema), ...failures },
        },
      },
      async (request) => {
        const body = request.body as { roundId: number; action: Record<string, unknown> };
        return ok(await service.act(playerOf(request), game, body.roundId, body.action));
      },
    );
    app.post(
      pathOf(PLAY_PATHS.originalCashout, game),
      {
        onRequest: common.onRequest,
        schema: {
          ...schemaBase,
          summary: `${game}: cash the open round out at its current multiplier (at least one move)`,
          body: cashoutSchema,
          response: { 200: envelopeOf(originalRoundSchema), ...failures },
        },
      },
      async (request) => ok(await service.cashout(playerOf(request), game, request.body.roundId)),
    );
    app.get(
      pathOf(PLAY_PATHS.originalActive, game),
      {
        onRequest: common.onRequest,
        schema: { ...schemaBase, summary: `${game}: the member's open round, if any`, response: { 200: envelopeOf(originalRoundSchema.nullable()), ...failures } },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await service.active(playerOf(request), game));
      },
    );
  }

  for (const game of ORIGINAL_GAMES) {
    if (game === 'crash') continue;
    app.get(
      pathOf(PLAY_PATHS.originalHistory, game),
      {
        onRequest: common.onRequest,
        schema: {
          ...schemaBase,
          summary: `${game}: the member's last rounds, newest first`,
          querystring: historyQuerySchema,
          response: { 200: envelopeOf(z.array(originalRoundSchema)), ...failures },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await service.history(playerOf(request), game, request.query.limit));
      },
    );
  }

  app.get(
    PLAY_PATHS.roundProof,
    {
      onRequest: common.onRequest,
      schema: {
        ...schemaBase,
        summary: "A round's fairness proof (own rounds only); the server seed once its pair is rotated",
        params: roundProofParamsSchema,
        response: { 200: envelopeOf(fairnessSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await service.proof(sessionOf(request).memberId, request.params.id));
    },
  );

  app.get(
    PLAY_PATHS.playSession,
    {
      onRequest: common.onRequest,
      schema: {
        ...schemaBase,
        tags: ['play'],
        summary: 'The play session: since when, rounds, net result, the next reality check',
        response: { 200: envelopeOf(playSessionSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = sessionOf(request);
      return ok(await sessions.view(session.id, session.memberId, request.merchant));
    },
  );

  app.post(
    PLAY_PATHS.realityCheck,
    {
      onRequest: common.onRequest,
      schema: {
        ...schemaBase,
        tags: ['play'],
        summary: 'Answer the reality check: continue (the next is due an interval later) or stop (the play session ends)',
        body: realityCheckSchema,
        response: { 200: envelopeOf(playSessionSchema), ...failures },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await sessions.check(session.id, session.memberId, request.merchant, request.body.action));
    },
  );
};

export default originalsRoutes;
