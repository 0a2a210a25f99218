import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type BonusReport = EndpointResult<typeof endpoints.bonusReport>;
export type BonusReportRow = BonusReport['rows'][number];

/** What each campaign of one merchant cost over its local days from..to, beside its players' GGR and NGR. */
export function getBonusReport(period: { merchant: string; from: string; to: string }, signal?: AbortSignal) {
  return api.call(endpoints.bonusReport, { query: period }, signal);
}

export function bonusReportQueryOptions(period: { merchant: string; from: string; to: string }, enabled: boolean) {
  return queryOptions({ queryKey: ['ops', 'reports', 'bonus', period], queryFn: ({ signal }) => getBonusReport(period, signal), enabled: enabled && Boolean(period.merchant) });
}
