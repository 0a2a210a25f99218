import { CONSOLE_MONEY_ENDPOINTS, maskAccountNo, MONEY_OPS_ENDPOINTS } from '@lobby/contract';
import type { CashierWithdrawalRow, WithdrawalQueueFilter } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { keysetBatches, sendCsv } from '../../../core/csv-export.ts';
import type { MerchantService, ResolvedMerchant } from '../../../core/merchants/service.ts';
import { route } from '../../../core/endpoint-route.ts';
import { assertSees, opsMerchant } from '../../../core/operators/guard.ts';
import type { WithdrawalOrderRow } from '../../../db/schema.ts';
import { AppError } from '../../../lib/app-error.ts';
import { centsText } from '../../../lib/cents-text.ts';
import { csvTime } from '../../../lib/csv.ts';
import { ok } from '../../../lib/envelope.ts';
import type { ActivityService } from '../activity/index.ts';
import type { BonusService } from '../bonus/index.ts';
import type { LedgerRepository, Purse } from '../ledger/index.ts';
import type { MemberRepository } from '../../accounts/member/index.ts';
import type { PaymentsRepository } from '../payments/index.ts';
import type { QueueFilter, WithdrawalsRepository } from './repository.ts';
import type { WithdrawalService } from './service.ts';
import { toWithdrawalOrder } from './views.ts';

export interface WithdrawalOpsRoutesOptions {
  service: WithdrawalService;
  repository: WithdrawalsRepository;
  payments: PaymentsRepository;
  ledger: LedgerRepository;
  members: MemberRepository;
  bonus: BonusService;
  merchants: MerchantService;
  purseById: (memberId: number) => Promise<Purse | undefined>;
  /** the player's deposits, valid bets and paid withdrawals: the one source of those figures */
  activity: Pick<ActivityService, 'totals' | 'deposits'>;
}

const approvalWaits = (row: WithdrawalOrderRow, threshold: number, approvals: number) => row.status === 'pending' && Number(row.amount_cents) >= threshold && approvals < 2;

/** The repository's view of a queue filter. */
function queueView(filter: WithdrawalQueueFilter): Pick<QueueFilter, 'view' | 'status'> {
  if (filter === 'open' || filter === 'all') return { view: filter };
  if (filter === 'pending') return { view: 'first' };
  if (filter === 'awaiting_second_approval') return { view: 'second' };
  return { view: 'status', status: filter };
}

/**
 * Operators review withdrawals: the queue (with its CSV export), what the approver looks at, approve (pays
 * out through the provider), reject with a reason.
 */
const withdrawalOpsRoutes: FastifyPluginAsyncZod<WithdrawalOpsRoutesOptions> = async (app, options) => {
  const { service, repository, payments, merchants, purseById } = options;
  async function merchantOf(code: string): Promise<ResolvedMerchant> {
    const merchant = await merchants.byCode(code);
    if (!merchant) throw new AppError('merchant.unknown');
    return merchant;
  }
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
  /** Channel names by id, looked up once per request. */
  function channelLookup() {
    const channels = new Map<number, Promise<{ code: string; name: string }>>();
    return (id: number) => {
      let channel = channels.get(id);
      if (!channel) {
        channel = payments.channel(id).then((row) => ({ code: row?.code ?? '', name: row?.name ?? '' }));
        channels.set(id, channel);
      }
      return channel;
    };
  }
  /**
   * An order as the queue shows it: a pending order approved once at or above the merchant's amount is
   * awaiting_second_approval (with who approved first), so nobody mistakes it for one nobody looked at.
   */
  async function view(
    row: WithdrawalOrderRow & { account?: string | null; awaitingSecondApproval?: true },
    approved: Array<{ by: string; at: number }>,
    threshold: number,
    channelOf = channelLookup(),
  ): Promise<CashierWithdrawalRow> {
    const order = toWithdrawalOrder(row, await channelOf(row.channel_id));
    const waits = approvalWaits(row, threshold, approved.length);
    const player = row.account === undefined ? ((await options.members.byId(row.member_id))?.username ?? '') : (row.account ?? '');
    return {
      ...order,
      // the operator API's money: decimal strings
      amount: centsText(Number(row.amount_cents)),
      fee: centsText(Number(row.fee_cents)),
      payout: centsText(Number(row.payout_cents)),
      id: row.id,
      merchant: row.merchant_code,
      status: row.awaitingSecondApproval || (waits && approved.length > 0) ? 'awaiting_second_approval' : order.status,
      memberId: row.member_id,
      player,
      accountName: row.account_name,
      approvals: approved,
      needsSecondApproval: waits,
    };
  }
  async function viewOne(row: WithdrawalOrderRow & { awaitingSecondApproval?: true }) {
    return view(row, (await service.approvals([row.id])).get(row.id) ?? [], await secondApprovalCents(row.merchant_code));
  }
  // Who reviewed: a signed-in operator by name; the operator token is shared by automation, so it is
  // recorded by the channel it came in by.
  const reviewerOf = (request: FastifyRequest) => request.opsActor?.username ?? 'ops-token';

  route(
    app,
    MONEY_OPS_ENDPOINTS.withdrawals,
    async (request, reply) => {
      const q = request.query;
      const merchant = await merchantOf(await opsMerchant(request, merchants, q.merchant));
      let memberId: number | undefined;
      if (q.account) {
        const member = await options.members.byUsername(merchant.code, q.account.toLowerCase());
        // nobody by that name: an empty list (and an empty export), as for a name with no orders
        memberId = member?.id ?? 0;
      }
      const filter = { merchantCode: merchant.code, memberId, secondApprovalCents: merchant.secondApprovalCents, ...queueView(q.status) };
      const channelOf = channelLookup();
      const page = async (beforeId: number | undefined, limit: number) => {
        const rows = await repository.queue({ ...filter, beforeId, limit });
        const approvals = await service.approvals(rows.map((r) => r.id));
        // each order's member account, from the accounts' owner in one query for the page
        const accounts = await options.members.usernames([...new Set(rows.map((r) => r.member_id))]);
        return Promise.all(rows.map((r) => view({ ...r, account: accounts.get(r.member_id) ?? null }, approvals.get(r.id) ?? [], merchant.secondApprovalCents, channelOf)));
      };
      if (q.format === 'csv') {
        const zone = merchant.timeZone;
        return sendCsv<CashierWithdrawalRow>(request, reply, {
          file: `withdrawals-${merchant.code}-${q.status}${q.account ? `-${q.account}` : ''}`,
          merchant: merchant.code,
          filters: { merchant: merchant.code, status: q.status, account: q.account },
          batches: keysetBatches(page, (r) => r.id),
          columns: [
            { header: 'order', value: (r) => r.orderNo },
            { header: 'player', value: (r) => r.player },
            { header: 'payee', value: (r) => r.accountName },
            { header: 'status', value: (r) => r.status },
            { header: 'currency', value: (r) => r.currency },
            { header: 'amount', value: (r) => r.amount },
            { header: 'fee', value: (r) => r.fee },
            { header: 'payout', value: (r) => r.payout },
            { header: 'channel', value: (r) => r.channel.name },
            { header: 'bank', value: (r) => r.account.bankName },
            { header: 'account number', value: (r) => r.account.accountNoMasked },
            { header: 'approved by', value: (r) => r.approvals.map((a) => a.by).join(' ') },
            { header: 'reason', value: (r) => r.reason },
            { header: `created (${zone})`, value: (r) => csvTime(r.createdAt, zone) },
            { header: `reviewed (${zone})`, value: (r) => csvTime(r.reviewedAt, zone) },
            { header: `paid (${zone})`, value: (r) => csvTime(r.paidAt, zone) },
          ],
        });
      }
      const rows = await page(q.beforeId, q.limit + 1);
      const list = rows.slice(0, q.limit);
      return ok({ list, next: rows.length > q.limit ? (list.at(-1)?.id ?? null) : null });
    },
  );

  route(
    app,
    CONSOLE_MONEY_ENDPOINTS.withdrawalReview,
    async (request) => {
      const order = await reviewable(request, request.params.orderNo);
      const member = await options.members.byId(order.member_id);
      if (!member) throw new AppError('member.not.found');
      const [row, accounts, figures, deposits, recent, bonus] = await Promise.all([
        viewOne(order),
        options.ledger.memberAccounts(member.id),
        options.activity.totals({ memberId: member.id }),
        options.activity.deposits(member.id),
        repository.orders({ memberId: member.id, limit: 6 }),
        options.bonus.status(member.id),
      ]);
      // the player's other paid withdrawals: this order is left out when it is paid itself
      const self = order.status === 'paid' ? Number(order.amount_cents) : 0;
      const paid = { count: figures.withdrawalCount - (self ? 1 : 0), total: figures.withdrawals - self };
      const real = accounts.filter((a) => a.demo === 0);
      const cash = real.find((a) => a.kind === 'member_cash');
      const bonusAccount = real.find((a) => a.kind === 'member_bonus');
      const posted = (a: typeof cash) => (a ? Number(a.credits_posted) - Number(a.debits_posted) : 0);
      const held = cash ? Number(cash.debits_pending) : 0;
      return ok({
        order: row,
        currency: order.currency,
        player: {
          account: member.username,
          nickname: member.nickname,
          status: member.status === 'active' ? ('enabled' as const) : ('disabled' as const),
          vipLevel: member.club_label_id === null ? 0 : ((await options.members.clubLabel(member.club_label_id))?.level ?? 0),
          registeredAt: Number(member.created_at),
        },
        balances: {
          cash: centsText(posted(cash)),
          bonus: centsText(posted(bonusAccount) - (bonusAccount ? Number(bonusAccount.debits_pending) : 0)),
          held: centsText(held),
          withdrawable: centsText(Math.max(0, posted(cash) - held)),
        },
        deposits: {
          count: figures.depositCount,
          total: centsText(figures.depositCredited),
          lastAt: deposits.latest?.at ?? null,
          lastAmount: deposits.latest === null ? null : centsText(deposits.latest.cents),
        },
        wagering: {
          turnover: centsText(figures.validBet),
          turnoverSinceLastDeposit: centsText(deposits.latest?.validBetSince ?? figures.validBet),
          bonus: bonus.active
            ? {
                bonus: centsText(bonus.active.amount),
                required: centsText(bonus.active.wageringRequired),
                wagered: centsText(bonus.active.wagered),
                remaining: centsText(bonus.active.remaining),
              }
            : null,
        },
        withdrawals: {
          paidCount: paid.count,
          paidTotal: centsText(paid.total),
          recent: recent
            .filter((r) => r.id !== order.id)
            .slice(0, 5)
            .map((r) => ({
              orderNo: r.order_no,
              amount: centsText(Number(r.amount_cents)),
              status: r.status as 'pending',
              accountNoMasked: maskAccountNo(r.account_no),
              createdAt: Number(r.created_at),
            })),
        },
      });
    },
  );

  route(
    app,
    MONEY_OPS_ENDPOINTS.approveWithdrawal,
    async (request) => {
      const order = await reviewable(request, request.params.orderNo);
      const after = await viewOne(await service.approve(request.params.orderNo, reviewerOf(request), purseById, secondApprovalCents));
      request.auditChange({ merchant: order.merchant_code, before: { status: order.status }, after: { status: after.status, approvals: after.approvals } });
      return ok(after);
    },
  );

  route(
    app,
    MONEY_OPS_ENDPOINTS.rejectWithdrawal,
    async (request) => {
      const order = await reviewable(request, request.params.orderNo);
      const after = await viewOne(await service.reject(request.params.orderNo, reviewerOf(request), request.body.reason));
      request.auditChange({ merchant: order.merchant_code, before: { status: order.status }, after: { status: after.status, reason: request.body.reason } });
      return ok(after);
    },
  );
};

export default withdrawalOpsRoutes;
