import { amountToCents, bonusPercentOf, MONEY_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../../lib/envelope.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { purseOf, recordsRange } from '../ledger/index.ts';
import type { Purse } from '../ledger/index.ts';
import type { BonusRule, CampaignService } from '../bonus/index.ts';
import { headerLanguageOf } from '../../../core/language.ts';
import type { DepositService } from './deposit-service.ts';
import type { PaymentsRepository } from './repository.ts';
import { toChannel, toDepositOrder } from './views.ts';

export interface DepositRoutesOptions {
  deposits: DepositService;
  repository: PaymentsRepository;
  firstDepositRule: (purse: Purse) => Promise<BonusRule | undefined>;
  /** a deposit match chosen on the screen (or by code): checked before the order, tied to it after */
  campaigns: Pick<CampaignService, 'prepareDepositChoice' | 'attachToDeposit'>;
  purseById: (memberId: number) => Promise<Purse | undefined>;
  now: () => number;
}

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

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.depositChannels, async (request, reply) => {
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
  });

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.createDeposit, async (request) => {
    const purse = purseOf(request);
    const origin = originOf(request);
    const amountCents = amountToCents(request.body.amount)!;
    const language = headerLanguageOf(request);
    const choice = purse.demo
      ? null
      : await options.campaigns.prepareDepositChoice(purse, language, amountCents, { campaignId: request.body.bonusCampaignId, code: request.body.bonusCode });
    const order = await deposits.create(
      purse,
      { channelId: request.body.channelId, amountCents, requestKey: request.body.requestId },
      { statusUrl: (orderNo) => `${origin}/m/voucherCenter?order=${encodeURIComponent(orderNo)}` },
    );
    if (choice) await options.campaigns.attachToDeposit(purse, language, order.order_no, choice);
    return ok(toDepositOrder(order, await channelOf(order.channel_id)));
  });

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.depositOrder, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const order = await deposits.order(purseOf(request).memberId, request.params.orderNo, options.purseById);
    return ok(toDepositOrder(order, await channelOf(order.channel_id)));
  });

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.depositOrders, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const range = recordsRange(request.query, now());
    const rows = await deposits.list(purseOf(request).memberId, { ...range, status: request.query.status, beforeId: request.query.beforeId, limit: request.query.limit + 1 });
    const page = rows.slice(0, request.query.limit);
    const list = await Promise.all(page.map(async (r) => toDepositOrder(r, await channelOf(r.channel_id))));
    return ok({ list, next: rows.length > request.query.limit ? (page.at(-1)?.id ?? null) : null });
  });
};

export default depositRoutes;
