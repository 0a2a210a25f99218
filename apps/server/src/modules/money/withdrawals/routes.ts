import {
  addPayoutAccountSchema,
  amountToCents,
  bankCardParamsSchema,
  createWithdrawalSchema,
  envelopeOf,
  MONEY_PATHS,
  orderNoParamsSchema,
  payeeNameSchema,
  paymentChannelSchema,
  payoutAccountSchema,
  payoutInstitutionSchema,
  resetPaymentPasswordSchema,
  setPaymentPasswordSchema,
  withdrawalOrderSchema,
  withdrawListQuerySchema,
} from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../../lib/app-error.ts';
import { failureResponses, ok } from '../../../lib/envelope.ts';
import { requireRealMember, SESSION_SECURITY, sessionHeadersSchema } from '../../../plugins/auth.ts';
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

const failures = failureResponses(400, 401, 403, 404, 409, 429, 503);
const schemaBase = { tags: ['withdraw'], headers: sessionHeadersSchema, security: SESSION_SECURITY };

/** Withdrawals and what they need: the withdrawal PIN, the payee name, payout accounts, the orders. */
const withdrawalRoutes: FastifyPluginAsyncZod<WithdrawalRoutesOptions> = async (app, { service, members, payments, now }) => {
  async function channelOf(id: number) {
    const row = await payments.channel(id);
    return { code: row?.code ?? '', name: row?.name ?? '' };
  }
  const guard = { onRequest: requireRealMember };

  app.get(
    MONEY_PATHS.hasWithdrawalPassword,
    { ...guard, schema: { ...schemaBase, summary: 'Whether the member has set a withdrawal PIN', response: { 200: envelopeOf(z.boolean()), ...failures } } },
    async (request) => ok(await service.hasPaymentPassword(purseOf(request).memberId)),
  );

  app.post(
    MONEY_PATHS.paymentPassword,
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'Set the withdrawal PIN (six digits; the login password confirms it when the account has one)',
        body: setPaymentPasswordSchema,
        response: { 200: envelopeOf(z.null()), ...failures },
      },
    },
    async (request) => {
      await service.setPaymentPassword(purseOf(request).memberId, { loginPassword: request.body.password, paymentPassword: request.body.paymentPassword });
      return ok(null);
    },
  );

  app.post(
    MONEY_PATHS.paymentPasswordReset,
    {
      ...guard,
      schema: { ...schemaBase, summary: 'Change the withdrawal PIN with the current one', body: resetPaymentPasswordSchema, response: { 200: envelopeOf(z.null()), ...failures } },
    },
    async (request) => {
      await service.changePaymentPassword(purseOf(request).memberId, request.body);
      return ok(null);
    },
  );

  app.get(
    MONEY_PATHS.payeeName,
    { ...guard, schema: { ...schemaBase, summary: "The member's payee name (payouts go only to accounts in this name)", response: { 200: envelopeOf(z.object({ payeeName: z.string().nullable() })), ...failures } } },
    async (request) => ok({ payeeName: await members.payeeName(purseOf(request).memberId) }),
  );

  app.post(
    MONEY_PATHS.payeeName,
    {
      ...guard,
      schema: { ...schemaBase, summary: 'Set the payee name, once (as banks require: changes go through customer service)', body: payeeNameSchema, response: { 200: envelopeOf(z.object({ payeeName: z.string() })), ...failures } },
    },
    async (request) => {
      const name = request.body.payeeName.replace(/\s+/g, ' ');
      if (!(await members.setPayeeNameOnce(purseOf(request).memberId, name))) {
        throw new AppError('payee.name.exists');
      }
      return ok({ payeeName: name });
    },
  );

  app.get(
    MONEY_PATHS.payoutInstitutions,
    { ...guard, schema: { ...schemaBase, summary: 'Banks and e-wallets payouts can go to, in the merchant currency', response: { 200: envelopeOf(z.array(payoutInstitutionSchema)), ...failures } } },
    async (request) => ok(service.institutions(request.merchant.currency.code)),
  );

  app.get(
    MONEY_PATHS.bankCards,
    { ...guard, schema: { ...schemaBase, summary: "The member's payout accounts (numbers masked)", response: { 200: envelopeOf(z.array(payoutAccountSchema)), ...failures } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const purse = purseOf(request);
      return ok((await service.payoutAccounts(purse.memberId)).map((a) => toPayoutAccount(a, purse.currency)));
    },
  );

  app.post(
    MONEY_PATHS.bankCards,
    {
      ...guard,
      schema: { ...schemaBase, summary: 'Add a payout account in the payee name (at most 5)', body: addPayoutAccountSchema, response: { 200: envelopeOf(payoutAccountSchema), ...failures } },
    },
    async (request) => {
      const purse = purseOf(request);
      return ok(toPayoutAccount(await service.addPayoutAccount(purse, request.body), purse.currency));
    },
  );

  app.delete(
    MONEY_PATHS.bankCard,
    { ...guard, schema: { ...schemaBase, summary: 'Remove a payout account', params: bankCardParamsSchema, response: { 200: envelopeOf(z.null()), ...failures } } },
    async (request) => {
      await service.removePayoutAccount(purseOf(request).memberId, request.params.id);
      return ok(null);
    },
  );

  app.get(
    MONEY_PATHS.withdrawChannels,
    { ...guard, schema: { ...schemaBase, summary: "The merchant's withdrawal channels: limits, fee, daily count", response: { 200: envelopeOf(z.array(paymentChannelSchema)), ...failures } } },
    async (request) => ok((await service.channels(request.merchant.code)).map(toChannel)),
  );

  app.post(
    MONEY_PATHS.withdrawOrders,
    {
      ...guard,
      schema: {
        ...schemaBase,
        summary: 'Withdraw: checked with the PIN, held at once, then reviewed by an operator (repeat a requestId to get the same order)',
        body: createWithdrawalSchema,
        response: { 200: envelopeOf(withdrawalOrderSchema), ...failures },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    MONEY_PATHS.withdrawOrders,
    {
      ...guard,
      schema: { ...schemaBase, summary: "The member's withdrawals, newest first", querystring: withdrawListQuerySchema, response: { 200: envelopeOf(z.object({ list: z.array(withdrawalOrderSchema), next: z.number().int().nullable() })), ...failures } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const range = recordsRange(request.query, now());
      const rows = await service.list(purseOf(request).memberId, { ...range, status: request.query.status, beforeId: request.query.beforeId, limit: request.query.limit + 1 });
      const page = rows.slice(0, request.query.limit);
      const list = await Promise.all(page.map(async (r) => toWithdrawalOrder(r, await channelOf(r.channel_id))));
      return ok({ list, next: rows.length > request.query.limit ? (page.at(-1)?.id ?? null) : null });
    },
  );

  app.get(
    MONEY_PATHS.withdrawOrder,
    { ...guard, schema: { ...schemaBase, summary: 'One of the member\'s withdrawals', params: orderNoParamsSchema, response: { 200: envelopeOf(withdrawalOrderSchema), ...failures } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const order = await service.order(purseOf(request).memberId, request.params.orderNo);
      return ok(toWithdrawalOrder(order, await channelOf(order.channel_id)));
    },
  );
};

export default withdrawalRoutes;
