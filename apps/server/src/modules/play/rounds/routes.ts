import { centsToAmount, PLAY_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { BetRecord, RoundDetails } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { GameRoundRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { purseOf, recordsRange } from '../../money/ledger/index.ts';
import { RoundError } from './service.ts';
import type { RoundsService } from './service.ts';

export interface RecordsRoutesOptions {
  rounds: RoundsService;
  now: () => number;
}

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
    details: r.details ? (JSON.parse(r.details) as RoundDetails) : null,
  };
}

/** Bet records need the merchant's TRANSBETREPMEM3 flag: without it members are sent to customer service. */
function assertRecordsOn(request: FastifyRequest): void {
  if (!request.merchant.whitelabel.TRANSBETREPMEM3) throw new AppError('records.disabled');
}

/** The member's rounds (bet records) and the lottery orders read from them. */
const recordsRoutes: FastifyPluginAsyncZod<RecordsRoutesOptions> = async (app, { rounds, now }) => {
  async function page(
    request: FastifyRequest,
    query: { from?: number; to?: number; beforeId?: number; limit: number },
    types: { gameType?: string; gameTypes?: string[]; vendor?: string; gameCode?: string },
  ) {
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

  playerRoute(app, PLAY_PLAYER_ENDPOINTS.betRecords, async (request, reply) => {
    assertRecordsOn(request);
    reply.header('cache-control', 'no-store');
    const { gameType, vendor, gameCode } = request.query;
    return ok(await page(request, request.query, { gameType, vendor, gameCode }));
  });

  playerRoute(app, PLAY_PLAYER_ENDPOINTS.betRecord, async (request, reply) => {
    assertRecordsOn(request);
    reply.header('cache-control', 'no-store');
    return ok(toBetRecord(await own(request, request.params.id)));
  });

  playerRoute(app, PLAY_PLAYER_ENDPOINTS.lotteryOrders, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await page(request, request.query, { gameTypes: LOTTERY }));
  });

  playerRoute(app, PLAY_PLAYER_ENDPOINTS.lotteryOrderDetail, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const round = await own(request, request.query.id);
    if (!LOTTERY.includes(round.game_type)) throw new AppError('request.not.found', { message: 'This record does not exist.' });
    return ok(toBetRecord(round));
  });

  playerRoute(app, PLAY_PLAYER_ENDPOINTS.cancelLotteryOrder, async (request) => {
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
  });
};

export default recordsRoutes;
