import { queryOptions } from '@tanstack/react-query';
import type { EndpointQuery, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type Adjustment = EndpointResult<typeof endpoints.adjustmentsQueue>['list'][number];
export type AdjustmentFilters = Required<Pick<EndpointQuery<typeof endpoints.adjustmentsQueue>, 'merchant' | 'status'>>;

/** The adjustments lists: a new adjustment or an approval invalidates them. */
export const adjustmentsKey = ['ops', 'adjustments'] as const;

/** Manual adjustments that needed a second approval (those waiting, posted, or all), newest first. */
export function getAdjustments(filters: AdjustmentFilters, signal?: AbortSignal) {
  return api.call(endpoints.adjustmentsQueue, { query: filters }, signal);
}

export function adjustmentsQueryOptions(filters: AdjustmentFilters) {
  return queryOptions({
    queryKey: [...adjustmentsKey, filters.merchant, filters.status],
    queryFn: ({ signal }) => getAdjustments(filters, signal),
    enabled: Boolean(filters.merchant),
  });
}

/** The whole list as a CSV download, made by the server. */
export function adjustmentsCsvUrl(filters: AdjustmentFilters): string {
  return api.url(endpoints.adjustmentsQueue, { query: { ...filters, format: 'csv' } });
}
