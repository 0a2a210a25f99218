import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type FinanceReport = EndpointResult<typeof endpoints.financeReport>;
export type MoneyFigures = FinanceReport['currencies'][number]['totals'];

/** One merchant, or (none named) every merchant in scope; calendar days from..to. */
export interface ReportPeriod {
  merchant?: string;
  from: string;
  to: string;
}

/** Deposits, withdrawals, bets, wins, GGR, bonus cost and NGR per merchant and day, with totals per currency. */
export function getFinanceReport(period: ReportPeriod, signal?: AbortSignal) {
  return api.call(endpoints.financeReport, { query: period }, signal);
}

export function financeReportQueryOptions(period: ReportPeriod, enabled: boolean) {
  return queryOptions({ queryKey: ['ops', 'reports', 'finance', period], queryFn: ({ signal }) => getFinanceReport(period, signal), enabled });
}

/** The same report as a CSV download, made by the server. */
export function financeReportCsvUrl(period: ReportPeriod): string {
  return api.url(endpoints.financeReport, { query: { ...period, format: 'csv' } });
}
