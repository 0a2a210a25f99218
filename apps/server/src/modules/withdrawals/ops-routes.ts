import { envelopeOf, MONEY_OPS_PATHS, opsMemberQuerySchema, opsRejectSchema, opsWithdrawalQuerySchema, orderNoParamsSchema, withdrawalOrderSchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { merchantOrDefault } from '../../core/merchants/service.ts';
import type { MerchantService } from '../../core/merchants/service.ts';
import { OPS_SECURITY } from '../../core/ops.ts';
import { failureResponses, ok } from '../../lib/envelope.ts';
import type { Purse } from '../ledger/index.ts';
import type { PaymentsRepository } from '../payments/index.ts';
import type { WithdrawalService } from './service.ts';
import { toWithdrawalOrder } from './views.ts';

export interface WithdrawalOpsRoutesOptions {
  service: WithdrawalService;
  payments: PaymentsRepository;
  merchants: MerchantService;
  purseById: (memberId: number) => Promise<Purse | undefined>;
}

const failures = failureResponses(400, 401, 404, 409, 503);
const opsOrder = withdrawalOrderSchema.extend({ memberId: z.number().int(), accountName: z.string() });
const sub = (path: string) => path.replace(/^\/ops/, '');

/** Operators review withdrawals: the queue, approve (pays out through the provider), reject with a reason. */
const withdrawalOpsRoutes: FastifyPluginAsyncZod<WithdrawalOpsRoutesOptions> = async (app, { service, payments, merchants, purseById }) => {
  async function view(row: Parameters<typeof toWithdrawalOrder>[0]) {
    const channel = await payments.channel(row.channel_id);
    return { ...toWithdrawalOrder(row, { code: channel?.code ?? '', name: channel?.name ?? '' }), memberId: row.member_id, accountName: row.account_name };
  }
  // Who reviewed: the operator token is shared by automation, so the audit records the channel it came in by.
  const reviewer = 'ops-token';

  app.get(
    sub(MONEY_OPS_PATHS.withdrawals),
    {
      schema: {
        tags: ['ops'],
        summary: 'Withdrawals of a merchant, newest first (default: those waiting for review)',
        security: OPS_SECURITY,
        querystring: opsWithdrawalQuerySchema.extend(opsMemberQuerySchema.shape),
        response: { 200: envelopeOf(z.object({ list: z.array(opsOrder), next: z.number().int().nullable() })), ...failures },
      },
    },
    async (request) => {
      const merchantCode = await merchantOrDefault(merchants, request.query.merchant);
      const rows = await service.queue({
        merchantCode,
        status: request.query.status ?? 'pending',
        beforeId: request.query.beforeId,
        limit: request.query.limit + 1,
      });
      const page = rows.slice(0, request.query.limit);
      return ok({ list: await Promise.all(page.map(view)), next: rows.length > request.query.limit ? (page.at(-1)?.id ?? null) : null });
    },
  );

  app.post(
    sub(MONEY_OPS_PATHS.approveWithdrawal),
    {
      schema: {
        tags: ['ops'],
        summary: 'Approve a withdrawal: paid out through its provider; the hold is posted when paid, voided if the payout is refused',
        security: OPS_SECURITY,
        params: orderNoParamsSchema,
        response: { 200: envelopeOf(opsOrder), ...failures },
      },
    },
    async (request) => ok(await view(await service.approve(request.params.orderNo, reviewer, purseById))),
  );

  app.post(
    sub(MONEY_OPS_PATHS.rejectWithdrawal),
    {
      schema: {
        tags: ['ops'],
        summary: 'Reject a withdrawal with a reason: the hold is voided and the member is told in the inbox',
        security: OPS_SECURITY,
        params: orderNoParamsSchema,
        body: opsRejectSchema,
        response: { 200: envelopeOf(opsOrder), ...failures },
      },
    },
    async (request) => ok(await view(await service.reject(request.params.orderNo, reviewer, request.body.reason))),
  );
};

export default withdrawalOpsRoutes;
