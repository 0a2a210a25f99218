import { MONEY_OPS_ENDPOINTS } from '@lobby/contract';
import type { CashierDepositRow } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keysetBatches, sendCsv } from '../../../core/csv-export.ts';
import { route } from '../../../core/endpoint-route.ts';
import type { MerchantService } from '../../../core/merchants/service.ts';
import { opsMerchant } from '../../../core/operators/guard.ts';
import { AppError } from '../../../lib/app-error.ts';
import { centsText } from '../../../lib/cents-text.ts';
import { csvTime } from '../../../lib/csv.ts';
import { ok } from '../../../lib/envelope.ts';
import type { MemberRepository } from '../../accounts/member/index.ts';
import type { PaymentsRepository } from './repository.ts';
import { toDepositOrder } from './views.ts';

export interface PaymentsOpsRoutesOptions {
  repository: PaymentsRepository;
  members: MemberRepository;
  merchants: MerchantService;
}

/** Operators search deposits: by status, order number, member, time; format=csv exports every match. */
const paymentsOpsRoutes: FastifyPluginAsyncZod<PaymentsOpsRoutesOptions> = async (app, { repository, members, merchants }) => {
  route(
    app,
    MONEY_OPS_ENDPOINTS.deposits,
    async (request, reply) => {
      const q = request.query;
      const merchant = await merchants.byCode(await opsMerchant(request, merchants, q.merchant));
      if (!merchant) throw new AppError('merchant.unknown');
      let memberId: number | undefined;
      if (q.account) {
        // nobody by that name: no deposits (an empty list and an empty export)
        memberId = (await members.byUsername(merchant.code, q.account.toLowerCase()))?.id ?? 0;
      }
      const channels = new Map<number, Promise<{ code: string; name: string }>>();
      const channelOf = (id: number) => {
        let channel = channels.get(id);
        if (!channel) channels.set(id, (channel = repository.channel(id).then((c) => ({ code: c?.code ?? '', name: c?.name ?? '' }))));
        return channel;
      };
      const page = async (beforeId: number | undefined, limit: number): Promise<CashierDepositRow[]> => {
        const rows = await repository.orders({ merchantCode: merchant.code, memberId, status: q.status, orderNo: q.orderNo, from: q.from, to: q.to, beforeId, limit });
        // each order's member account, from the accounts' owner in one query for the page
        const accounts = await members.usernames([...new Set(rows.map((r) => r.member_id))]);
        return Promise.all(
          rows.map(async (r) => ({
            ...toDepositOrder(r, await channelOf(r.channel_id)),
            // the operator API's money: decimal strings
            amount: centsText(Number(r.amount_cents)),
            fee: centsText(Number(r.fee_cents)),
            credit: centsText(Number(r.credit_cents)),
            bonus: centsText(Number(r.bonus_cents)),
            id: r.id,
            merchant: r.merchant_code,
            memberId: r.member_id,
            player: accounts.get(r.member_id) ?? '',
            provider: r.provider,
            providerRef: r.provider_ref,
          })),
        );
      };
      if (q.format === 'csv') {
        const zone = merchant.timeZone;
        return sendCsv<CashierDepositRow>(request, reply, {
          file: `deposits-${merchant.code}${q.status ? `-${q.status}` : ''}${q.account ? `-${q.account}` : ''}`,
          merchant: merchant.code,
          filters: { merchant: merchant.code, status: q.status, orderNo: q.orderNo, account: q.account, from: q.from, to: q.to },
          batches: keysetBatches(page, (r) => r.id),
          columns: [
            { header: 'order', value: (r) => r.orderNo },
            { header: 'player', value: (r) => r.player },
            { header: 'status', value: (r) => r.status },
            { header: 'currency', value: (r) => r.currency },
            { header: 'amount', value: (r) => r.amount },
            { header: 'fee', value: (r) => r.fee },
            { header: 'credited', value: (r) => r.credit },
            { header: 'bonus', value: (r) => r.bonus },
            { header: 'channel', value: (r) => r.channel.name },
            { header: 'provider', value: (r) => r.provider },
            { header: 'provider reference', value: (r) => r.providerRef },
            { header: 'failure', value: (r) => r.failureReason },
            { header: `created (${zone})`, value: (r) => csvTime(r.createdAt, zone) },
            { header: `paid (${zone})`, value: (r) => csvTime(r.paidAt, zone) },
          ],
        });
      }
      const rows = await page(q.beforeId, q.limit + 1);
      const list = rows.slice(0, q.limit);
      return ok({ list, next: rows.length > q.limit ? (list.at(-1)?.id ?? null) : null });
    },
  );
};

export default paymentsOpsRoutes;
