import {
  amountToCents,
  bonusPercentOf,
  createDepositSchema,
  depositChannelsSchema,
  depositListQuerySchema,
  depositOrderSchema,
  envelopeOf,
  MONEY_PATHS,
  orderNoParamsSchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireRealMember, requireSession, SESSION_SECURITY, sessionHeadersSchema } from '../../../plugins/auth.ts';
import { purseOf, recordsRange } from '../ledger/index.ts';
import type { Purse } from '../ledger/index.ts';
import type { BonusRule } from '../bonus/index.ts';
import type { DepositService } from './deposit-service.ts';
import type { PaymentsRepository } from './repository.ts';
import { toChannel, toDepositOrder } from './views.ts';

export interface DepositRoutesOptions {
  deposits: DepositService;
  repository: PaymentsRepository;
  firstDepositRule: (purse: Purse) => Promise<BonusRule | undefined>;
  purseById: (memberId: number) => Promise<Purse | undefined>;
  now: () => number;
}

const failures = failureResponses(400, 401, 403, 404, 409, 503);

/** The origin the browser used, for the provider's return URLs (behind a proxy: X-Forwarded-*). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Deposits: channels, a new order with the provider's checkout, an order's status, the member's orders. */
const depositRoutes: FastifyPluginAsyncZod<DepositRoutesOptions> = async (app, options) => {
  const { deposits, repository, now } = options;
  const channelNames = new Map<number, { code: string; name: string }>();
  async function channelOf(id: number) {
    let known = channelNames.get(id);
    if (!known) {
      const row = await repository.channel(id);
      known = { code: row?.code ?? '', name: row?.name ?? '' };
      channelNames.set(id, known);
    }
    return known;
  }

  app.get(
    MONEY_PATHS.depositChannels,
    {
      onRequest: requireSession,
      schema: {
        tags: ['deposit'],
        summary: "The merchant's deposit channels (limits, presets, fee) and the first-deposit bonus while it is open to the member",
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        response: { 200: envelopeOf(depositChannelsSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const purse = purseOf(request);
      const rule = await options.firstDepositRule(purse);
      return ok({
        channels: (await deposits.channels(request.merchant.code)).map(toChannel),
        firstDepositBonus: rule
          ? {
              percent: bonusPercentOf(rule.percentBp),
              maxBonus: rule.maxBonusCents / 100,
              minDeposit: rule.minDepositCents / 100,
              wageringMultiplier: rule.wageringMultiplier,
            }
          : null,
      });
    },
  );

  app.post(
    MONEY_PATHS.depositOrders,
    {
      onRequest: requireRealMember,
      schema: {
        tags: ['deposit'],
        summary: "Start a deposit: a priced order and the provider's checkout URL (repeat a requestId to get the same order)",
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        body: createDepositSchema,
        response: { 200: envelopeOf(depositOrderSchema), ...failures },
      },
    },
    async (request) => {
      const purse = purseOf(request);
      const origin = originOf(request);
      const order = await deposits.create(
        purse,
        { channelId: request.body.channelId, amountCents: amountToCents(request.body.amount)!, requestKey: request.body.requestId },
        { statusUrl: (orderNo) => `${origin}/m/voucherCenter?order=${encodeURIComponent(orderNo)}` },
      );
      return ok(toDepositOrder(order, await channelOf(order.channel_id)));
    },
  );

  app.get(
    MONEY_PATHS.depositOrder,
    {
      onRequest: requireRealMember,
      schema: {
        tags: ['deposit'],
        summary: "One of the member's deposits; while it waits for payment the provider is asked again",
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        params: orderNoParamsSchema,
        response: { 200: envelopeOf(depositOrderSchema), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const order = await deposits.order(purseOf(request).memberId, request.params.orderNo, options.purseById);
      return ok(toDepositOrder(order, await channelOf(order.channel_id)));
    },
  );

  app.get(
    MONEY_PATHS.depositOrders,
    {
      onRequest: requireRealMember,
      schema: {
        tags: ['deposit'],
        summary: "The member's deposits, newest first",
        headers: sessionHeadersSchema,
        security: SESSION_SECURITY,
        querystring: depositListQuerySchema,
        response: { 200: envelopeOf(z.object({ list: z.array(depositOrderSchema), next: z.number().int().nullable() })), ...failures },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const range = recordsRange(request.query, now());
      const rows = await deposits.list(purseOf(request).memberId, { ...range, status: request.query.status, beforeId: request.query.beforeId, limit: request.query.limit + 1 });
      const page = rows.slice(0, request.query.limit);
      const list = await Promise.all(page.map(async (r) => toDepositOrder(r, await channelOf(r.channel_id))));
      return ok({ list, next: rows.length > request.query.limit ? (page.at(-1)?.id ?? null) : null });
    },
  );
};

export default depositRoutes;
