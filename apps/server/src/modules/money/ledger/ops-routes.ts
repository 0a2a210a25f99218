import { CONSOLE_PLAYERS_ENDPOINTS, moneyTextToCents, MONEY_OPS_ENDPOINTS } from '@lobby/contract';
import type { ConsoleAdjustment, LedgerTransferView } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import { keysetBatches, sendCsv } from '../../../core/csv-export.ts';
import { csvTime } from '../../../lib/csv.ts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint-route.ts';
import type { MerchantService } from '../../../core/merchants/service.ts';
import { assertSees, opsMerchant } from '../../../core/operators/guard.ts';
import { AppError } from '../../../lib/app-error.ts';
import { ok } from '../../../lib/envelope.ts';
import { startOfLocalDay } from '../../../lib/time-zone.ts';
import type { PendingAdjustmentRow } from '../../../db/schema.ts';
import { money } from './money.ts';
import type { MemberRepository } from '../../../core/accounts/repository.ts';
import type { Purse } from './accounts.ts';
import type { ActivityService } from '../activity/index.ts';
import { dayFigures, withActivity } from './day-figures.ts';
import { adjustmentTransfer, AWAITING } from './pending-adjustments.ts';
import type { PendingAdjustments } from './pending-adjustments.ts';
import { purseFor } from './purse.ts';
import type { LedgerRepository, MemberTransferRow } from './repository.ts';
import type { LedgerService } from './service.ts';

export interface LedgerOpsRoutesOptions {
  ledger: LedgerService;
  pending: PendingAdjustments;
  purseById: (memberId: number) => Promise<Purse | undefined>;
  repository: LedgerRepository;
  members: MemberRepository;
  merchants: MerchantService;
  /** the day's deposits, withdrawals and play, as every screen counts them */
  activity: Pick<ActivityService, 'totals'>;
}

/** A member's transfer as the operators read it: which way it moved the member's money, and by how much. */
export function transferView(t: MemberTransferRow, memberId: number): LedgerTransferView {
  const out = t.debit_member === memberId;
  const into = t.credit_member === memberId;
  const direction = out && into ? 'internal' : into ? 'in' : out ? 'out' : 'none';
  const amount = Number(t.amount);
  // The money a member can use: a hold on it counts when placed and is given back by its void; a credit
  // waiting as a hold counts once posted.
  let change = 0;
  if (direction === 'in' && (t.state === 'posted' || t.state === 'post_pending')) change = amount;
  if (direction === 'out') change = t.state === 'posted' || t.state === 'pending' ? -amount : t.state === 'void_pending' ? amount : 0;
  const own = (kind: string) => (kind === 'member_cash' || kind === 'member_bonus' ? kind : null);
  return {
    id: t.id,
    key: t.transfer_key,
    kind: t.kind,
    state: t.state,
    amount: money(amount),
    currency: t.currency,
    direction,
    change: money(change),
    memberAccount: direction === 'in' || direction === 'internal' ? own(t.credit_kind) : direction === 'out' ? own(t.debit_kind) : null,
    counterparty: direction === 'in' || direction === 'internal' ? t.debit_kind : t.credit_kind,
    resolution: t.resolution === 'post_pending' ? 'posted' : t.resolution === 'void_pending' ? 'voided' : null,
    debit: t.debit_account_id,
    credit: t.credit_account_id,
    reference: t.reference,
    memo: t.memo,
    createdAt: Number(t.created_at),
  };
}

async function* mapBatches<A, B>(batches: AsyncIterable<A[]>, map: (a: A) => B): AsyncGenerator<B[]> {
  for await (const batch of batches) yield batch.map(map);
}

/** Operators: a member's ledger, manual adjustments, the ledger's own audit and the daily report. */
const ledgerOpsRoutes: FastifyPluginAsyncZod<LedgerOpsRoutesOptions> = async (app, { ledger, pending, purseById, repository, members, merchants, activity }) => {
  async function memberOf(request: FastifyRequest, merchantParam: string | undefined, account: string) {
    const merchantCode = await opsMerchant(request, merchants, merchantParam);
    const merchant = await merchants.byCode(merchantCode);
    const member = merchant ? await members.byUsername(merchantCode, account.toLowerCase()) : undefined;
    if (!merchant || !member) throw new AppError('member.not.found');
    return { merchant, member, purse: purseFor(member, merchant) };
  }

  route(
    app,
    MONEY_OPS_ENDPOINTS.memberLedger,
    async (request, reply) => {
      const { member, merchant } = await memberOf(request, request.query.merchant, request.params.account);
      const q = request.query;
      if (q.format === 'csv') {
        const zone = merchant.timeZone;
        const currency = merchant.currency.code;
        return sendCsv<LedgerTransferView>(request, reply, {
          file: `ledger-${merchant.code}-${member.username}`,
          merchant: merchant.code,
          filters: { account: member.username },
          batches: mapBatches(
            keysetBatches((beforeId, limit) => repository.memberTransferPage(member.id, beforeId, limit), (t) => t.id),
            (t) => transferView(t, member.id),
          ),
          columns: [
            { header: 'id', value: (t) => t.id },
            { header: `time (${zone})`, value: (t) => csvTime(t.createdAt, zone) },
            { header: 'kind', value: (t) => t.kind },
            { header: 'state', value: (t) => t.state },
            { header: 'direction', value: (t) => t.direction },
            { header: 'account', value: (t) => t.memberAccount },
            { header: 'counterparty', value: (t) => t.counterparty },
            { header: `change (${currency})`, value: (t) => t.change },
            { header: `amount (${currency})`, value: (t) => t.amount },
            { header: 'hold', value: (t) => t.resolution },
            { header: 'reference', value: (t) => t.reference },
            { header: 'memo', value: (t) => t.memo },
            { header: 'key', value: (t) => t.key },
          ],
        });
      }
      const [rows, page] = await Promise.all([
        repository.memberAccounts(member.id),
        repository.memberTransferPage(member.id, q.beforeId, q.limit + 1),
      ]);
      const transfers = page.slice(0, q.limit);
      return ok({
        account: member.username,
        merchant: merchant.code,
        currency: merchant.currency.code,
        accounts: rows.map((a) => ({
          code: a.code,
          kind: a.kind,
          currency: a.currency,
          demo: a.demo === 1,
          balance: money(Number(a.credits_posted) - Number(a.debits_posted)),
          held: money(Number(a.debits_pending)),
        })),
        transfers: transfers.map((t) => transferView(t, member.id)),
        next: page.length > q.limit ? (transfers.at(-1)?.id ?? null) : null,
      });
    },
  );

  route(
    app,
    MONEY_OPS_ENDPOINTS.adjustMember,
    async (request) => {
      const { purse, member, merchant } = await memberOf(request, request.query.merchant, request.params.account);
      if (purse.demo) throw new AppError('permission.trial');
      const before = money((await ledger.balances(purse)).total);
      // the body's schema let through only a non-zero amount with at most two decimals
      const signed = moneyTextToCents(request.body.amount)!;
      const cents = Math.abs(signed);
      const spec = adjustmentTransfer(purse, request.body.requestId, signed, request.body.reason);
      // At or above the merchant's second-approval amount it waits for another operator (POST
      // /ops/adjustments/:id/approve); a request id already posted at once replays as before.
      if (cents >= merchant.secondApprovalCents && !(await repository.transferByKey(app.db, spec.key))) {
        // A debit the member's cash cannot cover now is refused now, not after a second operator's look
        // (approval checks again: the ledger never lets cash go below zero).
        if (signed < 0) {
          const cash = (await repository.memberAccounts(purse.memberId)).find((a) => a.kind === 'member_cash' && (a.demo === 1) === purse.demo);
          const available = cash ? Number(cash.credits_posted) - Number(cash.debits_posted) - Number(cash.debits_pending) : 0;
          if (available < cents) throw new AppError('wallet.insufficient.funds');
        }
        const filed = await pending.request({
          purse,
          signedCents: signed,
          reason: request.body.reason,
          requestId: request.body.requestId,
          requestedBy: request.opsActor?.username ?? 'ops-token',
        });
        if (filed.status === AWAITING) {
          request.auditChange({
            merchant: purse.merchantCode,
            target: { account: member.username },
            before: { balance: before },
            after: { status: AWAITING, adjustmentId: filed.id, amount: request.body.amount, reason: request.body.reason, requestId: request.body.requestId },
          });
          return ok({ status: AWAITING, id: filed.id });
        }
      }
      const result = await ledger.transfer(spec);
      const balances = await ledger.balances(purse);
      request.auditChange({
        merchant: purse.merchantCode,
        target: { account: member.username },
        before: { balance: before },
        after: { balance: money(balances.total), amount: request.body.amount, reason: request.body.reason, requestId: request.body.requestId, replayed: result.replayed },
      });
      return ok({ transferId: result.transfer.id, balance: money(balances.total), replayed: result.replayed });
    },
  );

  route(
    app,
    MONEY_OPS_ENDPOINTS.ledgerIntegrity,
    async () => ok(await ledger.checkIntegrity()),
  );

  route(
    app,
    MONEY_OPS_ENDPOINTS.dailyReport,
    async (request) => {
      const merchantCode = await opsMerchant(request, merchants, request.query.merchant);
      const merchant = await merchants.byCode(merchantCode);
      if (!merchant) throw new AppError('merchant.unknown');
      const [y, m, d] = request.query.date.split('-').map(Number) as [number, number, number];
      const noon = Date.UTC(y, m - 1, d, 12);
      if (Number.isNaN(noon) || new Date(noon).toISOString().slice(0, 10) !== request.query.date) {
        throw new AppError('request.invalid', { message: 'date: a real calendar date, YYYY-MM-DD.' });
      }
      const from = startOfLocalDay(noon, merchant.timeZone);
      const to = startOfLocalDay(noon + 86_400_000, merchant.timeZone);
      const { byKind, byAccount, byDirection } = await repository.dayMovements(merchant.code, from, to);
      const day = withActivity(dayFigures({ byKind, byDirection }), await activity.totals({ merchantCode: merchant.code }, { from: request.query.date, to: request.query.date }));
      return ok({
        merchant: merchant.code,
        date: request.query.date,
        timeZone: merchant.timeZone,
        currency: merchant.currency.code,
        deposits: money(day.deposits),
        withdrawals: money(day.withdrawals),
        bets: money(day.bets),
        wins: money(day.wins),
        ggr: money(day.ggr),
        bonusCost: money(day.bonusCost),
        paymentFees: money(day.paymentFees),
        ngr: money(day.ngr),
        adjustments: money(day.adjustments),
        byKind: byKind.map((k) => ({ ...k, amount: money(k.amount) })),
        byAccount: byAccount.map((a) => ({ kind: a.kind, net: money(a.net) })),
        // Double entry: every transfer's two sides cancel, so the accounts' net movements sum to zero.
        balanced: byAccount.reduce((s, a) => s + a.net, 0) === 0,
      });
    },
  );

  function adjustmentView(r: PendingAdjustmentRow & { account: string | null }): ConsoleAdjustment {
    return {
      id: r.id,
      merchant: r.merchant_code,
      account: r.account ?? '',
      amount: money(Number(r.amount_cents)),
      currency: r.currency,
      reason: r.reason,
      status: r.status as 'awaiting_second_approval' | 'posted',
      requestedBy: r.requested_by,
      approvals: [
        { by: r.requested_by, at: Number(r.created_at) },
        ...(r.approved_by ? [{ by: r.approved_by, at: Number(r.approved_at) }] : []),
      ],
      transferId: r.transfer_id,
      createdAt: Number(r.created_at),
    };
  }

  route(
    app,
    CONSOLE_PLAYERS_ENDPOINTS.adjustmentsQueue,
    async (request, reply) => {
      const q = request.query;
      const merchant = q.merchant ? await merchants.byCode(q.merchant) : undefined;
      if (q.merchant && !merchant) throw new AppError('merchant.unknown');
      const actor = request.opsActor;
      // an operator without a merchant named sees the merchants in their scope
      const filter = {
        merchantCode: q.merchant,
        merchantCodes: !q.merchant && actor && actor.merchants !== 'all' ? actor.merchants : undefined,
        status: q.status === 'all' ? undefined : q.status,
      };
      if (q.format === 'csv') {
        const zone = merchant?.timeZone ?? 'UTC';
        return sendCsv(request, reply, {
          file: `adjustments-${q.merchant ?? 'all'}-${q.status}`,
          merchant: q.merchant ?? null,
          filters: { merchant: q.merchant, status: q.status },
          batches: keysetBatches((beforeId, limit) => pending.list({ ...filter, beforeId, limit }), (r) => r.id),
          columns: [
            { header: 'id', value: (r) => r.id },
            { header: 'merchant', value: (r) => r.merchant_code },
            { header: 'account', value: (r) => r.account },
            { header: 'currency', value: (r) => r.currency },
            { header: 'amount', value: (r) => money(Number(r.amount_cents)) },
            { header: 'reason', value: (r) => r.reason },
            { header: 'status', value: (r) => r.status },
            { header: 'requested by', value: (r) => r.requested_by },
            { header: 'approved by', value: (r) => r.approved_by },
            { header: `requested (${zone})`, value: (r) => csvTime(Number(r.created_at), zone) },
            { header: `approved (${zone})`, value: (r) => csvTime(r.approved_at === null ? null : Number(r.approved_at), zone) },
            { header: 'transfer', value: (r) => r.transfer_id },
          ],
        });
      }
      const rows = await pending.list({ ...filter, beforeId: q.beforeId, limit: q.limit + 1 });
      const page = rows.slice(0, q.limit);
      return ok({ list: page.map(adjustmentView), next: rows.length > q.limit ? (page.at(-1)?.id ?? null) : null });
    },
  );

  route(
    app,
    CONSOLE_PLAYERS_ENDPOINTS.approveAdjustment,
    async (request) => {
      const was = await pending.byId(request.params.id);
      // found by its number, so its merchant is checked here: the scope guard sees no merchant in the request
      if (was) assertSees(request, was.merchant_code);
      const row = await pending.approve(request.params.id, request.opsActor?.username ?? 'ops-token', purseById);
      const approved = adjustmentView({ ...row, account: (await members.byId(row.member_id))?.username ?? null });
      request.auditChange({
        merchant: approved.merchant,
        target: { id: request.params.id },
        before: was ? { status: was.status, approvedBy: was.approved_by } : null,
        after: approved,
      });
      return ok(approved);
    },
  );
};

export default ledgerOpsRoutes;
