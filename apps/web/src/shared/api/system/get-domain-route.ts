import { queryOptions, useQuery } from '@tanstack/react-query';
import { domainRouteListSchema, type DomainRoute } from '@lobby/contract';
import { http } from '@/shared/lib/http';

/** Domains of the merchant, for share links and the download page. */
export const domainRouteKeys = { all: ['system', 'domainRoute'] as const };

export async function fetchDomainRoute(signal?: AbortSignal): Promise<DomainRoute[]> {
  const raw = await http.get<unknown>('/wps/system/domainRoute', { signal });
  return domainRouteListSchema.parse(raw);
}

export function domainRouteQueryOptions() {
  return queryOptions({
    queryKey: domainRouteKeys.all,
    queryFn: ({ signal }) => fetchDomainRoute(signal),
    staleTime: 5 * 60_000,
  });
}

export function useDomainRoute() {
  return useQuery(domainRouteQueryOptions());
}
