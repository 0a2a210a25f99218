import {
  crashBetResultSchema,
  crashBetSchema,
  crashCashoutResultSchema,
  crashCashoutSchema,
  crashChainSchema,
  crashStateSchema,
  envelopeOf,
  maskName,
  PLAY_PATHS,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireSession, SESSION_SECURITY, sessionHeadersSchema, sessionOf } from '../../../plugins/auth.ts';
import { purseOf } from '../../money/ledger/index.ts';
import type { CrashService } from './service.ts';

/**
 * Crash over HTTP: the round as it stands (public: visitors watch), the published chain, and the members'
 * bets and cash-outs (trial accounts play with demo money). Every time is the server's.
 */
const crashRoutes: FastifyPluginAsyncZod<{ crash: CrashService }> = async (app, { crash }) => {
  const member = { onRequest: requireSession, headers: sessionHeadersSchema, security: SESSION_SECURITY };

  app.get(
    PLAY_PATHS.crashState,
    {
      schema: {
        tags: ['games'],
        summary: "The merchant's crash round now: phase, start, server time, bets (yours marked), the last 20 crash points",
        headers: sessionHeadersSchema,
        response: { 200: envelopeOf(crashStateSchema), ...failureResponses(400, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { merchant } = request;
      return ok(await crash.state(merchant.code, merchant.currency.code, request.session?.memberId ?? null));
    },
  );

  app.get(
    PLAY_PATHS.crashChain,
    {
      schema: {
        tags: ['games'],
        summary: "The merchant's crash hash chain: terminal hash, length and salt (each crashed round's hash SHA-256s to the one before)",
        headers: sessionHeadersSchema,
        response: { 200: envelopeOf(crashChainSchema), ...failureResponses(400, 404, 503) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await crash.chain(request.merchant.code));
    },
  );

  app.post(
    PLAY_PATHS.crashBet,
    {
      onRequest: member.onRequest,
      schema: {
        tags: ['games'],
        summary:
          'A bet on the round in its betting phase (one per member and round), with an optional auto-cash-out target and auto-bet run (409 past the run\'s limit or while the reality check is due)',
        headers: member.headers,
        security: member.security,
        body: crashBetSchema,
        response: { 200: envelopeOf(crashBetResultSchema), ...failureResponses(400, 401, 403, 409, 503) },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      return ok(await crash.bet({ purse: purseOf(request), player: maskName(session.userName), sessionId: session.id, merchant: request.merchant }, request.body));
    },
  );

  app.post(
    PLAY_PATHS.crashCashout,
    {
      onRequest: member.onRequest,
      schema: {
        tags: ['games'],
        summary: "Cashes out the member's bet at the multiplier of the server's time now (409 once the round has crashed)",
        headers: member.headers,
        security: member.security,
        body: crashCashoutSchema,
        response: { 200: envelopeOf(crashCashoutResultSchema), ...failureResponses(400, 401, 403, 409) },
      },
    },
    async (request) => ok(await crash.cashout(purseOf(request), request.body.roundId)),
  );
};

export default crashRoutes;
