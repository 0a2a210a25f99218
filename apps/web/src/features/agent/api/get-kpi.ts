import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AGENT_PATHS } from '@lobby/contract/paths';
import type { KpiPeriod } from '@lobby/contract/rules';
import { kpiSchema, type Kpi } from '@lobby/contract/schemas';
import { api } from '@/shared/lib/api';
import { agentKeys } from './get-agent-home';

export interface KpiFilter {
  period: KpiPeriod;
  from?: string;
  to?: string;
}

export async function fetchKpi(filter: KpiFilter, signal?: AbortSignal): Promise<Kpi> {
  return kpiSchema.parse(await api.get(AGENT_PATHS.kpi, { query: { ...filter }, signal, silent: true }));
}

export function useKpi(filter: KpiFilter, enabled = true) {
  return useQuery({
    ...queryOptions({ queryKey: [...agentKeys.all, 'kpi', filter] as const, queryFn: ({ signal }) => fetchKpi(filter, signal) }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
