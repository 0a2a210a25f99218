import {
  betRecordParamsSchema,
  betRecordQuerySchema,
  betRecordSchema,
  betRecordsSchema,
  centsToAmount,
  envelopeOf,
  lotteryCancelSchema,
  lotteryOrderDetailQuerySchema,
  lotteryOrdersQuerySchema,
  MONEY_PATHS,
} from '@lobby/contract';
import type { BetRecord } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { GameRoundRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireSession, SESSION_SECURITY, sessionHeadersSchema } from '../../../plugins/auth.ts';
import { purseOf, recordsRange } from '../../money/ledger/index.ts';
import { RoundError } from './service.ts';
import type { RoundsService } from './service.ts';

export interface RecordsRoutesOptions {
  rounds: RoundsService;
  now: () => number;
}

const failures = failureResponses(400, 401, 403, 404, 409);
const LOTTERY = ['LOTT', 'ELOTT'];

export function toBetRecord(r: GameRoundRow): BetRecord {
  const bet = Number(r.bet_cents);
  const win = Number(r.win_cents);
  return {
    id: r.id,
    roundId: r.round_ref,
    gameName: r.game_name,
    gameCode: r.game_code,
    vendor: r.vendor,
    gameType: r.game_type,
    bet: centsToAmount(bet),
    win: centsToAmount(win),
    net: centsToAmount(win - bet),
    status: r.status as BetRecord['status'],
    createdAt: r.created_at,
    settledAt: r.settled_at,
    fairness: r.fairness ? (JSON.parse(r.fairness) as unknown) : null,
  };
}

/** Bet records need the merchant's TRANSBETREPMEM3 flag: without it members are sent to customer service. */
function assertRecordsOn(request: FastifyRequest): void {
  if (!request.merchant.whitelabel.TRANSBETREPMEM3) throw new AppError('records.disabled');
}

/** The member's rounds (bet records) and the lottery orders read from them. */
const recordsRoutes: FastifyPluginAsyncZod<RecordsRoutesOptions> = async (app, { rounds, now }) => {
  const common = { onRequest: requireSession, headers: sessionHeadersSchema, security: SESSION_SECURITY };

  async function page(request: FastifyRequest, query: { from?: number; to?: number; beforeId?: number; limit: number }, types: { gameType?: string; gameTypes?: string[] }) {
    const purse = purseOf(request);
    const range = recordsRange(query, now());
    const rows = await rounds.memberRounds({ memberId: purse.memberId, ...range, ...types, beforeId: query.beforeId, limit: query.limit + 1 });
    const totals = await rounds.memberTotals({ memberId: purse.memberId, ...range, ...types });
    const more = rows.length > query.limit;
    const list = rows.slice(0, query.limit).map(toBetRecord);
    return {
      list,
      totals: { rounds: totals.rounds, bet: centsToAmount(totals.bet), win: centsToAmount(totals.win), net: centsToAmount(totals.win - totals.bet) },
      next: more ? (list.at(-1)?.id ?? null) : null,
      currency: purse.currency,
    };
  }

  async function own(request: FastifyRequest, id: number): Promise<GameRoundRow> {
    const round = await rounds.round(id);
    if (!round || round.member_id !== purseOf(request).memberId) throw new AppError('request.not.found', { message: 'This record does not exist.' });
    return round;
  }

  app.get(
    MONEY_PATHS.betRecords,
    {
      onRequest: common.onRequest,
      schema: {
        tags: ['records'],
        summary: "The member's rounds (newest first) with totals for the range; needs TRANSBETREPMEM3",
        headers: common.headers,
        security: common.security,
        querystring: betRecordQuerySchema,
        response: { 200: envelopeOf(betRecordsSchema), ...failures },
      },
    },
    async (request, reply) => {
      assertRecordsOn(request);
      reply.header('cache-control', 'no-store');
      return ok(await page(request, request.query, { gameType: request.query.gameType }));
    },
  );

  app.get(
    MONEY_PATHS.betRecord,
    {
      onRequest: common.onRequest,
      schema: {
        tags: ['records'],
        summary: 'One round of the member, with its fairness proof for in-house games',
        headers: common.headers,
        security: common.security,
        params: betRecordParamsSchema,
        response: { 200: envelopeOf(betRecordSchema), ...failures },
      },
    },
    async (request, reply) => {
      assertRecordsOn(request);
      reply.header('cache-control', 'no-store');
      return ok(toBetRecord(await own(request, request.params.id)));
    },
  );

  app.get(
    MONEY_PATHS.lotteryOrders,
    {
      onRequest: common.onRequest,
      schema: {
        tags: ['records'],
        summary: "The member's lottery orders (lottery rounds), newest first",
        headers: common.headers,
        security: common.security,
        querystring: lotteryOrdersQuerySchema,
        response: { 200: envelopeOf(betRecordsSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await page(request, request.query, { gameTypes: LOTTERY }));
    },
  );

  app.get(
    MONEY_PATHS.lotteryOrderDetail,
    {
      onRequest: common.onRequest,
      schema: {
        tags: ['records'],
        summary: 'One lottery order of the member',
        headers: common.headers,
        security: common.security,
        querystring: lotteryOrderDetailQuerySchema,
        response: { 200: envelopeOf(betRecordSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const round = await own(request, request.query.id);
      if (!LOTTERY.includes(round.game_type)) throw new AppError('request.not.found', { message: 'This record does not exist.' });
      return ok(toBetRecord(round));
    },
  );

  app.post(
    MONEY_PATHS.lotterySubordersCancel,
    {
      onRequest: common.onRequest,
      schema: {
        tags: ['records'],
        summary: 'Cancel a lottery order before its draw: its stakes are returned',
        headers: common.headers,
        security: common.security,
        body: lotteryCancelSchema,
        response: { 200: envelopeOf(z.object({ balance: z.number() })), ...failures },
      },
    },
    async (request) => {
      const round = await own(request, request.body.id);
      if (!LOTTERY.includes(round.game_type)) throw new AppError('request.not.found', { message: 'This record does not exist.' });
      try {
        return ok({ balance: centsToAmount(await rounds.cancelRound(purseOf(request), round.id)) });
      } catch (err) {
        if (err instanceof RoundError && err.code === 'round_closed') {
          throw new AppError('ledger.pending.resolved', { message: 'This order has already been drawn and cannot be cancelled.' });
        }
        throw err;
      }
    },
  );
};

export default recordsRoutes;
