import { infiniteQueryOptions } from '@tanstack/react-query';
import type { EndpointQuery, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type AuditRow = EndpointResult<typeof endpoints.audit>['list'][number];
export type AuditQuery = EndpointQuery<typeof endpoints.audit>;

/** A page of the audit log, newest first, after `beforeId`. */
export function getAudit(query: AuditQuery, signal?: AbortSignal) {
  return api.call(endpoints.audit, { query }, signal);
}

/** The audit log under these filters, 50 rows a page, the next page from the last row's id. */
export function auditQueryOptions(filters: Omit<AuditQuery, 'beforeId' | 'limit'>) {
  return infiniteQueryOptions({
    queryKey: ['ops', 'audit', filters],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) => getAudit({ ...filters, beforeId: pageParam, limit: 50 }, signal),
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
