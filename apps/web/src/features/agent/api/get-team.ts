import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS } from '@lobby/contract/paths';
import type { TeamKind } from '@lobby/contract/rules';
import { teamPageSchema, type TeamPage } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { agentKeys } from './get-agent-home';

export interface TeamFilter {
  q: string;
  kind: TeamKind;
  page: number;
}

export async function fetchTeam(filter: TeamFilter, signal?: AbortSignal): Promise<TeamPage> {
  const query = { q: filter.q.trim() || undefined, kind: filter.kind, page: filter.page };
  return teamPageSchema.parse(await api.get(AGENT_PATHS.team, { query, signal, silent: true }));
}

export function teamQueryOptions(filter: TeamFilter) {
  return queryOptions({
    queryKey: [...agentKeys.all, 'team', filter] as const,
    queryFn: ({ signal }) => fetchTeam(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTeam(filter: TeamFilter) {
  return useQuery(teamQueryOptions(filter));
}
