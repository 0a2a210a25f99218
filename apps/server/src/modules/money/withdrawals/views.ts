import { centsToAmount, maskAccountNo } from '@lobby/contract';
import type { PayoutAccount, WithdrawalOrder } from '@lobby/contract';
import type { PayoutAccountRow, WithdrawalOrderRow } from '../../../db/schema.ts';
import { PAYOUT_INSTITUTIONS } from './service.ts';

export function institutionName(currency: string, code: string): string {
  return PAYOUT_INSTITUTIONS[currency]?.find((i) => i.code === code)?.name ?? code;
}

export function toPayoutAccount(row: PayoutAccountRow, currency: string): PayoutAccount {
  return {
    id: row.id,
    kind: row.kind === 'bank' ? 'bank' : 'ewallet',
    bankCode: row.bank_code,
    bankName: institutionName(currency, row.bank_code),
    accountNoMasked: maskAccountNo(row.account_no),
    accountName: row.account_name,
    createdAt: row.created_at,
  };
}

export function toWithdrawalOrder(row: WithdrawalOrderRow, channel: { code: string; name: string }): WithdrawalOrder {
  return {
    orderNo: row.order_no,
    status: row.status as WithdrawalOrder['status'],
    amount: centsToAmount(Number(row.amount_cents)),
    fee: centsToAmount(Number(row.fee_cents)),
    payout: centsToAmount(Number(row.payout_cents)),
    currency: row.currency,
    channel,
    account: { bankCode: row.bank_code, bankName: institutionName(row.currency, row.bank_code), accountNoMasked: maskAccountNo(row.account_no) },
    reason: row.review_reason ?? row.failure_reason,
    createdAt: row.created_at,
    reviewedAt: row.reviewed_at,
    paidAt: row.paid_at,
    heldFor: row.status === 'pending' ? (row.held_for as WithdrawalOrder['heldFor']) : null,
  };
}
