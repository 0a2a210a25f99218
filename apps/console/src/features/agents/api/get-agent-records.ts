import { queryOptions } from '@tanstack/react-query';
import { api, endpoints } from '@/shared/api/client';

/** An agent's records the detail tabs show, each from its own route. */
const SECTIONS = {
  contracts: endpoints.agentContracts,
  settlements: endpoints.agentSettlements,
  relays: endpoints.agentRelays,
} as const;
export type AgentSection = keyof typeof SECTIONS;
export const AGENT_SECTIONS = Object.keys(SECTIONS) as AgentSection[];

/** The newest page of one of an agent's record lists (contracts, settled periods, relays). */
export function getAgentRecords(merchant: string, account: string, section: AgentSection, signal?: AbortSignal) {
  return api.call(SECTIONS[section], { params: { account }, query: { merchant } }, signal);
}

export function agentRecordsQueryOptions(merchant: string, account: string | null, section: AgentSection) {
  return queryOptions({
    queryKey: ['ops', 'agents', merchant, account, section],
    queryFn: ({ signal }) => getAgentRecords(merchant, account ?? '', section, signal),
    enabled: Boolean(merchant && account),
  });
}
