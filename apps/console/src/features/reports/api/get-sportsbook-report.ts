import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type SportsbookReport = EndpointResult<typeof endpoints.sportsReport>;
export type SportsbookReportRow = SportsbookReport['rows'][number];

/** The sportsbook's GGR per sport of one merchant over its local days from..to (bets settled in the period). */
export function sportsbookReportQueryOptions(period: { merchant: string; from: string; to: string }, enabled: boolean) {
  return queryOptions({
    queryKey: ['ops', 'reports', 'sportsbook', period],
    queryFn: ({ signal }) => api.call(endpoints.sportsReport, { query: period }, signal),
    enabled: enabled && Boolean(period.merchant),
  });
}
