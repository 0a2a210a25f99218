import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type AuditAction = EndpointResult<typeof endpoints.auditActions>['list'][number];

/** Every action an audit row can name, with its label: the route table's, so it changes only with a release. */
export function getAuditActions(signal?: AbortSignal) {
  return api.call(endpoints.auditActions, {}, signal);
}

export function auditActionsQueryOptions() {
  return queryOptions({ queryKey: ['ops', 'audit', 'actions'], queryFn: ({ signal }) => getAuditActions(signal), staleTime: Infinity });
}
