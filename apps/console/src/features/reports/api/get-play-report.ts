import { queryOptions } from '@tanstack/react-query';
import type { EndpointParams, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';
import type { ReportPeriod } from './get-finance-report';

export type PlayReport = EndpointResult<typeof endpoints.report>;
export type PlayReportKind = PlayReport['kind'];
export type PlayReportRow = PlayReport['currencies'][number]['rows'][number];

/** Bets, wins and GGR by merchant, vendor, game or agent over the period, per currency. */
export function getPlayReport(kind: PlayReportKind, period: ReportPeriod, signal?: AbortSignal) {
  const params: EndpointParams<typeof endpoints.report> = { kind };
  return api.call(endpoints.report, { params, query: period }, signal);
}

export function playReportQueryOptions(kind: PlayReportKind, period: ReportPeriod, enabled: boolean) {
  return queryOptions({ queryKey: ['ops', 'reports', kind, period], queryFn: ({ signal }) => getPlayReport(kind, period, signal), enabled });
}

/** The same report as a CSV download, made by the server. */
export function playReportCsvUrl(kind: PlayReportKind, period: ReportPeriod): string {
  return api.url(endpoints.report, { params: { kind }, query: { ...period, format: 'csv' } });
}
