import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type Dashboard = EndpointResult<typeof endpoints.dashboard>;
export type DashboardCounts = Dashboard['totals'];
export type MoneyFigures = Dashboard['currencies'][number]['totals'];

/** Player counts and money per currency over from..to (calendar days); no merchant: every merchant in scope. */
export function getDashboard(range: { merchant?: string; from: string; to: string }, signal?: AbortSignal): Promise<Dashboard> {
  return api.call(endpoints.dashboard, { query: range }, signal);
}

export function dashboardQueryOptions(merchant: string, from: string, to: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['ops', 'dashboard', merchant, from, to],
    queryFn: ({ signal }) => getDashboard({ merchant: merchant || undefined, from, to }, signal),
    enabled,
  });
}
