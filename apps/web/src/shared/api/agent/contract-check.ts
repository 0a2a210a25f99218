import { AGENT_PATHS } from '@lobby/contract/paths';
import { CONTRACT_CHECK_FIELDS, CONTRACT_KINDS, type ContractKind } from '@lobby/contract/rules';
import { api } from '@/shared/lib/api';
import { ACCOUNT_QUERY_ROOT } from '@/shared/lib/session';

export const contractCheckKeys = { all: [ACCOUNT_QUERY_ROOT, 'agent', 'contract-check'] as const };

/**
 * The kinds with a contract request waiting for the signed-in agent. Checked by hand, not with zod: home
 * runs it, and home's chunk stays free of schemas.
 */
export async function fetchPendingContracts(signal?: AbortSignal): Promise<ContractKind[]> {
  const value = await api.get(AGENT_PATHS.contractCheck, { signal, silent: true });
  if (!value || typeof value !== 'object') return [];
  const answer = value as Record<string, unknown>;
  return CONTRACT_KINDS.filter((kind) => {
    const field = answer[CONTRACT_CHECK_FIELDS[kind]];
    return typeof field === 'string' && field !== '';
  });
}
