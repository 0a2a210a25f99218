import { amountToCents, MONEY_PLAYER_ENDPOINTS } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { playerRoute } from '../../../plugins/player-route.ts';
import { purseOf, recordsRange } from '../ledger/index.ts';
import type { MemberRepository } from '../../accounts/member/index.ts';
import { toChannel } from '../payments/index.ts';
import type { PaymentsRepository } from '../payments/index.ts';
import type { WithdrawalService } from './service.ts';
import { toPayoutAccount, toWithdrawalOrder } from './views.ts';

export interface WithdrawalRoutesOptions {
  service: WithdrawalService;
  members: MemberRepository;
  payments: PaymentsRepository;
  now: () => number;
}

/** Withdrawals and what they need: the withdrawal PIN, the payee name, payout accounts, the orders. */
const withdrawalRoutes: FastifyPluginAsyncZod<WithdrawalRoutesOptions> = async (app, { service, members, payments, now }) => {
  async function channelOf(id: number) {
    const row = await payments.channel(id);
    return { code: row?.code ?? '', name: row?.name ?? '' };
  }

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.hasWithdrawalPassword, async (request) => ok(await service.hasPaymentPassword(purseOf(request).memberId)));

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.setPaymentPassword, async (request) => {
    await service.setPaymentPassword(purseOf(request).memberId, { loginPassword: request.body.password, paymentPassword: request.body.paymentPassword });
    return ok(null);
  });

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.resetPaymentPassword, async (request) => {
    await service.changePaymentPassword(purseOf(request).memberId, request.body);
    return ok(null);
  });

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.payeeName, async (request) => ok({ payeeName: await members.payeeName(purseOf(request).memberId) }));

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.setPayeeName, async (request) => {
    const name = request.body.payeeName.replace(/\s+/g, ' ');
    if (!(await members.setPayeeNameOnce(purseOf(request).memberId, name))) {
      throw new AppError('payee.name.exists');
    }
    return ok({ payeeName: name });
  });

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.payoutInstitutions, async (request) => ok(service.institutions(request.merchant.currency.code)));

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.bankCards, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const purse = purseOf(request);
    return ok((await service.payoutAccounts(purse.memberId)).map((a) => toPayoutAccount(a, purse.currency)));
  });

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.addBankCard, async (request) => {
    const purse = purseOf(request);
    return ok(toPayoutAccount(await service.addPayoutAccount(purse, request.body), purse.currency));
  });

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.removeBankCard, async (request) => {
    await service.removePayoutAccount(purseOf(request).memberId, request.params.id);
    return ok(null);
  });

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.withdrawChannels, async (request) => ok((await service.channels(request.merchant.code)).map(toChannel)));

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.createWithdrawal, async (request) => {
    const purse = purseOf(request);
    const order = await service.request(purse, request.merchant.timeZone, {
      channelId: request.body.channelId,
      payoutAccountId: request.body.payoutAccountId,
      amountCents: amountToCents(request.body.amount)!,
      paymentPassword: request.body.paymentPassword,
      requestKey: request.body.requestId,
      forfeitBonus: request.body.forfeitBonus,
    });
    return ok(toWithdrawalOrder(order, await channelOf(order.channel_id)));
  });

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.withdrawOrders, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const range = recordsRange(request.query, now());
    const rows = await service.list(purseOf(request).memberId, { ...range, status: request.query.status, beforeId: request.query.beforeId, limit: request.query.limit + 1 });
    const page = rows.slice(0, request.query.limit);
    const list = await Promise.all(page.map(async (r) => toWithdrawalOrder(r, await channelOf(r.channel_id))));
    return ok({ list, next: rows.length > request.query.limit ? (page.at(-1)?.id ?? null) : null });
  });

  playerRoute(app, MONEY_PLAYER_ENDPOINTS.withdrawOrder, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const order = await service.order(purseOf(request).memberId, request.params.orderNo);
    return ok(toWithdrawalOrder(order, await channelOf(order.channel_id)));
  });
};

export default withdrawalRoutes;
