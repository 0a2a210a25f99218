import { queryOptions } from '@tanstack/react-query';
import type { EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type Agent = EndpointResult<typeof endpoints.agents>['list'][number];

/** A merchant's agents, or one agent (root) and the agents of its team, the top of the tree first. */
export function getAgents(merchant: string, root: string | undefined, signal?: AbortSignal) {
  return api.call(endpoints.agents, { query: { merchant, root } }, signal);
}

export function agentsQueryOptions(merchant: string, root: string) {
  return queryOptions({
    queryKey: ['ops', 'agents', merchant, root],
    queryFn: ({ signal }) => getAgents(merchant, root || undefined, signal),
    enabled: Boolean(merchant),
  });
}
