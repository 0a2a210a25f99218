import { envelopeOf, MONEY_OPS_PATHS, opsMemberQuerySchema, opsRejectSchema, opsWithdrawalQuerySchema, orderNoParamsSchema, withdrawalOrderSchema } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MerchantService } from '../../core/merchants/service.ts';
import { OPS_SECURITY } from '../../core/ops.ts';
import { assertSees, opsMerchant } from '../../core/operators/guard.ts';
import { AppError } from '../../lib/app-error.ts';
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
const opsOrder = withdrawalOrderSchema.extend({
  memberId: z.number().int(),
  accountName: z.string(),
  /** 'awaiting_second_approval' answers a first approval at or above the merchant's second-approval amount */
  status: withdrawalOrderSchema.shape.status.or(z.literal('awaiting_second_approval')),
  /** the operators who approved it, first first */
  approvals: z.array(z.object({ by: z.string(), at: z.number().int() })),
  /** at or above the merchant's second-approval amount, waiting, and fewer than two operators approved */
  needsSecondApproval: z.boolean(),
});
const sub = (path: string) => path.replace(/^\/ops/, '');

/** Operators review withdrawals: the queue, approve (pays out through the provider), reject with a reason. */
const withdrawalOpsRoutes: FastifyPluginAsyncZod<WithdrawalOpsRoutesOptions> = async (app, { service, payments, merchants, purseById }) => {
  async function secondApprovalCents(merchantCode: string): Promise<number> {
    return (await merchants.byCode(merchantCode))?.secondApprovalCents ?? 1_000_000;
  }
  /** The order, found only when it belongs to a merchant the caller sees (403 otherwise). */
  async function reviewable(request: FastifyRequest, orderNo: string) {
    const order = await service.byOrderNo(orderNo);
    if (!order) throw new AppError('withdraw.order.not.found');
    assertSees(request, order.merchant_code);
    return order;
  }
  async function view(row: Parameters<typeof toWithdrawalOrder>[0] & { awaitingSecondApproval?: true }, approvals?: Array<{ by: string; at: number }>) {
    const channel = await payments.channel(row.channel_id);
    const approved = approvals ?? (await service.approvals([row.id])).get(row.id) ?? [];
    const order = toWithdrawalOrder(row, { code: channel?.code ?? '', name: channel?.name ?? '' });
    return {
      ...order,
      status: row.awaitingSecondApproval ? ('awaiting_second_approval' as const) : order.status,
      memberId: row.member_id,
      accountName: row.account_name,
      approvals: approved,
      needsSecondApproval: row.status === 'pending' && Number(row.amount_cents) >= (await secondApprovalCents(row.merchant_code)) && approved.length < 2,
    };
  }
  // Who reviewed: a signed-in operator by name; the operator token is shared by automation, so it is
  // recorded by the channel it came in by.
  const reviewerOf = (request: FastifyRequest) => request.opsActor?.username ?? 'ops-token';

  app.get(
    sub(MONEY_OPS_PATHS.withdrawals),
    {
      config: { permission: 'cashier.read' },
      schema: {
        tags: ['ops'],
        summary: 'Withdrawals of a merchant, newest first (default: those waiting for review)',
        security: OPS_SECURITY,
        querystring: opsWithdrawalQuerySchema.extend(opsMemberQuerySchema.shape),
        response: { 200: envelopeOf(z.object({ list: z.array(opsOrder), next: z.number().int().nullable() })), ...failures },
      },
    },
    async (request) => {
      const merchantCode = await opsMerchant(request, merchants, request.query.merchant);
      const rows = await service.queue({
        merchantCode,
        status: request.query.status ?? 'pending',
        beforeId: request.query.beforeId,
        limit: request.query.limit + 1,
      });
      const page = rows.slice(0, request.query.limit);
      const approvals = await service.approvals(page.map((r) => r.id));
      return ok({ list: await Promise.all(page.map((r) => view(r, approvals.get(r.id) ?? []))), next: rows.length > request.query.limit ? (page.at(-1)?.id ?? null) : null });
    },
  );

  app.post(
    sub(MONEY_OPS_PATHS.approveWithdrawal),
    {
      config: { permission: 'cashier.review' },
      schema: {
        tags: ['ops'],
        summary: "Approve a withdrawal: paid out through its provider (the hold is posted when paid, voided if refused); at or above the merchant's second-approval amount the first approval answers awaiting_second_approval and a different operator's approval pays (the same operator twice: 409 console.approval.same_operator)",
        security: OPS_SECURITY,
        params: orderNoParamsSchema,
        response: { 200: envelopeOf(opsOrder), ...failures },
      },
    },
    async (request) => {
      const order = await reviewable(request, request.params.orderNo);
      const after = await view(await service.approve(request.params.orderNo, reviewerOf(request), purseById, secondApprovalCents));
      request.auditChange({ merchant: order.merchant_code, before: { status: order.status }, after: { status: after.status, approvals: after.approvals } });
      return ok(after);
    },
  );

  app.post(
    sub(MONEY_OPS_PATHS.rejectWithdrawal),
    {
      config: { permission: 'cashier.review' },
      schema: {
        tags: ['ops'],
        summary: 'Reject a withdrawal with a reason: the hold is voided and the member is told in the inbox',
        security: OPS_SECURITY,
        params: orderNoParamsSchema,
        body: opsRejectSchema,
        response: { 200: envelopeOf(opsOrder), ...failures },
      },
    },
    async (request) => {
      const order = await reviewable(request, request.params.orderNo);
      const after = await view(await service.reject(request.params.orderNo, reviewerOf(request), request.body.reason));
      request.auditChange({ merchant: order.merchant_code, before: { status: order.status }, after: { status: after.status, reason: request.body.reason } });
      return ok(after);
    },
  );
};

export default withdrawalOpsRoutes;
