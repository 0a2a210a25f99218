import { queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS } from '@lobby/contract/paths';
import { agentHomeSchema, type AgentHome } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

/** Every agent-area query sits under this key: a relay or a new member refreshes them together. */
export const agentKeys = {
  all: [ACCOUNT_QUERY_ROOT, 'agent'] as const,
  home: [ACCOUNT_QUERY_ROOT, 'agent', 'home'] as const,
};

export async function fetchAgentHome(signal?: AbortSignal): Promise<AgentHome> {
  return agentHomeSchema.parse(await api.get(AGENT_PATHS.home, { signal, silent: true }));
}

export function useAgentHome() {
  return useQuery(queryOptions({ queryKey: agentKeys.home, queryFn: ({ signal }) => fetchAgentHome(signal) }));
}
