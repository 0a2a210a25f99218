import { envelopeOf, MONEY_PATHS, transactionQuerySchema, transactionsSchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireSession, SESSION_SECURITY, sessionHeadersSchema } from '../../../plugins/auth.ts';
import { purseOf } from './purse.ts';
import { recordsRange } from './range.ts';
import type { Statement } from './statement.ts';

export interface StatementRoutesOptions {
  statement: Statement;
  now: () => number;
}

const failures = failureResponses(400, 401, 403);

/** The member's own statement: every movement of cash and bonus, and a CSV of a range. */
const statementRoutes: FastifyPluginAsyncZod<StatementRoutesOptions> = async (app, { statement, now }) => {
  app.get(
    MONEY_PATHS.transactions,
    {
      onRequest: requireSession,
      schema: {
        tags: ['wallet'],
        summary: "The member's transactions: deposits, withdrawals, bets, wins, bonuses, adjustments (newest first)",
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        querystring: transactionQuerySchema,
        response: { 200: envelopeOf(transactionsSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const purse = purseOf(request);
      const range = recordsRange(request.query, now());
      const page = await statement.page(purse.memberId, { ...range, type: request.query.type, beforeId: request.query.beforeId, limit: request.query.limit });
      return ok({ ...page, currency: purse.currency });
    },
  );

  app.get(
    MONEY_PATHS.transactionsCsv,
    {
      onRequest: requireSession,
      schema: {
        tags: ['wallet'],
        summary: "The member's transactions of a range as CSV (at most 92 days)",
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        querystring: transactionQuerySchema.omit({ beforeId: true, limit: true }),
        response: { 200: { description: 'text/csv', content: { 'text/csv': { schema: z.string() } } }, ...failures },
      },
    },
    async (request, reply) => {
      const purse = purseOf(request);
      const range = recordsRange(request.query, now());
      const csv = await statement.csv(purse.memberId, { ...range, type: request.query.type }, request.merchant.timeZone, purse.currency);
      const day = new Date(range.to - 1).toISOString().slice(0, 10);
      return reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="transactions-${day}.csv"`)
        .type('text/csv; charset=utf-8')
        .send(csv);
    },
  );
};

export default statementRoutes;
