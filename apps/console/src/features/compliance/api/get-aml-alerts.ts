import { infiniteQueryOptions } from '@tanstack/react-query';
import type { EndpointQuery, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type AmlAlertRow = EndpointResult<typeof endpoints.amlAlerts>['list'][number];
export type AmlAlertFilters = Pick<EndpointQuery<typeof endpoints.amlAlerts>, 'merchant' | 'status' | 'kind' | 'from' | 'to'>;

/** The AML queue's lists: a decision (or a refused one, decided meanwhile) invalidates them. */
export const amlAlertsKey = ['ops', 'aml', 'alerts'] as const;

/** A page (50, newest first, after `beforeId`) of a merchant's AML alerts; days are the merchant's. */
export function getAmlAlerts(filters: AmlAlertFilters, beforeId: number | undefined, signal?: AbortSignal) {
  return api.call(endpoints.amlAlerts, { query: { ...filters, beforeId, limit: 50 } }, signal);
}

export function amlAlertsQueryOptions(filters: AmlAlertFilters, enabled: boolean) {
  return infiniteQueryOptions({
    queryKey: [...amlAlertsKey, filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => getAmlAlerts(filters, pageParam, signal),
    getNextPageParam: (last) => last.next ?? undefined,
    enabled: enabled && Boolean(filters.merchant),
  });
}

/** Every alert the filters match as a CSV download made by the server (the regulator's export, audited). */
export function amlAlertsCsvUrl(filters: AmlAlertFilters): string {
  return api.url(endpoints.amlAlerts, { query: { ...filters, format: 'csv' } });
}
