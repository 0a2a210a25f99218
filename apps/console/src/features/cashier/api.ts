import { api, opsPath } from '@/shared/api/client';
import type { AdjustmentRow, DepositRow, Page, WithdrawalRow } from '@/shared/api/types';

const m = (merchant: string | undefined) => (merchant ? { merchant } : {});

export const cashierApi = {
  withdrawals: (q: { merchant?: string; status?: string; beforeId?: number; limit?: number }, signal?: AbortSignal) =>
    api.get<Page<WithdrawalRow & { id?: number }>>('/ops/withdrawals', q, signal),
  approveWithdrawal: (orderNo: string, merchant?: string) =>
    api.post<WithdrawalRow>(opsPath('/ops/withdrawals/:orderNo/approve', { orderNo }), {}, m(merchant)),
  rejectWithdrawal: (orderNo: string, reason: string, merchant?: string) =>
    api.post<WithdrawalRow>(opsPath('/ops/withdrawals/:orderNo/reject', { orderNo }), { reason }, m(merchant)),
  deposits: (q: { merchant?: string; status?: string; orderNo?: string; account?: string; beforeId?: number; limit?: number }, signal?: AbortSignal) =>
    api.get<Page<DepositRow>>('/ops/deposits', q, signal),
  adjust: (account: string, merchant: string, body: { amount: number; reason: string; requestId: string }) =>
    api.post<{ status?: string; id?: number; transferId?: number; balance?: number | string }>(opsPath('/ops/members/:account/adjustments', { account }), body, { merchant }),
  adjustments: (q: { merchant?: string; status?: string }, signal?: AbortSignal) => api.get<{ list: AdjustmentRow[] }>('/ops/adjustments', q, signal),
  approveAdjustment: (id: number, merchant?: string) => api.post<unknown>(opsPath('/ops/adjustments/:id/approve', { id }), {}, m(merchant)),
};
