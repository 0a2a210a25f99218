import { centsToAmount } from '@lobby/contract';
import type { DepositOrder, PaymentChannel } from '@lobby/contract';
import type { DepositOrderRow } from '../../../db/schema.ts';
import type { ChannelView } from './deposit-service.ts';

export function toChannel(c: ChannelView): PaymentChannel {
  return {
    id: c.id,
    code: c.code,
    name: c.name,
    min: centsToAmount(c.minCents),
    max: centsToAmount(c.maxCents),
    presets: c.presetsCents.map(centsToAmount),
    feePercent: c.feeBp / 100,
    feeFixed: centsToAmount(c.feeFixedCents),
    feePayer: c.feePayer,
    dailyLimit: c.dailyCountLimit,
  };
}

export function toDepositOrder(row: DepositOrderRow, channel: { code: string; name: string }): DepositOrder {
  return {
    orderNo: row.order_no,
    status: row.status as DepositOrder['status'],
    amount: centsToAmount(Number(row.amount_cents)),
    fee: centsToAmount(Number(row.fee_cents)),
    credit: centsToAmount(Number(row.credit_cents)),
    bonus: centsToAmount(Number(row.bonus_cents)),
    currency: row.currency,
    channel,
    checkoutUrl: row.status === 'pending' || row.status === 'created' ? row.checkout_url : null,
    failureReason: row.failure_reason,
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    paidAt: row.paid_at,
  };
}
