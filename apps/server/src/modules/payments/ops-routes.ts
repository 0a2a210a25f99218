import { depositOrderSchema, envelopeOf, MONEY_OPS_PATHS, opsDepositQuerySchema, opsMemberQuerySchema } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MerchantService } from '../../core/merchants/service.ts';
import { OPS_SECURITY } from '../../core/ops.ts';
import { opsMerchant } from '../../core/operators/guard.ts';
import { failureResponses, ok } from '../../lib/envelope.ts';
import type { MemberRepository } from '../member/index.ts';
import type { PaymentsRepository } from './repository.ts';
import { toDepositOrder } from './views.ts';

export interface PaymentsOpsRoutesOptions {
  repository: PaymentsRepository;
  members: MemberRepository;
  merchants: MerchantService;
}

/** Operators search deposits: by status, order number, member, time. */
const paymentsOpsRoutes: FastifyPluginAsyncZod<PaymentsOpsRoutesOptions> = async (app, { repository, members, merchants }) => {
  app.get(
    MONEY_OPS_PATHS.deposits.replace(/^\/ops/, ''),
    {
      config: { permission: 'cashier.read' },
      schema: {
        tags: ['ops'],
        summary: 'Deposits of a merchant, newest first, with their provider status',
        security: OPS_SECURITY,
        querystring: opsDepositQuerySchema.extend(opsMemberQuerySchema.shape),
        response: {
          200: envelopeOf(
            z.object({
              list: z.array(depositOrderSchema.extend({ memberId: z.number().int(), provider: z.string(), providerRef: z.string().nullable() })),
              next: z.number().int().nullable(),
            }),
          ),
          ...failureResponses(400, 401, 404),
        },
      },
    },
    async (request) => {
      const merchantCode = await opsMerchant(request, merchants, request.query.merchant);
      const q = request.query;
      let memberId: number | undefined;
      if (q.account) {
        const member = await members.byUsername(merchantCode, q.account.toLowerCase());
        if (!member) return ok({ list: [], next: null });
        memberId = member.id;
      }
      const rows = await repository.orders({
        merchantCode,
        memberId,
        status: q.status,
        orderNo: q.orderNo,
        from: q.from,
        to: q.to,
        beforeId: q.beforeId,
        limit: q.limit + 1,
      });
      const page = rows.slice(0, q.limit);
      const list = await Promise.all(
        page.map(async (r) => {
          const channel = await repository.channel(r.channel_id);
          return {
            ...toDepositOrder(r, { code: channel?.code ?? '', name: channel?.name ?? '' }),
            memberId: r.member_id,
            provider: r.provider,
            providerRef: r.provider_ref,
          };
        }),
      );
      return ok({ list, next: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null });
    },
  );
};

export default paymentsOpsRoutes;
