import {
  amountToCents,
  centsToAmount,
  envelopeOf,
  MONEY_OPS_PATHS,
  opsAdjustmentSchema,
  opsDailyReportQuerySchema,
  opsMemberQuerySchema,
} from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MerchantService } from '../../core/merchants/service.ts';
import { OPS_SECURITY, opsAccountParamsSchema } from '../../core/ops.ts';
import { opsMerchant } from '../../core/operators/guard.ts';
import { AppError } from '../../lib/app-error.ts';
import { failureResponses, ok } from '../../lib/envelope.ts';
import { startOfLocalDay } from '../../lib/time-zone.ts';
import type { MemberRepository } from '../member/index.ts';
import { accounts } from './accounts.ts';
import { purseFor } from './purse.ts';
import type { LedgerRepository } from './repository.ts';
import type { LedgerService } from './service.ts';

export interface LedgerOpsRoutesOptions {
  ledger: LedgerService;
  repository: LedgerRepository;
  members: MemberRepository;
  merchants: MerchantService;
}

const failures = failureResponses(400, 401, 404, 409);
const sub = (path: string) => path.replace(/^\/ops/, '');
const opsPrefix = (path: string) => sub(path);

const accountView = z.object({
  code: z.string(),
  kind: z.string(),
  currency: z.string(),
  demo: z.boolean(),
  balance: z.number(),
  held: z.number(),
});
const transferView = z.object({
  id: z.number().int(),
  key: z.string(),
  kind: z.string(),
  state: z.string(),
  amount: z.number(),
  debit: z.number().int(),
  credit: z.number().int(),
  reference: z.string().nullable(),
  memo: z.string().nullable(),
  createdAt: z.number(),
});

/** Operators: a member's ledger, manual adjustments, the ledger's own audit and the daily report. */
const ledgerOpsRoutes: FastifyPluginAsyncZod<LedgerOpsRoutesOptions> = async (app, { ledger, repository, members, merchants }) => {
  async function memberOf(request: FastifyRequest, merchantParam: string | undefined, account: string) {
    const merchantCode = await opsMerchant(request, merchants, merchantParam);
    const merchant = await merchants.byCode(merchantCode);
    const member = merchant ? await members.byUsername(merchantCode, account.toLowerCase()) : undefined;
    if (!merchant || !member) throw new AppError('member.not.found');
    return { merchant, member, purse: purseFor(member, merchant) };
  }

  app.get(
    opsPrefix(MONEY_OPS_PATHS.memberLedger),
    {
      config: { permission: 'cashier.read' },
      schema: {
        tags: ['ops'],
        summary: "A member's ledger accounts and latest transfers",
        security: OPS_SECURITY,
        params: opsAccountParamsSchema,
        querystring: opsMemberQuerySchema,
        response: {
          200: envelopeOf(z.object({ accounts: z.array(accountView), transfers: z.array(transferView) })),
          ...failures,
        },
      },
    },
    async (request) => {
      const { member } = await memberOf(request, request.query.merchant, request.params.account);
      const rows = await repository.memberAccounts(member.id);
      const transfers = await repository.memberTransfers(member.id, 200);
      return ok({
        accounts: rows.map((a) => ({
          code: a.code,
          kind: a.kind,
          currency: a.currency,
          demo: a.demo === 1,
          balance: centsToAmount(Number(a.credits_posted) - Number(a.debits_posted)),
          held: centsToAmount(Number(a.debits_pending)),
        })),
        transfers: transfers.map((t) => ({
          id: t.id,
          key: t.transfer_key,
          kind: t.kind,
          state: t.state,
          amount: centsToAmount(Number(t.amount)),
          debit: t.debit_account_id,
          credit: t.credit_account_id,
          reference: t.reference,
          memo: t.memo,
          createdAt: t.created_at,
        })),
      });
    },
  );

  app.post(
    opsPrefix(MONEY_OPS_PATHS.adjustments),
    {
      config: { permission: 'cashier.review' },
      schema: {
        tags: ['ops'],
        summary: "A manual adjustment of a member's cash, with a reason: a transfer to or from the adjustments account",
        security: OPS_SECURITY,
        params: opsAccountParamsSchema,
        querystring: opsMemberQuerySchema,
        body: opsAdjustmentSchema,
        response: { 200: envelopeOf(z.object({ transferId: z.number().int(), balance: z.number(), replayed: z.boolean() })), ...failures },
      },
    },
    async (request) => {
      const { purse, member } = await memberOf(request, request.query.merchant, request.params.account);
      if (purse.demo) throw new AppError('permission.trial');
      const before = centsToAmount((await ledger.balances(purse)).total);
      const cents = amountToCents(Math.abs(request.body.amount))!;
      const adjustments = accounts.adjustments(purse.merchantCode, purse.currency);
      const credit = request.body.amount > 0;
      const result = await ledger.transfer({
        key: `adjustment:${request.body.requestId}`,
        debit: credit ? adjustments : accounts.cash(purse),
        credit: credit ? accounts.cash(purse) : adjustments,
        amount: cents,
        kind: 'adjustment',
        memberId: member.id,
        memo: request.body.reason,
      });
      const balances = await ledger.balances(purse);
      request.auditChange({
        merchant: purse.merchantCode,
        target: { account: member.username },
        before: { balance: before },
        after: { balance: centsToAmount(balances.total), amount: request.body.amount, reason: request.body.reason, requestId: request.body.requestId, replayed: result.replayed },
      });
      return ok({ transferId: result.transfer.id, balance: centsToAmount(balances.total), replayed: result.replayed });
    },
  );

  app.get(
    opsPrefix(MONEY_OPS_PATHS.ledgerIntegrity),
    {
      config: { permission: 'reports.read' },
      schema: {
        tags: ['ops'],
        summary: "The ledger's audit: balances sum to zero, every account's totals equal its transfers, no member overdrawn",
        security: OPS_SECURITY,
        response: {
          200: envelopeOf(z.object({ ok: z.boolean(), problems: z.array(z.string()), accounts: z.number(), transfers: z.number() })),
          ...failures,
        },
      },
    },
    async () => ok(await ledger.checkIntegrity()),
  );

  app.get(
    opsPrefix(MONEY_OPS_PATHS.dailyReport),
    {
      config: { permission: 'reports.read' },
      schema: {
        tags: ['ops'],
        summary: "A merchant's day in real money (its own time zone): deposits, withdrawals, bets, wins, GGR, bonus cost, and the ledger movements behind them",
        security: OPS_SECURITY,
        querystring: opsDailyReportQuerySchema.extend(opsMemberQuerySchema.shape),
        response: {
          200: envelopeOf(
            z.object({
              merchant: z.string(),
              date: z.string(),
              timeZone: z.string(),
              currency: z.string(),
              deposits: z.number(),
              withdrawals: z.number(),
              bets: z.number(),
              wins: z.number(),
              ggr: z.number(),
              bonusCost: z.number(),
              adjustments: z.number(),
              byKind: z.array(z.object({ kind: z.string(), amount: z.number(), count: z.number().int() })),
              byAccount: z.array(z.object({ kind: z.string(), net: z.number() })),
              balanced: z.boolean(),
            }),
          ),
          ...failures,
        },
      },
    },
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
      const sum = (kind: string) => byKind.find((k) => k.kind === kind)?.amount ?? 0;
      const way = (kind: string) => byDirection.find((k) => k.kind === kind) ?? { toMembers: 0, fromMembers: 0 };
      const withdrawalsPaid = byKind.filter((k) => k.kind === 'withdrawal').reduce((s, k) => s + k.amount, 0);
      // A rolled-back bet returns the stake to the member; a rolled-back win takes the win back.
      const bets = sum('bet') - way('rollback').toMembers;
      const wins = sum('win') + sum('jackpot_win') - way('rollback').fromMembers;
      return ok({
        merchant: merchant.code,
        date: request.query.date,
        timeZone: merchant.timeZone,
        currency: merchant.currency.code,
        deposits: centsToAmount(sum('deposit')),
        withdrawals: centsToAmount(withdrawalsPaid),
        bets: centsToAmount(bets),
        wins: centsToAmount(wins),
        ggr: centsToAmount(bets - wins),
        bonusCost: centsToAmount(sum('bonus') + sum('reward') - sum('bonus_forfeit')),
        // net: credits to members less debits from them
        adjustments: centsToAmount(way('adjustment').toMembers - way('adjustment').fromMembers),
        byKind: byKind.map((k) => ({ ...k, amount: centsToAmount(k.amount) })),
        byAccount: byAccount.map((a) => ({ kind: a.kind, net: centsToAmount(a.net) })),
        // Double entry: every transfer's two sides cancel, so the accounts' net movements sum to zero.
        balanced: byAccount.reduce((s, a) => s + a.net, 0) === 0,
      });
    },
  );
};

export default ledgerOpsRoutes;
