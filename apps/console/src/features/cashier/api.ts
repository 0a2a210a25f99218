import { CONSOLE_MONEY_PATHS, CONSOLE_PLAYERS_PATHS, MONEY_OPS_PATHS } from '@lobby/contract/paths';
import type { CashierDepositRow, CashierWithdrawalReview, CashierWithdrawalRow, ConsoleAdjustment, WithdrawalQueueFilter } from '@lobby/contract';
import { api, buildUrl, opsPath } from '@/shared/api/client';
import type { Query } from '@/shared/api/client';
import type { Page } from '@/shared/api/types';

const m = (merchant: string | undefined) => (merchant ? { merchant } : {});

export interface WithdrawalFilters {
  merchant?: string;
  status?: WithdrawalQueueFilter;
  account?: string;
}
export interface DepositFilters {
  merchant?: string;
  status?: string;
  account?: string;
}
export interface AdjustmentFilters {
  merchant?: string;
  status?: 'awaiting_second_approval' | 'posted' | 'all';
}

/** The list route itself with its filters and format=csv: the server exports every matching row. */
export const exportHref = (path: string, filters: Query) => buildUrl(path, { ...filters, format: 'csv' });

export const cashierApi = {
  withdrawals: (q: WithdrawalFilters & { beforeId?: number; limit?: number }, signal?: AbortSignal) =>
    api.get<Page<CashierWithdrawalRow>>(MONEY_OPS_PATHS.withdrawals, { ...q }, signal),
  withdrawalsCsv: (q: WithdrawalFilters) => exportHref(MONEY_OPS_PATHS.withdrawals, { ...q }),
  review: (orderNo: string, signal?: AbortSignal) => api.get<CashierWithdrawalReview>(opsPath(CONSOLE_MONEY_PATHS.withdrawalReview, { orderNo }), undefined, signal),
  approveWithdrawal: (orderNo: string, merchant?: string) =>
    api.post<CashierWithdrawalRow>(opsPath(MONEY_OPS_PATHS.approveWithdrawal, { orderNo }), {}, m(merchant)),
  rejectWithdrawal: (orderNo: string, reason: string, merchant?: string) =>
    api.post<CashierWithdrawalRow>(opsPath(MONEY_OPS_PATHS.rejectWithdrawal, { orderNo }), { reason }, m(merchant)),
  deposits: (q: DepositFilters & { beforeId?: number; limit?: number }, signal?: AbortSignal) => api.get<Page<CashierDepositRow>>(MONEY_OPS_PATHS.deposits, { ...q }, signal),
  depositsCsv: (q: DepositFilters) => exportHref(MONEY_OPS_PATHS.deposits, { ...q }),
  adjust: (account: string, merchant: string, body: { amount: string; reason: string; requestId: string }) =>
    api.post<{ status?: string; id?: number; transferId?: number; balance?: string }>(opsPath(MONEY_OPS_PATHS.adjustments, { account }), body, { merchant }),
  adjustments: (q: AdjustmentFilters & { beforeId?: number }, signal?: AbortSignal) => api.get<Page<ConsoleAdjustment>>(CONSOLE_PLAYERS_PATHS.adjustmentsQueue, { ...q }, signal),
  adjustmentsCsv: (q: AdjustmentFilters) => exportHref(CONSOLE_PLAYERS_PATHS.adjustmentsQueue, { ...q }),
  approveAdjustment: (id: number, merchant?: string) => api.post<ConsoleAdjustment>(opsPath(CONSOLE_PLAYERS_PATHS.approveAdjustment, { id }), {}, m(merchant)),
};
