import { randomBytes } from 'node:crypto';
import { fitsCurrency } from '@lobby/contract';
import type { DepositOrderRow, PaymentChannelRow } from '../../../db/schema.ts';
import { ProviderUnavailable, WebhookRejected } from '../../../integrations/payments/provider.ts';
import type { PaymentEvent, PaymentProviderRegistry } from '../../../integrations/payments/provider.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { Tx } from '../../../db/transaction.ts';
import type { ActivityService } from '../activity/index.ts';
import type { BonusService, CampaignService } from '../bonus/index.ts';
import { accounts } from '../ledger/index.ts';
import type { Purse } from '../ledger/index.ts';
import type { AmlService } from '../aml/index.ts';
import type { LedgerService } from '../ledger/index.ts';
import type { ReferralService } from '../../agents/referral/index.ts';
import type { PaymentsRepository } from './repository.ts';

/** How long a deposit order waits for its payment. */
export const DEPOSIT_TTL_MS = 30 * 60_000;

export interface ChannelView {
  id: number;
  code: string;
  name: string;
  minCents: number;
  maxCents: number;
  presetsCents: number[];
  feeBp: number;
  feeFixedCents: number;
  feePayer: 'member' | 'merchant';
  dailyCountLimit: number;
}

export function channelView(row: PaymentChannelRow): ChannelView {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    minCents: Number(row.min_cents),
    maxCents: Number(row.max_cents),
    presetsCents: (JSON.parse(row.presets) as number[]).filter((n) => Number.isSafeInteger(n)),
    feeBp: row.fee_bp,
    feeFixedCents: Number(row.fee_fixed_cents),
    feePayer: row.fee_payer === 'member' ? 'member' : 'merchant',
    dailyCountLimit: row.daily_count_limit,
  };
}

/** The channel's fee on an amount: fixed part plus a share, rounded up to the cent. */
export function feeFor(channel: Pick<ChannelView, 'feeBp' | 'feeFixedCents'>, amountCents: number): number {
  return channel.feeFixedCents + Math.ceil((amountCents * channel.feeBp) / 10_000);
}

export function newOrderNo(prefix: 'D' | 'W', now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replace(/-/g, '');
  // Crockford-ish: no I, L, O, U, so an order number read aloud to support is unambiguous.
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  const bytes = randomBytes(10);
  let tail = '';
  for (const b of bytes) tail += alphabet[b % 32];
  return `${prefix}${day}${tail}`;
}

export interface DepositUrls {
  /** where the browser lands after paying or cancelling (the order's status page) */
  statusUrl(orderNo: string): string;
}

export function createDepositService(deps: {
  repository: PaymentsRepository;
  providers: PaymentProviderRegistry;
  ledger: LedgerService;
  bonus: BonusService;
  /** the deposit match waiting for this deposit (a campaign's), else the first-deposit rule */
  campaigns?: Pick<CampaignService, 'grantForDeposit'>;
  /** pays an inviter for a friend's first deposit, in the deposit's own transaction */
  referral: Pick<ReferralService, 'depositCredited'>;
  /** each member's day: told of a credited deposit in its own transaction */
  activity: Pick<ActivityService, 'depositCredited'>;
  /** AML: told of each credited deposit, in its transaction (absent: no alerts) */
  aml?: Pick<AmlService, 'depositCredited'>;
  /** player protection: refuses a deposit of an excluded member or one that would pass a deposit limit */
  guard?: { checkDeposit(purse: Purse, amountCents: number, tx?: Tx): Promise<void> };
  now: () => number;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void; info(obj: object, msg: string): void };
}) {
  const { repository: repo, providers, ledger, bonus, referral, activity, now, log } = deps;

  /**
   * Credits a paid order once: the order moves to paid and the money to the member in one transaction, so
   * a second webhook, a status check and the sweeper racing each other credit it exactly once.
   */
  async function credit(order: DepositOrderRow, purse: Purse, channelFeePayer: 'member' | 'merchant'): Promise<boolean> {
    return ledger.run(async (book) => {
      // The guarded UPDATE comes first: on PostgreSQL it locks the order row, so a webhook and a status poll
      // crediting at once queue here and the second finds it paid (a read-then-write would let both pass the
      // check, the second then failing at the end). Everything below rolls back with it on an error.
      const paidAt = now();
      const claimed = await repo.transition(order.id, ['pending', 'created'], 'paid', { paid_at: paidAt }, paidAt, book.tx);
      if (!claimed) return false;
      const provider = accounts.provider(purse.merchantCode, purse.currency, order.provider);
      const creditCents = Number(order.credit_cents);
      const amount = Number(order.amount_cents);
      await book.transfer({
        key: `deposit:${order.order_no}`,
        debit: provider,
        credit: accounts.cash(purse),
        amount: channelFeePayer === 'member' ? creditCents : amount,
        kind: 'deposit',
        memberId: purse.memberId,
        reference: order.order_no,
      });
      const fee = Number(order.fee_cents);
      if (channelFeePayer === 'merchant' && fee > 0) {
        // The provider keeps its fee from the settlement; the house bears it.
        await book.transfer({
          key: `deposit-fee:${order.order_no}`,
          debit: accounts.house(purse.merchantCode, purse.currency),
          credit: provider,
          amount: fee,
          kind: 'deposit_fee',
          reference: order.order_no,
        });
      }
      const granted = deps.campaigns
        ? await deps.campaigns.grantForDeposit(book, purse, order.order_no, creditCents)
        : await bonus.grantFirstDeposit(book, purse, order.order_no, creditCents);
      // In the same transaction: a crash after the deposit cannot lose the inviter's reward, and a second
      // credit of this order never gets this far (the status check above).
      await referral.depositCredited(book, purse, { orderNo: order.order_no, creditCents });
      if (granted > 0) await repo.setBonus(order.id, granted, book.tx);
      await activity.depositCredited(book.tx, { memberId: purse.memberId, merchantCode: purse.merchantCode, grossCents: amount, creditCents, at: paidAt });
      await deps.aml?.depositCredited(book.tx, { merchantCode: purse.merchantCode, memberId: purse.memberId, orderNo: order.order_no, amountCents: amount, currency: purse.currency, at: paidAt });
      return true;
    });
  }

  /** What the provider says of an order now; applies a payment the platform has not seen yet. */
  async function reconcile(order: DepositOrderRow, purseOf: (memberId: number) => Promise<Purse | undefined>): Promise<DepositOrderRow> {
    if ((order.status !== 'pending' && order.status !== 'created') || !order.provider_ref) return order;
    const provider = providers.get(order.provider);
    if (!provider) return order;
    let status;
    try {
      status = await provider.checkoutStatus(order.provider_ref);
    } catch (err) {
      log.warn({ err, orderNo: order.order_no }, 'deposit status check failed');
      return order;
    }
    if (status.status === 'paid') {
      if (status.amountCents !== Number(order.amount_cents) || status.currency !== order.currency) {
        await repo.transition(order.id, ['pending', 'created'], 'review', { failure_reason: 'amount or currency differs from the order' }, now());
        log.error({ orderNo: order.order_no, paid: status }, 'deposit paid with another amount or currency: held for review');
      } else {
        const purse = await purseOf(order.member_id);
        const channel = await repo.channel(order.channel_id);
        if (purse && channel) await credit(order, purse, channel.fee_payer === 'member' ? 'member' : 'merchant');
      }
    } else if (status.status === 'failed' || status.status === 'expired') {
      await repo.transition(order.id, ['pending', 'created'], status.status, { failure_reason: `provider: ${status.status}` }, now());
    }
    return (await repo.order(order.order_no)) ?? order;
  }

  return {
    async channels(merchantCode: string): Promise<ChannelView[]> {
      // A channel on a provider this install has not connected (the sandbox in production) is not offered.
      return (await repo.channels(merchantCode, 'deposit')).filter((row) => providers.get(row.provider)).map(channelView);
    },

    /**
     * Opens a deposit: a priced order and the provider's hosted checkout. A repeated request (same request
     * id) answers the same order; a provider that cannot be reached leaves a failed order and a 503.
     */
    async create(
      purse: Purse,
      input: { channelId: number; amountCents: number; requestKey: string },
      urls: DepositUrls,
    ): Promise<DepositOrderRow> {
      if (purse.demo) throw new AppError('permission.trial');
      if (!fitsCurrency(input.amountCents, purse.currency)) throw new AppError('payment.amount.whole');
      const existing = await repo.orderByRequestKey(purse.memberId, input.requestKey);
      if (existing) {
        if (existing.channel_id !== input.channelId || Number(existing.amount_cents) !== input.amountCents) {
          throw new AppError('request.id.conflict');
        }
        return existing;
      }
      const row = await repo.channel(input.channelId);
      if (!row || row.merchant_code !== purse.merchantCode || row.direction !== 'deposit' || row.enabled !== 1) {
        throw new AppError('payment.channel.unavailable');
      }
      const channel = channelView(row);
      if (input.amountCents < channel.minCents || input.amountCents > channel.maxCents) {
        throw new AppError('payment.amount.invalid', { value: { minCents: channel.minCents, maxCents: channel.maxCents } });
      }
      const provider = providers.get(row.provider);
      if (!provider) throw new AppError('payment.channel.unavailable');
      const fee = feeFor(channel, input.amountCents);
      const creditCents = channel.feePayer === 'member' ? input.amountCents - fee : input.amountCents;
      if (creditCents <= 0) throw new AppError('payment.amount.invalid', { value: { minCents: channel.minCents, maxCents: channel.maxCents } });
      const at = now();
      let order: DepositOrderRow;
      try {
        const newOrder = {
          order_no: newOrderNo('D', at),
          merchant_code: purse.merchantCode,
          member_id: purse.memberId,
          channel_id: row.id,
          provider: row.provider,
          amount_cents: input.amountCents,
          fee_cents: fee,
          credit_cents: creditCents,
          bonus_cents: 0,
          currency: purse.currency,
          status: 'created',
          provider_ref: null,
          checkout_url: null,
          request_key: input.requestKey,
          failure_reason: null,
          created_at: at,
          updated_at: at,
          expires_at: at + DEPOSIT_TTL_MS,
          paid_at: null,
        };
        // With player protection, the limit's check and the order commit together under the member's
        // protection lock: two deposits opened at once cannot both pass a deposit limit.
        const guard = deps.guard;
        order = guard
          ? await ledger.run(async (book) => {
              await guard.checkDeposit(purse, input.amountCents, book.tx);
              return repo.insertOrder(newOrder, book.tx);
            })
          : await repo.insertOrder(newOrder);
      } catch (err) {
        if (err instanceof AppError) throw err;
        // Two requests with one request id racing: answer the one that won.
        const raced = await repo.orderByRequestKey(purse.memberId, input.requestKey);
        if (raced) return raced;
        throw err;
      }
      try {
        const session = await provider.createCheckout({
          orderNo: order.order_no,
          amountCents: input.amountCents,
          currency: purse.currency,
          method: row.provider_method,
          description: `Deposit ${order.order_no}`,
          successUrl: urls.statusUrl(order.order_no),
          cancelUrl: urls.statusUrl(order.order_no),
        });
        await repo.setCheckout(order.id, session.providerRef, session.checkoutUrl, now());
      } catch (err) {
        await repo.transition(order.id, ['created'], 'failed', { failure_reason: 'the payment provider could not be reached' }, now());
        log.error({ err, orderNo: order.order_no }, 'deposit checkout could not be created');
        if (err instanceof ProviderUnavailable) throw new AppError('payment.provider.unavailable');
        throw new AppError('payment.provider.unavailable', { cause: err });
      }
      return (await repo.order(order.order_no))!;
    },

    /**
     * A provider's webhook. Only a signed, fresh, first-seen event counts, and a payment is applied only
     * after the provider's API confirms it with the order's amount and currency.
     */
    async webhook(
      providerCode: string,
      headers: Record<string, string | string[] | undefined>,
      rawBody: string,
      purseOf: (memberId: number) => Promise<Purse | undefined>,
    ): Promise<{ outcome: string }> {
      const provider = providers.get(providerCode);
      if (!provider) throw new AppError('request.not.found');
      let event: PaymentEvent;
      try {
        event = provider.verifyWebhook(headers, rawBody);
      } catch (err) {
        if (err instanceof WebhookRejected) {
          log.warn({ provider: providerCode, reason: err.message }, 'payment webhook refused');
          throw new AppError('payment.webhook.invalid');
        }
        throw err;
      }
      const found =
        (event.providerRef ? await repo.orderByProviderRef(providerCode, event.providerRef) : undefined) ??
        (event.orderNo ? await repo.order(event.orderNo) : undefined);
      // An order taken through another provider is not this provider's to report on.
      const order = found?.provider === providerCode ? found : undefined;
      const outcome = !order ? 'unknown-order' : event.type === 'ignored' ? 'ignored' : 'applied';
      const fresh = await ledger.run((book) =>
        repo.recordEvent(book.tx, {
          provider: providerCode,
          event_id: event.eventId,
          type: event.type,
          order_no: order?.order_no ?? event.orderNo,
          outcome,
          received_at: now(),
        }),
      );
      if (!fresh) return { outcome: 'duplicate' };
      if (!order || event.type === 'ignored') return { outcome };
      if (event.type === 'paid' || event.type === 'failed') await reconcile(order, purseOf);
      return { outcome };
    },

    /** The member's order, refreshed from the provider while it waits for payment. */
    async order(memberId: number, orderNo: string, purseOf: (memberId: number) => Promise<Purse | undefined>): Promise<DepositOrderRow> {
      const order = await repo.order(orderNo);
      if (!order || order.member_id !== memberId) throw new AppError('payment.order.not.found');
      return reconcile(order, purseOf);
    },

    async list(memberId: number, filter: { status?: string; from?: number; to?: number; beforeId?: number; limit: number }) {
      return repo.orders({ memberId, ...filter });
    },

    async firstDepositOffer(purse: Purse, amountCents: number): Promise<number> {
      return bonus.firstDepositOffer(purse, amountCents);
    },

    /** Orders past their time: asked of the provider once more, then expired (the sweeper job). */
    async expireOverdue(purseOf: (memberId: number) => Promise<Purse | undefined>): Promise<number> {
      let expired = 0;
      for (const order of await repo.overdue(now(), 100)) {
        const after = await reconcile(order, purseOf);
        if (after.status === 'pending' || after.status === 'created') {
          if (await repo.transition(order.id, ['pending', 'created'], 'expired', { failure_reason: 'not paid in time' }, now())) expired++;
        }
      }
      return expired;
    },
  };
}

export type DepositService = ReturnType<typeof createDepositService>;
