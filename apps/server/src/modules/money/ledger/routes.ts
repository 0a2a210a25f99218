import { MONEY_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { purseOf } from './purse.ts';
import { recordsRange } from './range.ts';
import type { Statement } from './statement.ts';

export interface StatementRoutesOptions {
  statement: Statement;
  now: () => number;
}

/** The member's own statement: every movement of cash and bonus, and a CSV of a range. */
const statementRoutes: FastifyPluginAsyncZod<StatementRoutesOptions> = async (app, { statement, now }) => {
  playerRoute(app, MONEY_PLAYER_ENDPOINTS.transactions, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const purse = purseOf(request);
    const range = recordsRange(request.query, now());
    const page = await statement.page(purse.memberId, { ...range, type: request.query.type, beforeId: request.query.beforeId, limit: request.query.limit });
    return ok({ ...page, currency: purse.currency });
  });

  playerRoute(
    app,
    MONEY_PLAYER_ENDPOINTS.transactionsCsv,
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
    { documentType: 'text/csv' },
  );
};

export default statementRoutes;
