import { fitsCurrency, maskAccountNo } from '@lobby/contract';
import type { DatabaseHandle } from '../../../db/database.ts';
import type { PayoutAccountRow, WithdrawalOrderRow } from '../../../db/schema.ts';
import { inTransaction } from '../../../db/transaction.ts';
import type { Tx } from '../../../db/transaction.ts';
import type { PaymentProviderRegistry } from '../../../integrations/payments/provider.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Limiter } from '../../../lib/limiter.ts';
import { hashPassword, verifyPassword } from '../../../lib/passwords.ts';
import { startOfLocalDay } from '../../../lib/time-zone.ts';
import type { AmlService } from '../aml/index.ts';
import type { ActivityService } from '../activity/index.ts';
import type { BonusService } from '../bonus/index.ts';
import { accounts } from '../ledger/index.ts';
import type { LedgerService, Purse } from '../ledger/index.ts';
import { channelView, feeFor, newOrderNo } from '../payments/index.ts';
import type { PaymentsRepository } from '../payments/index.ts';
import { createPaymentPasswordCheck } from './payment-password.ts';
import type { WithdrawalsRepository } from './repository.ts';

/** What the withdrawal module needs to know and change of a member (the member module answers). */
export interface WithdrawalMembers {
  paymentPasswordHash(memberId: number): Promise<string | null>;
  /** sets the hash if the current one is still `expected` (compare-and-set); false if it changed meanwhile */
  setPaymentPasswordHash(memberId: number, hash: string, expected: string | null): Promise<boolean>;
  loginPasswordHash(memberId: number): Promise<string | null>;
  payeeName(memberId: number): Promise<string | null>;
  /** holds the member's row until the transaction ends, so a member's concurrent requests run one by one */
  lock(tx: Tx, memberId: number): Promise<void>;
}

export interface Notifier {
  notify(memberId: number, merchantCode: string, title: string, content: string): Promise<void>;
}

export const MAX_PAYOUT_ACCOUNTS = 5;

/** Institutions a member can be paid to, by currency: e-wallets take mobile numbers, banks account numbers. */
export const PAYOUT_INSTITUTIONS: Record<string, Array<{ code: string; name: string; kind: 'ewallet' | 'bank' }>> = {
  PHP: [
    { code: 'GCASH', name: 'GCash', kind: 'ewallet' },
    { code: 'MAYA', name: 'Maya', kind: 'ewallet' },
    { code: 'BDO', name: 'BDO Unibank', kind: 'bank' },
    { code: 'BPI', name: 'BPI', kind: 'bank' },
    { code: 'MBTC', name: 'Metrobank', kind: 'bank' },
    { code: 'LBP', name: 'Landbank', kind: 'bank' },
    { code: 'UBP', name: 'UnionBank', kind: 'bank' },
    { code: 'RCBC', name: 'RCBC', kind: 'bank' },
  ],
  VND: [
    { code: 'MOMO', name: 'MoMo', kind: 'ewallet' },
    { code: 'ZALOPAY', name: 'ZaloPay', kind: 'ewallet' },
    { code: 'VCB', name: 'Vietcombank', kind: 'bank' },
    { code: 'TCB', name: 'Techcombank', kind: 'bank' },
    { code: 'BIDV', name: 'BIDV', kind: 'bank' },
    { code: 'ACB', name: 'ACB', kind: 'bank' },
  ],
  CNY: [
    { code: 'ALIPAY', name: 'Alipay', kind: 'ewallet' },
    { code: 'ICBC', name: 'ICBC', kind: 'bank' },
    { code: 'CCB', name: 'China Construction Bank', kind: 'bank' },
    { code: 'ABC', name: 'Agricultural Bank of China', kind: 'bank' },
    { code: 'BOC', name: 'Bank of China', kind: 'bank' },
    { code: 'CMB', name: 'China Merchants Bank', kind: 'bank' },
  ],
  THB: [
    { code: 'TRUEMONEY', name: 'TrueMoney Wallet', kind: 'ewallet' },
    { code: 'KBANK', name: 'Kasikornbank', kind: 'bank' },
    { code: 'SCB', name: 'Siam Commercial Bank', kind: 'bank' },
    { code: 'BBL', name: 'Bangkok Bank', kind: 'bank' },
    { code: 'KTB', name: 'Krungthai Bank', kind: 'bank' },
  ],
  IDR: [
    { code: 'DANA', name: 'DANA', kind: 'ewallet' },
    { code: 'BCA', name: 'BCA', kind: 'bank' },
    { code: 'BRI', name: 'BRI', kind: 'bank' },
    { code: 'MANDIRI', name: 'Mandiri', kind: 'bank' },
    { code: 'BNI', name: 'BNI', kind: 'bank' },
  ],
};

/** A PIN that is not all one digit or a run (123456, 654321). */
export function weakPaymentPassword(pin: string): boolean {
  if (/^(\d)\1+$/.test(pin)) return true;
  const up = '0123456789';
  const down = '9876543210';
  return up.includes(pin) || down.includes(pin);
}

/** E-wallet mobile numbers by currency: the country code, the national number after it, the stored prefix. */
const WALLET_NUMBERS: Record<string, { country: string; national: RegExp; prefix: string }> = {
  PHP: { country: '63', national: /^9\d{9}$/, prefix: '0' },
  VND: { country: '84', national: /^[35789]\d{8}$/, prefix: '0' },
  THB: { country: '66', national: /^[689]\d{8}$/, prefix: '0' },
  IDR: { country: '62', national: /^8\d{8,11}$/, prefix: '0' },
  // Chinese mobile numbers have no trunk 0: stored as the 11 digits.
  CNY: { country: '86', national: /^1[3-9]\d{9}$/, prefix: '' },
};

/** The account number as stored: mobile numbers of e-wallets in national form (09… PH, 0… VN/TH/ID, 1… CN), banks as digits. */
export function normaliseAccountNo(kind: 'ewallet' | 'bank', currency: string, raw: string): string | null {
  const digits = raw.replace(/[\s-]/g, '');
  if (kind === 'bank') return /^\d{8,20}$/.test(digits) ? digits : null;
  const rule = WALLET_NUMBERS[currency];
  if (!rule) return null;
  const national = digits.startsWith(`+${rule.country}`)
    ? digits.slice(rule.country.length + 1)
    : digits.startsWith(rule.country) && !rule.national.test(digits)
      ? digits.slice(rule.country.length)
      : digits.startsWith('0')
        ? digits.slice(1)
        : digits;
  return rule.national.test(national) ? `${rule.prefix}${national}` : null;
}

export function accountFitsChannel(channelCode: string, account: Pick<PayoutAccountRow, 'kind' | 'bank_code'>): boolean {
  return channelCode === account.bank_code || (channelCode === 'BANK' && account.kind === 'bank');
}

/** What holds a member's new withdrawal for verification: a missing level 3, or level 2 above a day's amount. */
export interface WithdrawalGate {
  level: number;
  /** withdrawals of a local day above this need level 2 (null: no such rule) */
  level2DailyCents: number | null;
  /** the member's deposits passed the merchant's level 3 amount and level 3 is missing */
  level3Missing: boolean;
}

export function createWithdrawalService(deps: {
  /** AML: told of each requested withdrawal, in its transaction (absent: no alerts) */
  aml?: Pick<AmlService, 'withdrawalRequested'>;
  /**
   * Identity verification: what the member's level lets through (absent: nothing is held). Read before the
   * hold; the day's total is counted inside it.
   */
  kyc?: { withdrawalGate(memberId: number, merchantCode: string, currency: string): Promise<WithdrawalGate> };
  /** risk: a player under review has every withdrawal held until the review is closed */
  risk?: { underReview(memberId: number): Promise<boolean> };
  /** player protection: whether any of these members is excluded (their payout account opens no new account) */
  protection?: { anyExcluded(memberIds: number[]): Promise<boolean> };
  database: DatabaseHandle;
  repository: WithdrawalsRepository;
  payments: PaymentsRepository;
  providers: PaymentProviderRegistry;
  ledger: LedgerService;
  bonus: BonusService;
  members: WithdrawalMembers;
  notifier: Notifier;
  limiter: Limiter;
  /** each member's day: told of a payout in its own transaction (a rejected or refused order was never counted) */
  activity: Pick<ActivityService, 'withdrawalPaid' | 'deposits'>;
  now: () => number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}) {
  const { repository: repo, ledger, bonus, members, limiter, now } = deps;

  const checkPaymentPassword = createPaymentPasswordCheck({ members, limiter });

  return {
    async hasPaymentPassword(memberId: number): Promise<boolean> {
      return (await members.paymentPasswordHash(memberId)) !== null;
    },

    /** First withdrawal password: six digits, confirmed with the login password when the account has one. */
    async setPaymentPassword(memberId: number, input: { loginPassword?: string; paymentPassword: string }): Promise<void> {
      if (weakPaymentPassword(input.paymentPassword)) throw new AppError('request.invalid', { message: 'Choose a PIN that is not a run or one repeated digit.' });
      const current = await members.paymentPasswordHash(memberId);
      if (current) throw new AppError('withdraw.password.exists');
      const login = await members.loginPasswordHash(memberId);
      if (login && !(input.loginPassword && (await verifyPassword(login, input.loginPassword)))) {
        throw new AppError('login.password.incorrect');
      }
      if (!(await members.setPaymentPasswordHash(memberId, await hashPassword(input.paymentPassword), null))) {
        throw new AppError('withdraw.password.exists');
      }
    },

    /** Changes the withdrawal password with the old one (compare-and-set: a concurrent change loses). */
    async changePaymentPassword(memberId: number, input: { oldPaymentPassword: string; newPaymentPassword: string }): Promise<void> {
      if (weakPaymentPassword(input.newPaymentPassword)) throw new AppError('request.invalid', { message: 'Choose a PIN that is not a run or one repeated digit.' });
      if (input.oldPaymentPassword === input.newPaymentPassword) throw new AppError('modify.new.old.same');
      await checkPaymentPassword(memberId, input.oldPaymentPassword);
      const current = await members.paymentPasswordHash(memberId);
      if (!(await members.setPaymentPasswordHash(memberId, await hashPassword(input.newPaymentPassword), current))) {
        throw new AppError('request.id.conflict', { message: 'The withdrawal password was changed at the same time. Please try again.' });
      }
      await limiter.reset(`withdraw-pin:${memberId}`);
    },

    institutions(currency: string) {
      return PAYOUT_INSTITUTIONS[currency] ?? [];
    },

    async payoutAccounts(memberId: number) {
      return repo.accounts(memberId);
    },

    async addPayoutAccount(purse: Purse, input: { bankCode: string; accountNo: string }): Promise<PayoutAccountRow> {
      if (purse.demo) throw new AppError('permission.trial');
      const institution = (PAYOUT_INSTITUTIONS[purse.currency] ?? []).find((i) => i.code === input.bankCode);
      if (!institution) throw new AppError('request.invalid', { message: 'Choose a bank or e-wallet from the list.' });
      const accountNo = normaliseAccountNo(institution.kind, purse.currency, input.accountNo);
      if (!accountNo) {
        throw new AppError('request.invalid', {
          message: institution.kind === 'ewallet' ? 'Enter the mobile number of the e-wallet.' : 'Enter the account number (digits only).',
        });
      }
      const payee = await members.payeeName(purse.memberId);
      if (!payee) throw new AppError('withdraw.payee.required');
      // A self-excluded player's payout account opens no new account at this brand.
      if (deps.protection) {
        const holders = (await repo.holdersOf(purse.merchantCode, institution.code, accountNo)).filter((id) => id !== purse.memberId);
        if (await deps.protection.anyExcluded(holders)) throw new AppError('rg.registration.refused');
      }
      // Checked and added under the member's lock: two requests at once cannot both pass the checks.
      return inTransaction(deps.database, async (tx) => {
        await members.lock(tx, purse.memberId);
        const existing = await repo.accounts(purse.memberId, tx);
        if (existing.some((a) => a.bank_code === institution.code && a.account_no === accountNo)) {
          throw new AppError('withdraw.account.duplicate');
        }
        if (existing.length >= MAX_PAYOUT_ACCOUNTS) throw new AppError('withdraw.account.limit');
        return repo.insertAccount(
          {
            merchant_code: purse.merchantCode,
            member_id: purse.memberId,
            kind: institution.kind,
            bank_code: institution.code,
            account_no: accountNo,
            account_name: payee,
            created_at: now(),
          },
          tx,
        );
      });
    },

    async removePayoutAccount(memberId: number, id: number): Promise<void> {
      if (!(await repo.removeAccount(memberId, id, now()))) throw new AppError('withdraw.account.not.found');
    },

    async channels(merchantCode: string) {
      // A channel on a provider this install has not connected (the sandbox in production) is not offered.
      return (await deps.payments.channels(merchantCode, 'withdraw')).filter((row) => deps.providers.get(row.provider)).map(channelView);
    },

    /**
     * A withdrawal: checked (PIN, channel, limits, account), then the amount is held at once and the order
     * waits for an operator. With a bonus still being wagered the member must accept that it is forfeited.
     */
    async request(
      purse: Purse,
      timeZone: string,
      input: {
        channelId: number;
        payoutAccountId: number;
        amountCents: number;
        paymentPassword: string;
        requestKey: string;
        forfeitBonus: boolean;
      },
    ): Promise<WithdrawalOrderRow> {
      if (purse.demo) throw new AppError('permission.trial');
      // before the PIN check: a refused amount must not count as a PIN attempt
      if (!fitsCurrency(input.amountCents, purse.currency)) throw new AppError('payment.amount.whole');
      const replay = await repo.byRequestKey(purse.memberId, input.requestKey);
      if (replay) {
        if (replay.amount_cents !== input.amountCents || replay.payout_account_id !== input.payoutAccountId) {
          throw new AppError('request.id.conflict');
        }
        return replay;
      }
      await checkPaymentPassword(purse.memberId, input.paymentPassword);
      const row = await deps.payments.channel(input.channelId);
      if (!row || row.merchant_code !== purse.merchantCode || row.direction !== 'withdraw' || row.enabled !== 1 || !deps.providers.get(row.provider)) {
        throw new AppError('payment.channel.unavailable');
      }
      const channel = channelView(row);
      if (input.amountCents < channel.minCents || input.amountCents > channel.maxCents) {
        throw new AppError('payment.amount.invalid', { value: { minCents: channel.minCents, maxCents: channel.maxCents } });
      }
      const account = await repo.account(input.payoutAccountId);
      if (!account || account.member_id !== purse.memberId || account.removed_at !== null) {
        throw new AppError('withdraw.account.not.found');
      }
      if (!accountFitsChannel(channel.code, account)) {
        throw new AppError('request.invalid', { message: 'This account cannot receive payouts through this method.' });
      }
      const fee = channel.feePayer === 'member' ? feeFor(channel, input.amountCents) : 0;
      if (fee >= input.amountCents) {
        throw new AppError('payment.amount.invalid', { value: { minCents: channel.minCents, maxCents: channel.maxCents } });
      }
      const status = await bonus.status(purse.memberId);
      if (status.active && !input.forfeitBonus) {
        throw new AppError('withdraw.bonus.active', { value: { remainingCents: status.active.remaining } });
      }
      const at = now();
      const orderNo = newOrderNo('W', at);
      // read before the transaction (on SQLite its connection is the transaction's): what AML weighs the withdrawal against
      const latestDeposit = deps.aml ? (await deps.activity.deposits(purse.memberId)).latest : null;
      const gate = deps.kyc ? await deps.kyc.withdrawalGate(purse.memberId, purse.merchantCode, purse.currency) : null;
      const underReview = deps.risk ? await deps.risk.underReview(purse.memberId) : false;
      try {
        return await ledger.run(async (book) => {
          if (status.active) await bonus.forfeitActive(book, purse);
          const provider = accounts.provider(purse.merchantCode, purse.currency, row.provider);
          await book.transfer({
            key: `withdraw:${orderNo}`,
            debit: accounts.cash(purse),
            credit: provider,
            amount: input.amountCents - fee,
            kind: 'withdrawal',
            memberId: purse.memberId,
            reference: orderNo,
            pending: true,
          });
          if (fee > 0) {
            await book.transfer({
              key: `withdraw-fee:${orderNo}`,
              debit: accounts.cash(purse),
              credit: accounts.house(purse.merchantCode, purse.currency),
              amount: fee,
              kind: 'withdrawal',
              memberId: purse.memberId,
              reference: orderNo,
              pending: true,
            });
          }
          // Counted after the hold: the hold's update locks the member's cash account until commit, so a
          // concurrent request of the same member counts only once this one is in (PostgreSQL reads
          // committed rows per statement; SQLite's write lock already serialises the whole transaction).
          if (channel.dailyCountLimit > 0) {
            const today = await repo.countSince(book.tx, purse.memberId, channel.id, startOfLocalDay(at, timeZone));
            if (today >= channel.dailyCountLimit) throw new AppError('withdraw.daily.limit', { value: { limit: channel.dailyCountLimit } });
          }
          // Held, not refused: the money is set aside now and paid once the member is verified (or their
          // review is closed). Verification first: releasing it turns the hold into the review's while one is
          // open, and closing a review releases only its own holds. The day's total is counted after the hold,
          // like the count above.
          let heldFor: 'kyc' | 'review' | null = null;
          if (gate?.level3Missing) heldFor = 'kyc';
          else if (gate && gate.level < 2 && gate.level2DailyCents !== null) {
            const today = await repo.sumSince(book.tx, purse.memberId, startOfLocalDay(at, timeZone));
            if (today + input.amountCents > gate.level2DailyCents) heldFor = 'kyc';
          }
          if (heldFor === null && underReview) heldFor = 'review';
          await deps.aml?.withdrawalRequested(book.tx, {
            merchantCode: purse.merchantCode,
            memberId: purse.memberId,
            orderNo,
            amountCents: input.amountCents,
            currency: purse.currency,
            at,
            latestDeposit,
          });
          return repo.insert(book.tx, {
            order_no: orderNo,
            merchant_code: purse.merchantCode,
            member_id: purse.memberId,
            channel_id: channel.id,
            payout_account_id: account.id,
            bank_code: account.bank_code,
            account_no: account.account_no,
            account_name: account.account_name,
            provider: row.provider,
            amount_cents: input.amountCents,
            fee_cents: fee,
            payout_cents: input.amountCents - fee,
            currency: purse.currency,
            status: 'pending',
            request_key: input.requestKey,
            held_for: heldFor,
            provider_ref: null,
            reviewed_by: null,
            review_reason: null,
            failure_reason: null,
            created_at: at,
            updated_at: at,
            reviewed_at: null,
            paid_at: null,
          });
        });
      } catch (err) {
        const raced = await repo.byRequestKey(purse.memberId, input.requestKey);
        if (raced) return raced;
        throw err;
      }
    },

    async list(memberId: number, filter: { status?: string; from?: number; to?: number; beforeId?: number; limit: number }) {
      return repo.orders({ memberId, ...filter });
    },

    async order(memberId: number, orderNo: string) {
      const order = await repo.order(orderNo);
      if (!order || order.member_id !== memberId) throw new AppError('withdraw.order.not.found');
      return order;
    },

    /** The operators who approved these orders. */
    async approvals(orderIds: number[]) {
      return repo.approvals(orderIds);
    },

    /**
     * Approve: the order moves to paying (only one reviewer wins), the provider pays out, and the hold is
     * posted when the provider says paid, or voided when it refuses (the member is told either way).
     */
    /** Any merchant's order by number (the operator's review checks its merchant first). */
    async byOrderNo(orderNo: string): Promise<WithdrawalOrderRow | undefined> {
      return repo.order(orderNo);
    },

    async approve(
      orderNo: string,
      reviewer: string,
      purseOf: (memberId: number) => Promise<Purse | undefined>,
      secondApprovalCents: (merchantCode: string) => Promise<number> = async () => Number.MAX_SAFE_INTEGER,
    ): Promise<WithdrawalOrderRow & { awaitingSecondApproval?: true }> {
      const order = await repo.order(orderNo);
      if (!order) throw new AppError('withdraw.order.not.found');
      if (order.status !== 'pending') throw new AppError('withdraw.order.reviewed');
      if (order.held_for) throw new AppError('withdraw.order.held', { value: { heldFor: order.held_for } });
      // Every approval is recorded; at or above the merchant's amount it takes two operators to pay out.
      // The approval row's key (order, operator) refuses the same operator twice, even at the same instant;
      // each approver counts after its own row is in, so of two concurrent approvers at least the later one
      // sees both, and the pending -> paying transition below lets exactly one of them pay.
      const recorded = await repo.addApproval(order.id, reviewer, now());
      const approvals = (await repo.approvals([order.id])).get(order.id) ?? [];
      if (Number(order.amount_cents) >= (await secondApprovalCents(order.merchant_code))) {
        // a retry after a payout that could not be sent: both approvals are already in
        if (!recorded && approvals.length < 2) throw new AppError('console.approval.same_operator');
        if (approvals.length < 2) return { ...order, awaitingSecondApproval: true };
      }
      if (!(await repo.transition(order.id, ['pending'], 'paying', { reviewed_by: reviewer, reviewed_at: now() }, now()))) {
        throw new AppError('withdraw.order.reviewed');
      }
      const provider = deps.providers.get(order.provider);
      let result: { providerRef: string; status: 'paid' | 'pending' | 'failed'; detail: string | null };
      try {
        if (!provider) throw new Error(`no provider ${order.provider}`);
        result = await provider.payout({
          payoutNo: order.order_no,
          amountCents: Number(order.payout_cents),
          currency: order.currency,
          bankCode: order.bank_code,
          accountNo: order.account_no,
          accountName: order.account_name,
        });
      } catch (err) {
        // Not known to be paid or refused: it stays paying, and an operator can settle it later.
        deps.log.error({ err, orderNo }, 'payout could not be sent');
        await repo.transition(order.id, ['paying'], 'pending', { reviewed_by: null, reviewed_at: null }, now());
        throw new AppError('payment.provider.unavailable');
      }
      const purse = await purseOf(order.member_id);
      if (!purse) throw new Error(`member ${order.member_id} of ${orderNo} has no wallet`);
      if (result.status === 'paid') {
        await ledger.run(async (book) => {
          await book.postPending(`withdraw:${orderNo}:post`, `withdraw:${orderNo}`);
          if (Number(order.fee_cents) > 0) await book.postPending(`withdraw-fee:${orderNo}:post`, `withdraw-fee:${orderNo}`);
          const paidAt = now();
          // counted once: only the call that moves the order to paid
          if (await repo.transition(order.id, ['paying'], 'paid', { provider_ref: result.providerRef, paid_at: paidAt }, paidAt, book.tx)) {
            await deps.activity.withdrawalPaid(book.tx, { memberId: order.member_id, merchantCode: order.merchant_code, cents: Number(order.amount_cents), at: paidAt });
          }
        });
      } else if (result.status === 'failed') {
        await ledger.run(async (book) => {
          await book.voidPending(`withdraw:${orderNo}:void`, `withdraw:${orderNo}`);
          if (Number(order.fee_cents) > 0) await book.voidPending(`withdraw-fee:${orderNo}:void`, `withdraw-fee:${orderNo}`);
          await repo.transition(order.id, ['paying'], 'failed', { provider_ref: result.providerRef, failure_reason: result.detail ?? 'payout refused' }, now(), book.tx);
        });
        await deps.notifier.notify(
          order.member_id,
          order.merchant_code,
          'Withdrawal returned',
          `Your withdrawal ${orderNo} could not be paid to the account ${maskAccountNo(order.account_no)}: ${result.detail ?? 'the payout was refused'}. The amount is back in your balance.`,
        );
      } else {
        await repo.transition(order.id, ['paying'], 'paying', { provider_ref: result.providerRef }, now());
      }
      return (await repo.order(orderNo))!;
    },

    async reject(orderNo: string, reviewer: string, reason: string): Promise<WithdrawalOrderRow> {
      const order = await repo.order(orderNo);
      if (!order) throw new AppError('withdraw.order.not.found');
      await ledger.run(async (book) => {
        if (!(await repo.transition(order.id, ['pending'], 'rejected', { reviewed_by: reviewer, reviewed_at: now(), review_reason: reason }, now(), book.tx))) {
          throw new AppError('withdraw.order.reviewed');
        }
        await book.voidPending(`withdraw:${orderNo}:void`, `withdraw:${orderNo}`);
        if (Number(order.fee_cents) > 0) await book.voidPending(`withdraw-fee:${orderNo}:void`, `withdraw-fee:${orderNo}`);
      });
      await deps.notifier.notify(
        order.member_id,
        order.merchant_code,
        'Withdrawal rejected',
        `Your withdrawal ${orderNo} was rejected: ${reason}. The amount is back in your balance.`,
      );
      return (await repo.order(orderNo))!;
    },

  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
